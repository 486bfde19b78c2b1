/** How long the page waits for the browser to report its paint before going on anyway. */
export const CONTENT_PAINT_WAIT_MS = 1000;

type PaintEntry = PerformanceEntry & { element?: Element | null };

/**
 * Resolves once the browser has reported a largest paint drawn since this call (the page that
 * just rendered, on screen), or CONTENT_PAINT_WAIT_MS later (no report: a page smaller than the
 * top bar, user input, a browser without largest-paint entries). For what sits below the page's
 * first view: its requests then start after that view's largest paint, not before it.
 */
export function afterContentPaint({ win = window as Window & typeof globalThis, waitMs = CONTENT_PAINT_WAIT_MS } = {}): Promise<void> {
  const since = win.performance.now();
  return new Promise((resolve) => {
    const Observer = win.PerformanceObserver;
    const observes = typeof Observer === 'function' && (Observer.supportedEntryTypes ?? []).includes('largest-contentful-paint') && win.document.visibilityState !== 'hidden';
    const observer = observes
      ? new Observer((list) => {
          if (list.getEntries().some((entry: PaintEntry) => entry.startTime >= since)) finish();
        })
      : undefined;
    const timer = setTimeout(finish, observer ? waitMs : 0);
    function finish() {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
