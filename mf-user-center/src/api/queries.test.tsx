import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FaceResultAnswer } from '@portal/core';
import { SessionProvider } from '@portal/ui';
import { PortalQueryProvider, createPortalQueryClient } from '@portal/ui/query';
import { createTestSession } from '@portal/ui/testing';
import { FACE_POLL_MS, useFaceResult } from './queries';
import { userCentreApi } from './userCentre';

const answer = (status: FaceResultAnswer['status']): FaceResultAnswer => ({ faceId: 'f1', scene: 'contract', status, reason: null, expiresAt: Date.now() + 300_000 });

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SessionProvider session={createTestSession({ user: { username: '李娜', mobile: '13800000001' } })}>
      <PortalQueryProvider client={createPortalQueryClient()}>{children}</PortalQueryProvider>
    </SessionProvider>
  );
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useFaceResult: the face check polled through the query client', () => {
  it('asks nothing before a check starts, asks every 2 s while it waits, and stops once it is over', async () => {
    jest.useFakeTimers();
    const answers = [answer('waiting'), answer('waiting'), answer('passed')];
    const faceResult = jest.spyOn(userCentreApi, 'faceResult').mockImplementation(async () => answers.shift() ?? answer('passed'));
    const { result, rerender } = renderHook(({ faceId }) => useFaceResult(faceId), { wrapper, initialProps: { faceId: '' } });
    await act(async () => jest.advanceTimersByTime(FACE_POLL_MS * 2));
    expect(faceResult).not.toHaveBeenCalled();

    rerender({ faceId: 'f1' });
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'));
    await act(async () => jest.advanceTimersByTime(FACE_POLL_MS));
    await act(async () => jest.advanceTimersByTime(FACE_POLL_MS));
    await waitFor(() => expect(result.current.data?.status).toBe('passed'));
    expect(faceResult).toHaveBeenCalledTimes(3);
    expect(faceResult).toHaveBeenCalledWith('f1');
    await act(async () => jest.advanceTimersByTime(FACE_POLL_MS * 5));
    expect(faceResult).toHaveBeenCalledTimes(3);
  });
});
