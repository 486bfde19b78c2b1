import { useEffect, useSyncExternalStore } from 'react';
import { onLargestPaint } from './largestPaint';

/** How long what waits for the page's paint waits for the browser's report before going anyway. */
export const PAGE_PAINT_WAIT_MS = 1000;

interface Gate {
  open: boolean;
  started: boolean;
  /** When the first page that asks rendered: a paint reported from then on is that page's. */
  since: number;
  listeners: Set<() => void>;
}

let gate: Gate | undefined;
let gateWindow: Window | undefined;

/**
 * The document opened on this page and nobody has pressed or typed yet: the browser still reports
 * its largest paint. Any later visit (a click, a key, another page first) does not wait.
 */
function opensDocument(win: Window): boolean {
  const opened = win.performance.getEntriesByType?.('navigation')[0]?.name;
  const active = (win.navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive ?? false;
  return !active && opened !== undefined && new URL(opened).pathname === win.location.pathname;
}

function currentGate(): Gate {
  const win = gateWindow ?? window;
  gate ??= { open: !opensDocument(win), started: false, since: win.performance.now(), listeners: new Set() };
  return gate;
}

/**
 * Whether what a page's first view does not show may start (its calls, the code below its frame):
 * at once, except on the document's first view of the page, where it waits for the browser's
 * largest paint since the page rendered (or PAGE_PAINT_WAIT_MS), so its requests do not share the
 * network with what that paint waits for. What a page draws below its heading (`BelowHeading`),
 * the business centre's calls and a treasury page's body wait for it.
 */
export function usePagePainted(): boolean {
  const open = useSyncExternalStore(
    (listener) => {
      const { listeners } = currentGate();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currentGate().open,
  );
  useEffect(() => {
    const now = currentGate();
    if (now.open || now.started) return;
    now.started = true;
    const win = gateWindow ?? window;
    onLargestPaint(
      () => {
        now.open = true;
        for (const listener of [...now.listeners]) listener();
      },
      { win, waitMs: PAGE_PAINT_WAIT_MS, counts: (entry) => entry.startTime >= now.since },
    );
  }, []);
  return open;
}

let belowDrawn = false;

/** Whether a page has drawn what is below its heading in this document yet (`BelowHeading`): later pages draw it at once. */
export const belowHeadingDrawn = (): boolean => belowDrawn;

export function noteBelowHeadingDrawn(): void {
  belowDrawn = true;
}

/** For tests: a new document (its window), nothing decided or drawn yet. */
export function resetPagePaint(win?: Window): void {
  gate = undefined;
  gateWindow = win;
  belowDrawn = false;
}
