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
    type Report = (entries: { target: Element }[]) => void;
    const observed: { callback: Report; target?: Element }[] = [];
    class FakeResizeObserver {
      entry: { callback: Report; target?: Element };
      constructor(callback: Report) {
        this.entry = { callback };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      // antd 6's Tooltip watches its child with the browser's observer too, and lets go of it this way.
      unobserve() {}
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
      const report = (list: typeof observed) => list.forEach((o) => o.target && o.callback([{ target: o.target }]));
      act(() => report(observed));
      const text = screen.getByText('深圳市某某供应链管理有限公司第一分公司');
      expect(text).toHaveAttribute('data-cut', 'true');
      fireEvent.mouseEnter(text);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('深圳市某某供应链管理有限公司第一分公司');
      // The element the tooltip wraps is the one observed (antd 6's Tooltip watches it too): a wider column un-cuts it.
      const watching = observed.filter((o) => o.target);
      expect(new Set(watching.map((o) => o.target))).toEqual(new Set([text]));
      sizes(100, 120);
      act(() => report(watching));
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
