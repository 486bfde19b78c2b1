/**
 * The one owner of first-view scheduling: what the first page of a document does not need waits
 * for a named moment of that first view, so its requests and main-thread work do not compete with
 * what the page's paint waits for. The moments come in this order, each once per document:
 *
 * - `paint`: the document's first contentful paint (a frame is on screen). Lazy pages whose frame
 *   is drawn at once and whose body needs the UI kit request the kit's files after it.
 * - `heading`: the first page's largest paint, on the document's first view only (the document
 *   opened on the page that asks and nobody has pressed or typed yet); any later view has it at
 *   once. What a page draws below its heading, and calls below its first view, wait for it.
 * - `content`: the page's own content has painted, as the shell marks it (`markFirstContent`: a
 *   largest paint inside the remote's element, then the frame that shows it). The chrome's
 *   run-time config (and the chat behind it) waits for it.
 * - `idle`: the first view is done (`content`), the page has loaded, a moment has passed and the
 *   browser is idle. Prefetches, the chat SDK, Web Vitals, closed dialogs' code wait for it.
 *
 * A moment that comes fires the ones before it too (a later moment implies them), and a task
 * asked for after its moment runs at once. Every wait has a limit (FIRST_VIEW_WAITS): a browser
 * that reports nothing never holds a page back. Shared by the shell and every remote through
 * `@portal/ui` (a singleton), so the flags are the document's. `nextTask` (./tasks.ts) is the
 * one-task step, which the shell's entry takes as `@portal/ui/first-view` before its async boundary.
 */

export type FirstViewMoment = 'paint' | 'heading' | 'content' | 'idle';

/** The moments in the order they come. */
export const FIRST_VIEW_MOMENTS: readonly FirstViewMoment[] = ['paint', 'heading', 'content', 'idle'];

/** Every wait of the first view, in one place (docs/performance.md says why each is what it is). */
export const FIRST_VIEW_WAITS = {
  /** `shell/src/early.js` starts the shell's `main.js` at the latest this long after it ran (START_LIMIT_MS there; a shell test keeps the two equal). */
  shellStartMs: 150,
  /** `paint` and `heading` go without the browser's report after this long (a browser that reports no paint); `content` this long after the mark. */
  paintReportMs: 1000,
  /** `content` at the latest this long after it was first asked for (a page that never marks its content). */
  contentFallbackMs: 4000,
  /** `idle`: this long after the document's load event, then the browser's idle callback... */
  idleDelayMs: 1000,
  /** ...which runs at the latest this long after it was asked for. */
  idleTimeoutMs: 5000,
} as const;

type PaintEntry = PerformanceEntry & { element?: Element | null };
type Task = () => void;
type FirstViewWindow = Window & {
  PerformanceObserver?: typeof PerformanceObserver;
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
};

interface Moment {
  fired: boolean;
  /** Its detection has started (someone asked). */
  started: boolean;
  tasks: Set<Task>;
  listeners: Set<() => void>;
}

interface State {
  win?: Window;
  moments: Record<FirstViewMoment, Moment>;
  /** `heading`: when it was first asked for (a largest paint from then on is the page's); undefined until then. */
  headingSince?: number;
  /** `content`: the page has said its content is shown (the first mark counts). */
  contentMarked: boolean;
  /** `idle`: the browser's idle callback after load has run. */
  idleCame: boolean;
  /** A page has drawn what is below its heading in this document (`BelowHeading`): later pages draw it at once. */
  belowHeadingDrawn: boolean;
}

const fresh = (win?: Window): State => ({
  win,
  moments: Object.fromEntries(FIRST_VIEW_MOMENTS.map((m) => [m, { fired: false, started: false, tasks: new Set(), listeners: new Set() }])) as State['moments'],
  contentMarked: false,
  idleCame: false,
  belowHeadingDrawn: false,
});

let state = fresh();

const theWindow = (): FirstViewWindow => (state.win ?? window) as FirstViewWindow;
const hidden = (win: Window) => win.document.visibilityState === 'hidden';

/**
 * Fires `moment` (and every moment before it): its tasks run, its listeners hear. A detection
 * started for an earlier document (a test's reset since) fires nothing.
 */
function fire(moment: FirstViewMoment, of: State = state): void {
  if (of !== state) return;
  const upTo = FIRST_VIEW_MOMENTS.indexOf(moment);
  for (const name of FIRST_VIEW_MOMENTS.slice(0, upTo + 1)) {
    const m = state.moments[name];
    if (m.fired) continue;
    m.fired = true;
    const tasks = [...m.tasks];
    m.tasks.clear();
    for (const task of tasks) task();
    for (const listener of [...m.listeners]) listener();
  }
  // `idle` waits for `content`: once both its own wait and `content` are over (after content's tasks).
  if (moment === 'content' && of.idleCame) fire('idle', of);
}

/**
 * Runs `done` once: on the browser's first largest-paint report that `counts`, or `waitMs` later;
 * at once where no report will come (a browser without largest-paint entries, a hidden tab).
 */
