import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { personalAuthApi, type FaceResultAnswer } from '@portal/core';
import { SessionProvider } from '@portal/ui';
import { PortalQueryProvider } from '@portal/ui/query';
import { createTestSession } from '@portal/ui/testing';
import { FACE_POLL_MS, useFacePoll } from './calls';
import { authQueryClient } from './query';

const wrapper = ({ children }: { children?: ReactNode }) => (
  <SessionProvider session={createTestSession({ user: { username: '李娜', mobile: '13800000002' } })}>
    <PortalQueryProvider client={authQueryClient}>{children}</PortalQueryProvider>
  </SessionProvider>
);
const pass = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms + 10)));
const answer = (status: FaceResultAnswer['status'], reason: string | null = null) => ({ faceId: 'f-1', status, reason }) as FaceResultAnswer;
const link = { faceId: 'f-1', url: 'https://face.example/f-1', expiresAt: Date.now() + 300_000 };

beforeEach(() => {
  jest.useFakeTimers();
  authQueryClient.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('a face check polled through the query client', () => {
  it('reads nothing before a link, then every 2 s until the check passes, and stops', async () => {
    const read = jest
      .spyOn(personalAuthApi, 'faceResult')
      .mockResolvedValueOnce(answer('waiting'))
      .mockResolvedValueOnce(answer('waiting'))
      .mockResolvedValue(answer('passed'));
    const ask = jest.fn().mockResolvedValue(link);
    const { result } = renderHook(() => useFacePoll(ask), { wrapper });
    await pass(FACE_POLL_MS * 2);
    expect(read).not.toHaveBeenCalled();
    await act(async () => void (await result.current.start()));
    await pass(0);
    expect(result.current.polled).toEqual({ faceId: 'f-1', result: { status: 'PENDING' } });
    await pass(FACE_POLL_MS * 2);
    expect(result.current.polled).toEqual({ faceId: 'f-1', result: { status: 'SUCCESS' } });
    await pass(FACE_POLL_MS * 5);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('gives a failure with its reason', async () => {
    jest.spyOn(personalAuthApi, 'faceResult').mockResolvedValue(answer('failed', '非本人'));
    const { result } = renderHook(() => useFacePoll(jest.fn().mockResolvedValue(link)), { wrapper });
    await act(async () => void (await result.current.start()));
    await pass(0);
    expect(result.current.polled?.result).toEqual({ status: 'FAILING', reason: '非本人' });
  });
});
