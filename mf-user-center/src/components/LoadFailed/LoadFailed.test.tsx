import { render, screen } from '@testing-library/react';
import { ApiError, BUSINESS_CODES } from '@portal/core';
import { LoadFailed } from './LoadFailed';

describe('a failed load', () => {
  it('does not print a 10100012 text its blocking 提示 box already shows: a plain message beside 重试 (issue 47 item 10)', async () => {
    const error = new ApiError({ kind: 'business', path: '/uc/v1/api/contract/page', code: BUSINESS_CODES.blockingCloseWindow, serverMessage: '当前业务已在其他窗口处理' });
    render(<LoadFailed error={error} onRetry={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('内容未能加载');
    expect(screen.queryByText('当前业务已在其他窗口处理')).toBeNull();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });

  it("says any other failure in the catalogue's words", async () => {
    render(<LoadFailed error={new ApiError({ kind: 'http', path: '/uc/v1/api/contract/page', status: 500 })} onRetry={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('服务出错,请稍后再试');
  });
});
