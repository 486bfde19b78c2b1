import { onLargestPaint } from './largestPaint';
import { fakeLargestPaint } from '../testing/largestPaint';

/** A window whose browser reports largest paints (`paint` delivers one), its tab shown or hidden. */
function lcpWindow(visibilityState: DocumentVisibilityState = 'visible') {
  const { PerformanceObserver, report } = fakeLargestPaint();
  const win = { PerformanceObserver, document: { visibilityState } } as unknown as Window;
  return { win, paint: (startTime: number) => report({ startTime }) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('onLargestPaint', () => {
  it('runs on the first reported paint that counts, once', () => {
    const { win, paint } = lcpWindow();
    const done = jest.fn();
    onLargestPaint(done, { win, waitMs: 1000, counts: (entry) => entry.startTime >= 100 });
    paint(50);
    expect(done).not.toHaveBeenCalled();
    paint(120);
    paint(130);
    jest.advanceTimersByTime(2000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('runs after waitMs when no paint that counts is reported', () => {
    const { win } = lcpWindow();
    const done = jest.fn();
    onLargestPaint(done, { win, waitMs: 300 });
    jest.advanceTimersByTime(299);
    expect(done).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a hidden tab', lcpWindow('hidden').win],
    ['a browser without largest-paint entries', { document: { visibilityState: 'visible' } } as unknown as Window],
  ])('runs at once in %s, where no report will come', (_case, win) => {
    const done = jest.fn();
    onLargestPaint(done, { win, waitMs: 1000 });
    expect(done).toHaveBeenCalledTimes(1);
  });
});
