import { act, renderHook } from '@testing-library/react';
import { useAction } from './useAction';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is busy with the run\'s arguments until it answers, and refuses a second run meanwhile', async () => {
    const answer = deferred<string>();
    const action = jest.fn((_file: string) => answer.promise);
    const { result } = renderHook(() => useAction(action));
    expect(result.current.busy).toBe(false);
    let first!: Promise<string | undefined>;
    act(() => {
      first = result.current.run('a.pdf');
    });
    expect(result.current.pending).toEqual(['a.pdf']);
    let second: string | undefined = 'not run';
    await act(async () => {
      second = await result.current.run('b.pdf');
    });
    expect(second).toBeUndefined();
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer.resolve('done');
      await first;
    });
    expect(await first).toBe('done');
    expect(result.current.busy).toBe(false);
  });

  it('is idle again after a failure, which reaches the caller', async () => {
    const { result } = renderHook(() => useAction(() => Promise.reject(new Error('offline'))));
    await act(async () => {
      await expect(result.current.run()).rejects.toThrow('offline');
    });
    expect(result.current.busy).toBe(false);
  });
});
