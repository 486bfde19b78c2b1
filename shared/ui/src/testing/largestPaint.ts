/** A largest-contentful-paint entry as tests report it (the fields `onLargestPaint` reads). */
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
