import { onLargestPaint } from '@portal/ui';

/** How long the page waits for the browser to report its paint before going on anyway. */
export const CONTENT_PAINT_WAIT_MS = 1000;

/**
 * Resolves once the browser has reported a largest paint drawn since this call (the page that
 * just rendered, on screen), or CONTENT_PAINT_WAIT_MS later (no report: a page smaller than the
 * top bar, user input, a browser without largest-paint entries). For what sits below the page's
 * first view: its requests then start after that view's largest paint, not before it.
 */
export function afterContentPaint({ win = window, waitMs = CONTENT_PAINT_WAIT_MS }: { win?: Window; waitMs?: number } = {}): Promise<void> {
  const since = win.performance.now();
  return new Promise((resolve) => onLargestPaint(resolve, { win, waitMs, counts: (entry) => entry.startTime >= since }));
}
