import { FIRST_VIEW_WAITS, after, markFirstContent, resetFirstView, untilFirstView, type FirstViewMoment } from './firstView';

interface Entry {
  name?: string;
  startTime: number;
  element?: Element;
}

/**
 * A browser for the module: a document opened at `opened` now showing `pathname`, whose paint
 * timing reports what the test says (`report`), animation frames every 16 ms and an idle callback
 * 50 ms after it is asked for (both timers: the test's fake clock drives them).
 */
function browser({
  opened = 'http://localhost/cWeb/home/index',
  pathname = new URL(opened).pathname,
  pressed = false,
  visibilityState = 'visible' as DocumentVisibilityState,
  readyState = 'complete' as DocumentReadyState,
  entryTypes = ['paint', 'largest-contentful-paint'],
} = {}) {
  const watching = new Set<FakeObserver>();
  class FakeObserver {
    static supportedEntryTypes = entryTypes;
    type = '';
    constructor(readonly callback: (list: { getEntries: () => Entry[]; getEntriesByName: (name: string) => Entry[] }) => void) {}
    observe({ type }: { type: string }) {
      this.type = type;
      watching.add(this);
    }
    disconnect() {
      watching.delete(this);
    }
  }
  let now = 100;
  const onLoad: (() => void)[] = [];
  const doc = { visibilityState, readyState };
  const win = {
    PerformanceObserver: entryTypes.length > 0 ? FakeObserver : undefined,
    document: doc,
    location: { pathname },
    navigator: { userActivation: { hasBeenActive: pressed } },
    performance: { now: () => now, getEntriesByType: (type: string) => (type === 'navigation' ? [{ name: opened }] : []) },
    requestAnimationFrame: (callback: FrameRequestCallback) => setTimeout(() => callback(now), 16),
    requestIdleCallback: (callback: () => void) => setTimeout(callback, 50),
    addEventListener: (type: string, listener: () => void) => type === 'load' && onLoad.push(listener),
    removeEventListener: () => undefined,
  } as unknown as Window;
  const report = (type: string, entry: Entry) => {
    for (const observer of [...watching]) {
      if (observer.type === type) observer.callback({ getEntries: () => [entry], getEntriesByName: (name) => (entry.name === name ? [entry] : []) });
    }
  };
  return {
    win,
    /** The browser reports the first contentful paint (and first `first-paint`, which does not count). */
    contentfulPaint: () => report('paint', { name: 'first-contentful-paint', startTime: (now += 10) }),
    firstPaint: () => report('paint', { name: 'first-paint', startTime: (now += 10) }),
    /** A largest paint, drawn now (or at `startTime`), of `element`. */
    largestPaint: (element?: Element, startTime = (now += 50)) => report('largest-contentful-paint', { startTime, element }),
    load: () => {
      doc.readyState = 'complete';
      for (const listener of onLoad.splice(0)) listener();
    },
  };
}

/** What ran, in order: each moment's task pushes its name. */
function recorder() {
  const ran: string[] = [];
  const task = (name: string) => () => ran.push(name);
  return { ran, task };
}

const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  resetFirstView();
  jest.useRealTimers();
});

describe('paint: the document has had its first contentful paint', () => {
  it('waits for the first contentful paint, not the first paint of an empty page, and runs its task once', () => {
    const b = browser();
    resetFirstView(b.win);
    const { ran, task } = recorder();
    after('paint', task('paint'));
    b.firstPaint();
    expect(ran).toEqual([]);
    b.contentfulPaint();
    b.contentfulPaint();
    jest.advanceTimersByTime(FIRST_VIEW_WAITS.paintReportMs * 2);
    expect(ran).toEqual(['paint']);
  });

  it('without paint timing, waits for the next frame and then a task of its own', () => {
    const b = browser({ entryTypes: [] });
    resetFirstView(b.win);
    const { ran, task } = recorder();
    after('paint', task('paint'));
    jest.advanceTimersByTime(15);
    expect(ran).toEqual([]);
    // A frame's callbacks run before its paint: the moment comes in the task after it.
    jest.advanceTimersByTime(1);
    expect(ran).toEqual([]);
    // (The fake clock runs a task asked for inside a timer a millisecond on.)
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['paint']);
  });

  it('does not wait in a hidden tab, which paints nothing until it is shown', () => {
    resetFirstView(browser({ visibilityState: 'hidden' }).win);
    const { ran, task } = recorder();
    after('paint', task('paint'));
    expect(ran).toEqual(['paint']);
  });

  it('comes after its limit when no paint is ever reported', () => {
    resetFirstView(browser().win);
    const { ran, task } = recorder();
    after('paint', task('paint'));
    jest.advanceTimersByTime(FIRST_VIEW_WAITS.paintReportMs - 1);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['paint']);
  });
});

describe("heading: the first page's largest paint, in the document's first view only", () => {
  it('waits for a largest paint drawn since it was first asked for (not the boot bar before), and brings paint with it', () => {
    const b = browser();
    resetFirstView(b.win);
    const { ran, task } = recorder();
    after('heading', task('heading'));
    after('paint', task('paint'));
    b.largestPaint(undefined, 50);
    expect(ran).toEqual([]);
    b.largestPaint();
    expect(ran).toEqual(['paint', 'heading']);
  });

  it('comes after its limit when no paint that counts is reported', () => {
    resetFirstView(browser().win);
    const { ran, task } = recorder();
    after('heading', task('heading'));
    jest.advanceTimersByTime(FIRST_VIEW_WAITS.paintReportMs - 1);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['heading']);
  });

  it.each([
    ['after a click or a key', { pressed: true }],
    ['on a page the document did not open on', { pathname: '/cWeb/business/center' }],
    ['in a hidden tab', { visibilityState: 'hidden' as DocumentVisibilityState }],
    ['in a browser without largest-paint entries', { entryTypes: ['paint'] }],
  ])('is there at once %s', (_case, options) => {
    resetFirstView(browser(options).win);
    const { ran, task } = recorder();
    after('heading', task('heading'));
    expect(ran).toEqual(['heading']);
  });
});

