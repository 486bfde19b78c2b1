import { AFTER_FIRST_PAINT_LIMIT_MS, afterFirstPaint } from './afterFirstPaint';

const settled = (promise: Promise<void>) => {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
};
const flush = () => Promise.resolve().then(() => undefined);

/** A browser's paint timing: entries the test reports, delivered to every observer of 'paint'. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'resource'];
  static observers: FakePaintObserver[] = [];
  static paint(name: string) {
    for (const observer of FakePaintObserver.observers) observer.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) });
  }
  disconnected = false;
  constructor(readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
    FakePaintObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

describe('afterFirstPaint', () => {
  const real = globalThis.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    FakePaintObserver.observers = [];
  });
  afterEach(() => {
    globalThis.PerformanceObserver = real;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('waits for the first contentful paint, not the first paint of an empty page', async () => {
    globalThis.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
    const waiting = settled(afterFirstPaint());
    FakePaintObserver.paint('first-paint');
    await flush();
    expect(waiting.done).toBe(false);
    FakePaintObserver.paint('first-contentful-paint');
    await flush();
    expect(waiting.done).toBe(true);
    expect(FakePaintObserver.observers[0].disconnected).toBe(true);
  });

  it('without paint timing, waits for the next frame and then a task of its own', async () => {
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const waiting = settled(afterFirstPaint());
    await flush();
    expect(waiting.done).toBe(false);
    frames.forEach((frame) => frame(performance.now()));
    await flush();
    // A frame's callbacks run before its paint: the wait ends in the task after it.
    expect(waiting.done).toBe(false);
    jest.advanceTimersByTime(0);
    await flush();
    expect(waiting.done).toBe(true);
  });

  it('does not wait in a hidden tab, which paints nothing until it is shown', async () => {
    globalThis.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const waiting = settled(afterFirstPaint());
    await flush();
    expect(waiting.done).toBe(true);
  });

  it('ends after its limit when no paint is ever reported', async () => {
    globalThis.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
    const waiting = settled(afterFirstPaint());
    jest.advanceTimersByTime(AFTER_FIRST_PAINT_LIMIT_MS - 1);
    await flush();
    expect(waiting.done).toBe(false);
    jest.advanceTimersByTime(1);
    await flush();
    expect(waiting.done).toBe(true);
  });
});
