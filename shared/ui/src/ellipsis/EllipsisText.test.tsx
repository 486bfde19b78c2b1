import { fireEvent, render, screen } from '@testing-library/react';
import { EllipsisText } from './EllipsisText';

function sizes(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => jest.restoreAllMocks());

describe('the ellipsis text', () => {
  it('shows the whole text in a tooltip when it is cut', async () => {
    sizes(400, 120);
    render(<EllipsisText>深圳市某某供应链管理有限公司第一分公司</EllipsisText>);
    const text = screen.getByText('深圳市某某供应链管理有限公司第一分公司');
    expect(text).toHaveAttribute('data-cut', 'true');
    fireEvent.mouseEnter(text);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('深圳市某某供应链管理有限公司第一分公司');
  });

  it('has no tooltip when the text fits', () => {
    sizes(100, 120);
    render(<EllipsisText>短名称</EllipsisText>);
    const text = screen.getByText('短名称');
    expect(text).toHaveAttribute('data-cut', 'false');
    fireEvent.mouseEnter(text);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('clamps to several lines when asked', () => {
    sizes(100, 120);
    render(<EllipsisText lines={2}>两行文本</EllipsisText>);
    expect(screen.getByText('两行文本')).toHaveStyle({ WebkitLineClamp: '2' });
  });
});
