import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@portal/core';
import { SessionProvider } from '@portal/ui';
import { createTestSession } from '@portal/ui/testing';
import { AuthQueryRoot } from './query';
import { useFlow, type FlowRead } from './useFlow';

const MOBILE = '13800000002';
const SCOPE = ['auth', MOBILE, 'company', 'C1'] as const;

function wrapper({ children }: { children?: ReactNode }) {
  const session = createTestSession({ user: { username: 'Test User', mobile: MOBILE }, company: null });
  return (
    <SessionProvider session={session}>
      <MemoryRouter>
        <AuthQueryRoot>{children}</AuthQueryRoot>
      </MemoryRouter>
    </SessionProvider>
  );
}

/** A read answering from a list of outcomes, one per call (the last repeats). */
function reads<T>(...outcomes: (T | Error)[]) {
  const read = jest.fn(async (): Promise<T> => {
    const next = outcomes[Math.min(read.mock.calls.length - 1, outcomes.length - 1)];
    if (next instanceof Error) throw next;
    return next as T;
  });
  return read;
}

const flowOf = <T,>(read: () => Promise<T>, enabled = true): FlowRead<T> => ({ scope: SCOPE, name: 'state', enabled, read });

describe('useFlow, the four flows\' one pattern', () => {
  it('reads the state fresh when a page opens: a cached answer never decides the page', async () => {
    const earlier = renderHook(() => useFlow(flowOf(reads('cached'))), { wrapper });
    await waitFor(() => expect(earlier.result.current.info).toBe('cached'));
    earlier.unmount();
    const read = reads('fresh');
    const { result } = renderHook(() => useFlow(flowOf(read)), { wrapper });
    expect(result.current.phase).toBe('loading');
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    expect(result.current.info).toBe('fresh');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads nothing while an input is missing', () => {
    const read = reads('never');
    const { result } = renderHook(() => useFlow(flowOf(read, false)), { wrapper });
    expect(result.current.phase).toBe('idle');
    expect(read).not.toHaveBeenCalled();
  });

  it('shows a business code as failed at once (no retry), and a retry that answers makes it ready', async () => {
    const read = reads<string>(new ApiError({ kind: 'business', path: '/x', code: 501002, serverMessage: 'no' }), 'second');
    const { result } = renderHook(() => useFlow(flowOf(read)), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('failed'));
    expect(read).toHaveBeenCalledTimes(1);
    let fresh: string | undefined;
    await act(async () => {
      fresh = await result.current.refresh();
    });
    expect(fresh).toBe('second');
    await waitFor(() => expect(result.current.phase).toBe('ready'));
  });

  it('refresh after a step invalidates the scope: the lists shown with the state are read again too', async () => {
    const read = reads('before', 'after');
    const list = reads('list 1', 'list 2');
    const { result } = renderHook(
      () => ({ flow: useFlow(flowOf(read)), list: useQuery({ queryKey: [...SCOPE, 'list'], queryFn: list }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toBe('list 1'));
    await waitFor(() => expect(result.current.flow.info).toBe('before'));
    let fresh: string | undefined;
    await act(async () => {
      fresh = await result.current.flow.refresh();
    });
    expect(fresh).toBe('after');
    await waitFor(() => expect(result.current.list.data).toBe('list 2'));
  });

  it('answers undefined from a refresh that failed, and says failed', async () => {
    const read = reads<string>('first', new ApiError({ kind: 'business', path: '/x', code: 501002 }));
    const { result } = renderHook(() => useFlow(flowOf(read)), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    let fresh: string | undefined = 'unset';
    await act(async () => {
      fresh = await result.current.refresh();
    });
    expect(fresh).toBeUndefined();
    await waitFor(() => expect(result.current.phase).toBe('failed'));
  });

  it('a page opened while its state is on its way takes that read: the state is not asked twice', async () => {
    let answer: (value: string) => void = () => undefined;
    const read = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const first = renderHook(() => useFlow(flowOf(read)), { wrapper });
    first.unmount();
    const { result } = renderHook(() => useFlow(flowOf(read)), { wrapper });
    expect(result.current.phase).toBe('loading');
    await act(async () => answer('fresh'));
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    expect(result.current.info).toBe('fresh');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again after a network failure, as the query client does, and is ready with the answer', async () => {
    const read = reads<string>(new ApiError({ kind: 'network', path: '/x' }), 'second');
    const { result } = renderHook(() => useFlow(flowOf(read)), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    expect(result.current.info).toBe('second');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
