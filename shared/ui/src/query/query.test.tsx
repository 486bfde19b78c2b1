import { renderHook, waitFor } from '@testing-library/react';
import { onlineManager, useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@portal/core';
import { PortalQueryProvider, createPortalQueryClient } from './index';

function countCalls(failure: ConstructorParameters<typeof ApiError>[0]) {
  const client = createPortalQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  const calls = { count: 0 };
  const wrapper = ({ children }: { children?: ReactNode }) => <PortalQueryProvider client={client}>{children}</PortalQueryProvider>;
  const { result } = renderHook(
    () =>
      useQuery({
        queryKey: ['call'],
        queryFn: () => {
          calls.count += 1;
          throw new ApiError(failure);
        },
      }),
    { wrapper },
  );
  return { calls, result };
}

describe('createPortalQueryClient', () => {
  it('asks a read again once after a 500, then shows the failure', async () => {
    const { calls, result } = countCalls({ kind: 'http', status: 500, path: '/x' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls.count).toBe(2);
  });

  it('never asks again on a business code', async () => {
    const { calls, result } = countCalls({ kind: 'business', code: 501002, path: '/x' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls.count).toBe(1);
  });

  it('does not refetch on window focus', () => {
    expect(createPortalQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });

  describe('with the browser offline (a dropped connection)', () => {
    beforeEach(() => onlineManager.setOnline(false));
    afterEach(() => onlineManager.setOnline(true));

    it('sends a write anyway and ends it with the network message, not paused without a word', async () => {
      const client = createPortalQueryClient();
      const wrapper = ({ children }: { children?: ReactNode }) => <PortalQueryProvider client={client}>{children}</PortalQueryProvider>;
      const send = jest.fn(() => Promise.reject(new ApiError({ kind: 'network', path: '/auth/user/email/code' })));
      const { result } = renderHook(() => useMutation({ mutationFn: send }), { wrapper });
      result.current.mutate();
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(result.current.isPaused).toBe(false);
      expect(send).toHaveBeenCalledTimes(1);
      expect(result.current.error?.message).toBe('网络错误,请检查');
    });

    it('reads anyway and shows the failure once its retries are spent', async () => {
      const { calls, result } = countCalls({ kind: 'network', path: '/x' });
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(result.current.error?.message).toBe('网络错误,请检查');
      expect(calls.count).toBeGreaterThan(1);
    });
  });
});
