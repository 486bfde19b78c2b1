import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@portal/core';
import { failureMessage, useApiData } from './useApiData';

describe('useApiData', () => {
  it('loads, then keeps the data of the current key only', async () => {
    const answers: Record<string, (v: string) => void> = {};
    const load = (key: string) => () => new Promise<string>((resolve) => (answers[key] = resolve));
    const { result, rerender } = renderHook(({ k }) => useApiData(k, load(k)), { initialProps: { k: 'a' } });
    expect(result.current.loading).toBe(true);
    rerender({ k: 'b' });
    await act(async () => answers.a('late answer for a'));
    expect(result.current.data).toBeUndefined();
    await act(async () => answers.b('answer for b'));
    expect(result.current).toMatchObject({ data: 'answer for b', loading: false, error: undefined });
  });

  it('reports a failure and loads again on reload', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('网络错误,请检查')) : Promise.resolve('ok');
    };
    const { result } = renderHook(() => useApiData('k', load));
    await waitFor(() => expect(result.current.error).toBe('网络错误,请检查'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(result.current.error).toBeUndefined();
  });

  it('keeps the last answer while the next key loads, when asked to', async () => {
    const answers: Record<string, (v: string) => void> = {};
    const load = (key: string) => () => new Promise<string>((resolve) => (answers[key] = resolve));
    const { result, rerender } = renderHook(({ k }) => useApiData(k, load(k), { keepPrevious: true }), { initialProps: { k: 'page1' } });
    await act(async () => answers.page1('first page'));
    rerender({ k: 'page2' });
    expect(result.current).toMatchObject({ data: 'first page', loading: true });
    await act(async () => answers.page2('second page'));
    expect(result.current).toMatchObject({ data: 'second page', loading: false });
  });

  it('does nothing without a key', () => {
    const load = jest.fn(() => Promise.resolve(1));
    const { result } = renderHook(() => useApiData(null, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(false);
  });

  it('shows the catalogue words for a failure, a missing item too', () => {
    expect(failureMessage(new ApiError({ kind: 'http', status: 404, path: '/x', serverMessage: '资讯不存在或已下线' }))).toBe('请求出错,请检查参数并重试');
    expect(failureMessage(new ApiError({ kind: 'http', status: 500, path: '/x', serverMessage: 'boom' }))).toBe('服务出错,请稍后再试');
  });

  it('tells a missing item (404) from a failure worth a retry', async () => {
    const missing = new ApiError({ kind: 'http', status: 404, path: '/x', serverMessage: '资讯不存在或已下线' });
    const { result, rerender } = renderHook(({ k, fail }) => useApiData(k, () => Promise.reject(fail)), {
      initialProps: { k: 'a', fail: missing },
    });
    await waitFor(() => expect(result.current).toMatchObject({ error: '请求出错,请检查参数并重试', notFound: true }));
    rerender({ k: 'b', fail: new ApiError({ kind: 'timeout', path: '/x' }) });
    await waitFor(() => expect(result.current).toMatchObject({ error: '请求超时,请稍后重试', notFound: false }));
  });

  it('calls the newest load of a key on reload', async () => {
    const first = jest.fn(() => Promise.resolve('first'));
    const second = jest.fn(() => Promise.resolve('second'));
    const { result, rerender } = renderHook(({ load }) => useApiData('k', load), { initialProps: { load: first } });
    await waitFor(() => expect(result.current.data).toBe('first'));
    rerender({ load: second });
    expect(second).not.toHaveBeenCalled();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('second'));
  });
});
