import { useEffect } from 'react';
import { onLargestPaint } from '@portal/ui';

/**
 * The page's first content: the current remote's page has mounted (or shows its failure), or a
 * page of the shell's own has rendered. What the first view does not need (the chrome's run-time
 * config, and the chat SDK behind it) starts only once that content has painted, so it does not
 * share the network and the main thread with the page's own files.
 */

/** At the latest this long after the first ask, whatever happened (a page that never says). */
export const FIRST_CONTENT_FALLBACK_MS = 4000;

/** How long after the mark a page's content may take to paint before the waiting work goes anyway. */
export const FIRST_CONTENT_PAINT_MS = 1000;

let shown = false;
let painted = false;
let waiting: (() => void)[] = [];

function release(): void {
  if (painted) return;
  painted = true;
  const tasks = waiting;
  waiting = [];
  for (const task of tasks) task();
}

/**
 * The page's content is in the document (the first call counts). With `content`, the page's own
 * element: a remote's parcel renders after its mount has settled, so the waiting work goes when
 * the browser reports a largest paint inside it (or FIRST_CONTENT_PAINT_MS later, for a page
 * whose largest element is the top bar's).
 */
export function markFirstContent(content?: Element, { win = window, paintMs = FIRST_CONTENT_PAINT_MS }: { win?: Window; paintMs?: number } = {}): void {
  if (shown) return;
  shown = true;
  if (!content) release();
  else onLargestPaint(release, { win, waitMs: paintMs, counts: (entry) => content.contains(entry.element ?? null) });
}

/** Marks the first content when it commits: beside a page of the shell's own, or a failure shown in the page's place. */
export function FirstContentMark(): null {
  useEffect(markFirstContent, []);
  return null;
}

/** Once the frame being drawn has been painted and shown: the second animation frame from now comes after it. */
function afterPaint(win: Window, task: () => void): void {
  if (win.document.visibilityState === 'hidden' || typeof win.requestAnimationFrame !== 'function') setTimeout(task, 0);
  else win.requestAnimationFrame(() => win.requestAnimationFrame(() => setTimeout(task, 0)));
}

/** Resolves once the page's first content has painted (or after FIRST_CONTENT_FALLBACK_MS). */
export function firstContentPainted({ win = window, fallbackMs = FIRST_CONTENT_FALLBACK_MS }: { win?: Window; fallbackMs?: number } = {}): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(finish, fallbackMs);
    const after = () => afterPaint(win, finish);
    if (painted) after();
    else waiting.push(after);
  });
}

/** For tests: a new page view, nothing shown yet. */
export function resetFirstContent(): void {
  shown = false;
  painted = false;
  waiting = [];
}
