/** A largest-contentful-paint entry as tests report it (the fields the first-view module reads). */
export interface FakePaintEntry {
  startTime: number;
  entryType?: string;
  element?: Element;
}

/**
 * A `PerformanceObserver` whose browser reports largest paints when the test says so: put
 * `PerformanceObserver` on the window under test, then `report(entry)` delivers one to the
 * observer watching (none after it disconnected).
 */
export function fakeLargestPaint() {
  let callback: ((list: { getEntries: () => FakePaintEntry[] }) => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(cb: typeof callback) {
      callback = cb;
    }
    observe() {}
    disconnect() {
      callback = undefined;
    }
  }
  return { PerformanceObserver, report: (entry: FakePaintEntry) => callback?.({ getEntries: () => [entry] }) };
}

/**
 * A window for `resetFirstView`: a document opened at `opened` (a full URL) now showing
 * `pathname`, whose browser reports largest paints when the test calls `paint()`; `pressed`: the
 * user has clicked or typed since it opened.
 */
export function documentAt(opened: string, { pathname = new URL(opened).pathname, pressed = false }: { pathname?: string; pressed?: boolean } = {}) {
  const { PerformanceObserver, report } = fakeLargestPaint();
  let now = 100;
  const win = {
    PerformanceObserver,
    document: { visibilityState: 'visible', readyState: 'complete' },
    location: { pathname },
    navigator: { userActivation: { hasBeenActive: pressed } },
    performance: { now: () => now, getEntriesByType: (type: string) => (type === 'navigation' ? [{ name: opened }] : []) },
  } as unknown as Window;
  return { win, paint: () => report({ startTime: (now += 50) }) };
}
