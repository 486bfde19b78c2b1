import { act, fireEvent, render, screen } from '@testing-library/react';
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

  it('is a Tab stop when it is cut, and focusing it shows the whole text', async () => {
    sizes(400, 120);
    render(<EllipsisText>深圳市某某供应链管理有限公司第一分公司</EllipsisText>);
    const text = screen.getByText('深圳市某某供应链管理有限公司第一分公司');
    expect(text).toHaveAttribute('tabindex', '0');
    act(() => text.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('深圳市某某供应链管理有限公司第一分公司');
  });

  it('has no tooltip when the text fits', () => {
    sizes(100, 120);
    render(<EllipsisText>短名称</EllipsisText>);
    const text = screen.getByText('短名称');
    expect(text).toHaveAttribute('data-cut', 'false');
    expect(text).not.toHaveAttribute('tabindex');
    fireEvent.mouseEnter(text);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('measures when the browser reports the size, not during the render, and follows a resize', async () => {
    const observed: { callback: () => void; target?: Element }[] = [];
    class FakeResizeObserver {
      entry: { callback: () => void; target?: Element };
      constructor(callback: () => void) {
        this.entry = { callback };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        this.entry.target = undefined;
      }
    }
    Object.defineProperty(window, 'ResizeObserver', { value: FakeResizeObserver, configurable: true });
    try {
      sizes(400, 120);
      render(<EllipsisText>深圳市某某供应链管理有限公司第一分公司</EllipsisText>);
      // Nothing read during the commit: still uncut until the observer reports.
      expect(screen.getByText('深圳市某某供应链管理有限公司第一分公司')).toHaveAttribute('data-cut', 'false');
      act(() => observed.forEach((o) => o.target && o.callback()));
      const text = screen.getByText('深圳市某某供应链管理有限公司第一分公司');
      expect(text).toHaveAttribute('data-cut', 'true');
      fireEvent.mouseEnter(text);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('深圳市某某供应链管理有限公司第一分公司');
      // The element the tooltip wraps is the one observed: a wider column un-cuts it.
      const watching = observed.filter((o) => o.target);
      expect(watching.map((o) => o.target)).toEqual([text]);
      sizes(100, 120);
      act(() => watching.forEach((o) => o.callback()));
      expect(screen.getByText('深圳市某某供应链管理有限公司第一分公司')).toHaveAttribute('data-cut', 'false');
    } finally {
      Reflect.deleteProperty(window, 'ResizeObserver');
    }
  });

  it('clamps to several lines when asked', () => {
    sizes(100, 120);
    render(<EllipsisText lines={2}>两行文本</EllipsisText>);
    expect(screen.getByText('两行文本')).toHaveStyle({ WebkitLineClamp: '2' });
  });
});
