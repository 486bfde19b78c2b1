import { renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
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
});
