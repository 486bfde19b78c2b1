import { act, render, screen, waitFor } from '@testing-library/react';
import { BelowHeading, lazyPage, type LazyPage } from './lazyPage';
import { deferredLoad } from '../testing/deferredLoad';
import { documentAt } from '../testing/largestPaint';
import { FIRST_VIEW_WAITS, resetFirstView } from '../first-view/firstView';

// A file of its own: the document's first view (no heading painted yet) is module state.
afterEach(() => resetFirstView());


const page = (Body: LazyPage<object>) => (
  <>
    <h1>业务中心</h1>
    <BelowHeading fallback={<p>当前企业：上海浦江供应链管理有限公司</p>}>
      <Body />
    </BelowHeading>
  </>
);

describe("BelowHeading, in the document's first view of a page", () => {
  it("asks for the code below once the browser has reported the heading's paint, not on a frame before it", async () => {
    const { win, paint } = documentAt('http://localhost/cWeb/business/center');
    resetFirstView(win);
    const body = deferredLoad(() => <p>待办事项</p>);
    const Body = lazyPage(body.load);
    render(page(Body));
    // Frames and tasks pass (the test DOM's animation frames are timers): nothing is asked for yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(body.load).not.toHaveBeenCalled();
    expect(screen.getByText('当前企业：上海浦江供应链管理有限公司')).toBeInTheDocument();
    await act(async () => paint());
    await waitFor(() => expect(body.load).toHaveBeenCalledTimes(1));
    await body.answer();
    expect(await screen.findByText('待办事项')).toBeInTheDocument();
  });

  it('asks anyway when no paint is reported in time', async () => {
    jest.useFakeTimers();
    try {
      resetFirstView(documentAt('http://localhost/cWeb/business/center').win);
      const body = deferredLoad(() => <p>待办事项</p>);
      render(page(lazyPage(body.load)));
      await act(async () => jest.advanceTimersByTime(FIRST_VIEW_WAITS.paintReportMs - 1));
      expect(body.load).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1));
      // Then a frame and a task (the fake timers' animation frame), as after a reported paint.
      await waitFor(() => expect(body.load).toHaveBeenCalledTimes(1));
    } finally {
      jest.useRealTimers();
    }
  });
});
