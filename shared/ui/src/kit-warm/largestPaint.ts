type PaintEntry = PerformanceEntry & { element?: Element | null };

export interface LargestPaintOptions {
  win?: Window;
  /** Which reported paint counts (one inside the page's own element, one drawn since a moment); any by default. */
  counts?: (entry: PaintEntry) => boolean;
  /** Past this, `done` runs anyway (the page's largest element may be outside what counts). */
  waitMs: number;
}

/**
 * Runs `done` once: on the browser's first largest-paint report that `counts`, or `waitMs` later;
 * at once where no report will come (a browser without largest-paint entries, a hidden tab). For
 * work the first view does not need: it starts after that view's largest paint, not beside it.
 */
export function onLargestPaint(done: () => void, { win = window, counts = () => true, waitMs }: LargestPaintOptions): void {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  // supportedEntryTypes is missing in old browsers and test DOMs.
  const observes = typeof Observer === 'function' && (Observer.supportedEntryTypes ?? []).includes('largest-contentful-paint') && win.document.visibilityState !== 'hidden';
  if (!observes) {
    done();
    return;
  }
  const observer = new Observer((list) => {
    if (list.getEntries().some((entry) => counts(entry as PaintEntry))) finish();
  });
  const timer = setTimeout(finish, waitMs);
  function finish() {
    observer.disconnect();
    clearTimeout(timer);
    done();
  }
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}