function onLargestPaint(win: FirstViewWindow, done: () => void, waitMs: number, counts: (entry: PaintEntry) => boolean = () => true): void {
  const Observer = win.PerformanceObserver;
  // supportedEntryTypes is missing in old browsers and test DOMs.
  if (typeof Observer !== 'function' || !(Observer.supportedEntryTypes ?? []).includes('largest-contentful-paint') || hidden(win)) {
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

/** `paint`: the first contentful paint's report (at once in a hidden tab, which paints nothing until shown). */
function detectPaint(win: FirstViewWindow): void {
  const of = state;
  if (hidden(win)) {
    fire('paint');
    return;
  }
  let observer: PerformanceObserver | undefined;
  const done = () => {
    clearTimeout(limit);
    observer?.disconnect();
    fire('paint', of);
  };
  const limit = setTimeout(done, FIRST_VIEW_WAITS.paintReportMs);
  const Observer = win.PerformanceObserver;
  if (typeof Observer === 'function' && Observer.supportedEntryTypes?.includes('paint')) {
    observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else if (typeof win.requestAnimationFrame === 'function') {
    // No paint timing: the next frame's paint, in the task after it.
    win.requestAnimationFrame(() => setTimeout(done, 0));
  }
}

/**
 * The document opened on this page and nobody has pressed or typed yet: the browser still reports
 * its largest paint. Any later view (a click, a key, another page first) does not wait.
 */
function opensDocument(win: Window): boolean {
  const opened = win.performance.getEntriesByType?.('navigation')[0]?.name;
  const active = (win.navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive ?? false;
  return !active && opened !== undefined && new URL(opened).pathname === win.location.pathname;
}

/** `heading`'s first ask: when it was (a paint from then on is the page's), and at once if this is not the document's first view. */
function touchHeading(): void {
  if (state.headingSince !== undefined) return;
  const win = theWindow();
  state.headingSince = win.performance.now();
  if (!opensDocument(win)) fire('heading');
}

function detectHeading(win: FirstViewWindow): void {
  const of = state;
  const since = state.headingSince ?? 0;
  onLargestPaint(win, () => fire('heading', of), FIRST_VIEW_WAITS.paintReportMs, (entry) => entry.startTime >= since);
}

/** Once the frame being drawn has been painted and shown: the second animation frame from now comes after it. */
function afterFrame(win: Window, task: () => void): void {
  if (hidden(win) || typeof win.requestAnimationFrame !== 'function') setTimeout(task, 0);
  else win.requestAnimationFrame(() => win.requestAnimationFrame(() => setTimeout(task, 0)));
}

function detectIdle(win: FirstViewWindow): void {
  const of = state;
  const schedule = () =>
    setTimeout(() => {
      const came = () => {
        of.idleCame = true;
        if (of.moments.content.fired) fire('idle', of);
      };
      if (win.requestIdleCallback) win.requestIdleCallback(came, { timeout: FIRST_VIEW_WAITS.idleTimeoutMs });
      else came();
    }, FIRST_VIEW_WAITS.idleDelayMs);
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
}

/** Starts watching for `moment` (once): what decides it begins when someone first asks. */
function start(moment: FirstViewMoment): void {
  const m = state.moments[moment];
  if (m.started || m.fired) return;
  m.started = true;
  const win = theWindow();
  if (moment === 'paint') detectPaint(win);
  else if (moment === 'heading') {
    touchHeading();
    if (!state.moments.heading.fired) detectHeading(win);
  } else if (moment === 'content') {
    const of = state;
    setTimeout(() => fire('content', of), FIRST_VIEW_WAITS.contentFallbackMs);
  } else {
    // The first view is done first: `idle` comes after `content` and the browser's idle time.
    start('content');
    detectIdle(win);
  }
}

/**
 * Runs `task` once `moment` of the document's first view has come (at once if it has). Returns a
 * function that cancels it.
 */
export function after(moment: FirstViewMoment, task: () => void): () => void {
  if (moment === 'heading') touchHeading();
  const m = state.moments[moment];
  if (m.fired) {
    task();
    return () => undefined;
  }
  // Each ask its own entry: the same function asked for twice runs twice.
  const entry: Task = () => task();
  m.tasks.add(entry);
  start(moment);
  return () => {
    m.tasks.delete(entry);
  };
}

/** `after` as a promise: resolves once `moment` has come. */
export const untilFirstView = (moment: FirstViewMoment): Promise<void> => new Promise((resolve) => after(moment, resolve));

/** Whether `moment` has come, without asking for it (`heading`: decides whether this view is the document's first). */
export function hasCome(moment: FirstViewMoment): boolean {
  if (moment === 'heading') touchHeading();
  return state.moments[moment].fired;
}

/** Hears when `moment` comes (for React's `useSyncExternalStore`), and asks for it. */
export function subscribe(moment: FirstViewMoment, listener: () => void): () => void {
  const m = state.moments[moment];
  m.listeners.add(listener);
  start(moment);
  return () => {
    m.listeners.delete(listener);
  };
}

/**
 * The page's content is in the document (the first call counts). With `content`, the page's own
 * element (a remote's parcel): `content` comes once the browser reports a largest paint inside it
 * (or FIRST_VIEW_WAITS.paintReportMs later, for a page whose largest element is the top bar's),
 * then the frame that shows it. Without, a page of the shell's own: the next shown frame.
 */
export function markFirstContent(content?: Element): void {
  if (state.contentMarked) return;
  state.contentMarked = true;
  const win = theWindow();
  const of = state;
  const show = () => afterFrame(win, () => fire('content', of));
  if (!content) show();
  else onLargestPaint(win, show, FIRST_VIEW_WAITS.paintReportMs, (entry) => content.contains(entry.element ?? null));
}

export { nextTask } from './tasks';

/** Whether a page has drawn what is below its heading in this document yet (`BelowHeading`): later pages draw it at once. */
export const belowHeadingDrawn = (): boolean => state.belowHeadingDrawn;

export function noteBelowHeadingDrawn(): void {
  state.belowHeadingDrawn = true;
}

/** For tests: a new document (its window, `window` by default), no moment come, nothing drawn. */
export function resetFirstView(win?: Window): void {
  state = fresh(win);
}