describe("content: the page's content has painted, as the shell marks it", () => {
  it("waits for a largest paint inside the page's own element, not the top bar's, then the frame that shows it", () => {
    const b = browser();
    resetFirstView(b.win);
    const page = document.createElement('div');
    page.append(document.createElement('p'));
    const { ran, task } = recorder();
    after('content', task('content'));
    markFirstContent(page);
    b.largestPaint(document.createElement('header'));
    jest.advanceTimersByTime(100);
    expect(ran).toEqual([]);
    b.largestPaint(page.firstElementChild as Element);
    expect(ran).toEqual([]);
    // Two animation frames and a task: the painted frame is on screen.
    jest.advanceTimersByTime(33);
    expect(ran).toEqual(['content']);
  });

  it('goes on without a report once the page had time to paint (its largest element may be outside it)', () => {
    resetFirstView(browser().win);
    const { ran, task } = recorder();
    after('content', task('content'));
    markFirstContent(document.createElement('div'));
    jest.advanceTimersByTime(FIRST_VIEW_WAITS.paintReportMs - 1);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(ran).toEqual(['content']);
  });

  it('a page of the shell’s own (no element): the next shown frame', () => {
    resetFirstView(browser().win);
    const { ran, task } = recorder();
    after('content', task('content'));
    markFirstContent();
    jest.advanceTimersByTime(33);
    expect(ran).toEqual(['content']);
  });

  it('comes after its fallback when no page ever marks it (a remote that hangs)', () => {
    resetFirstView(browser().win);
    const { ran, task } = recorder();
    after('content', task('content'));
    jest.advanceTimersByTime(FIRST_VIEW_WAITS.contentFallbackMs - 1);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['content']);
  });
});

describe('idle: the first view is done, the page has loaded and the browser is idle', () => {
  it('comes once the page has loaded, a moment has passed and the browser is idle', () => {
    const b = browser({ readyState: 'loading' });
    resetFirstView(b.win);
    markFirstContent();
    const { ran, task } = recorder();
    after('idle', task('idle'));
    jest.advanceTimersByTime(FIRST_VIEW_WAITS.idleDelayMs * 3);
    expect(ran).toEqual([]);
    b.load();
    jest.advanceTimersByTime(FIRST_VIEW_WAITS.idleDelayMs);
    expect(ran).toEqual([]);
    // The browser's idle callback (50 ms later here).
    jest.advanceTimersByTime(50);
    expect(ran).toEqual(['idle']);
  });

  it("never before the page's content: an idle browser waits for it", () => {
    const b = browser();
    resetFirstView(b.win);
    const { ran, task } = recorder();
    after('idle', task('idle'));
    jest.advanceTimersByTime(FIRST_VIEW_WAITS.idleDelayMs + 100);
    expect(ran).toEqual([]);
    markFirstContent();
    jest.advanceTimersByTime(33);
    expect(ran).toEqual(['idle']);
  });
});

describe('the moments together', () => {
  it('each comes once, in order, and a task asked for after its moment runs at once', async () => {
    const b = browser();
    resetFirstView(b.win);
    const { ran, task } = recorder();
    const moments: FirstViewMoment[] = ['idle', 'content', 'heading', 'paint'];
    for (const moment of moments) after(moment, task(moment));
    const page = document.createElement('main');
    markFirstContent(page);
    b.contentfulPaint();
    b.largestPaint(page);
    b.largestPaint(page);
    jest.advanceTimersByTime(FIRST_VIEW_WAITS.idleTimeoutMs * 2);
    await flush();
    expect(ran).toEqual(['paint', 'heading', 'content', 'idle']);

    // Each again: at once, in the same task (not a frame or a promise later).
    for (const moment of moments) after(moment, task(`${moment} again`));
    expect(ran.slice(4)).toEqual(['idle again', 'content again', 'heading again', 'paint again']);
    await expect(untilFirstView('content')).resolves.toBeUndefined();
  });

  it('a later moment brings the earlier ones: content marked before any paint report runs paint and heading first', () => {
    const b = browser();
    resetFirstView(b.win);
    const { ran, task } = recorder();
    after('content', task('content'));
    after('heading', task('heading'));
    after('paint', task('paint'));
    markFirstContent();
    jest.advanceTimersByTime(33);
    expect(ran).toEqual(['paint', 'heading', 'content']);
  });

  it('a cancelled task does not run; the others do', () => {
    resetFirstView(browser().win);
    const { ran, task } = recorder();
    const cancel = after('paint', task('cancelled'));
    after('paint', task('kept'));
    cancel();
    jest.advanceTimersByTime(FIRST_VIEW_WAITS.paintReportMs);
    expect(ran).toEqual(['kept']);
  });

  it('a detection started for an earlier document fires nothing in the next one', () => {
    resetFirstView(browser().win);
    after('content', () => undefined);
    resetFirstView(browser().win);
    const { ran, task } = recorder();
    const b = browser();
    resetFirstView(b.win);
    after('paint', task('paint'));
    // The first document's content fallback passes: this document's moments stay as they are.
    jest.advanceTimersByTime(FIRST_VIEW_WAITS.contentFallbackMs);
    expect(ran).toEqual(['paint']);
    after('content', task('content'));
    expect(ran).toEqual(['paint']);
  });
});
