import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from './LoadFailed';
import { useApiData } from './useApiData';

function Area({ load }: { load: () => Promise<string> }) {
  const data = useApiData('area', load);
  if (data.error) return <LoadFailed message={data.error} onRetry={data.reload} />;
  if (data.loading) return <p>loading</p>;
  return <p>{data.data}</p>;
}

describe('LoadFailed', () => {
  it('announces the message and offers a retry', async () => {
    const onRetry = jest.fn();
    render(<LoadFailed message="网络错误,请检查" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络错误,请检查');
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when none can help, and a busy one while it runs', () => {
    const { rerender } = render(<LoadFailed message="内容不存在" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<LoadFailed message="网络错误,请检查" onRetry={() => undefined} retrying />);
    expect(screen.getByRole('button', { name: '加载中，请稍候' })).toBeDisabled();
  });

  it('recovers a data area with useApiData: the retry loads again and shows the answer', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('网络错误,请检查')).mockResolvedValueOnce('新闻列表');
    render(<Area load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误,请检查');
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    });
    expect(await screen.findByText('新闻列表')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
