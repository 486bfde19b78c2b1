import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, enterpriseAuthApi, type LpNotifyAnswer } from '@portal/core';
import { PortalQueryProvider } from '@portal/ui/query';
import { authQueryClient } from '../shared/query';
import { LP_POLL_MS, useLegalPersonNotice } from './useLegalPersonNotice';

const CODE = '91330106MA2H7Y3KXQ';
const answer = (status: LpNotifyAnswer['status']): LpNotifyAnswer => ({ status, lpMobile: '138****0031', resendAt: 0, reason: null }) as LpNotifyAnswer;

const wrapper = ({ children }: { children?: ReactNode }) => <PortalQueryProvider client={authQueryClient}>{children}</PortalQueryProvider>;

/** Lets the fake clock run `ms` and a few more, for the answers it triggers to be told. */
const pass = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms + 10)));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the legal person\'s confirmation, polled through the query client', () => {
  it('asks every 3 s until the legal person confirms, then refreshes the flow once and stops asking', async () => {
    const status = jest
      .spyOn(enterpriseAuthApi, 'legalPersonStatus')
      .mockResolvedValueOnce(answer('waiting'))
      .mockResolvedValueOnce(answer('waiting'))
      .mockResolvedValue(answer('confirmed'));
    const confirmed = jest.fn();
    const { result } = renderHook(() => useLegalPersonNotice('13800000020', CODE, confirmed), { wrapper });
    await pass(0);
    expect(result.current.notice?.status).toBe('waiting');
    expect(status).toHaveBeenCalledTimes(1);
    await pass(LP_POLL_MS);
    expect(status).toHaveBeenCalledTimes(2);
    expect(confirmed).not.toHaveBeenCalled();
    await pass(LP_POLL_MS);
    expect(result.current.notice?.status).toBe('confirmed');
    expect(confirmed).toHaveBeenCalledTimes(1);
    await pass(LP_POLL_MS * 5);
    expect(status).toHaveBeenCalledTimes(3);
  });

  it('keeps the last notice through a failed read and asks again at the next tick', async () => {
    const status = jest
      .spyOn(enterpriseAuthApi, 'legalPersonStatus')
      .mockResolvedValueOnce(answer('waiting'))
      .mockRejectedValueOnce(new ApiError({ kind: 'business', path: '/x', code: 501002 }))
      .mockResolvedValue(answer('refused'));
    const { result } = renderHook(() => useLegalPersonNotice('13800000020', CODE, jest.fn()), { wrapper });
    await pass(0);
    await pass(LP_POLL_MS);
    expect(status).toHaveBeenCalledTimes(2);
    expect(result.current.notice?.status).toBe('waiting');
    await pass(LP_POLL_MS);
    expect(result.current.notice?.status).toBe('refused');
  });

  it('reads nothing without a company', async () => {
    const status = jest.spyOn(enterpriseAuthApi, 'legalPersonStatus');
    renderHook(() => useLegalPersonNotice('13800000020', undefined, jest.fn()), { wrapper });
    await pass(LP_POLL_MS * 2);
    expect(status).not.toHaveBeenCalled();
  });
});
