import type { JSX } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { BelowHeading, lazyPage } from './lazyPage';

// A file of its own: the document's first view (no heading painted yet) is module state.
describe('BelowHeading with a fallback, in the first view', () => {
  it('draws the fallback with the heading and keeps the same nodes on screen until the part below is in', async () => {
    let answer: () => void = () => undefined;
    const load = jest.fn(() => new Promise<() => JSX.Element>((resolve) => (answer = () => resolve(() => <p className="full">当前企业：上海浦江供应链管理有限公司（完整）</p>))));
    const Company = lazyPage(load);
    render(
      <>
        <h1>业务中心</h1>
        <BelowHeading fallback={<p className="plain">当前企业：上海浦江供应链管理有限公司</p>}>
          <Company />
        </BelowHeading>
      </>,
    );
    const plain = screen.getByText('当前企业：上海浦江供应链管理有限公司');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Asked for, not in yet: the very node drawn first is still there.
    expect(screen.getByText('当前企业：上海浦江供应链管理有限公司')).toBe(plain);
    await act(async () => answer());
    expect(await screen.findByText('当前企业：上海浦江供应链管理有限公司（完整）')).toBeInTheDocument();
    expect(plain).not.toBeInTheDocument();
  });
});
