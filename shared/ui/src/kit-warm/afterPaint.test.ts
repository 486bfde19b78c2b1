import { AFTER_PAINT_LIMIT_MS, afterPaint } from './afterPaint';

describe('afterPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  const settled = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => {
      state.done = true;
    });
    return state;
  };

  it('waits for the next frame, then a task of its own: not before the frame is painted', async () => {
    const waiting = settled(afterPaint());
    await Promise.resolve();
    expect(waiting.done).toBe(false);
    frames.forEach((frame) => frame(performance.now()));
    await Promise.resolve();
    // The frame's callbacks run before its paint: the wait ends in the task after it.
    expect(waiting.done).toBe(false);
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    expect(waiting.done).toBe(true);
  });

  it('ends after its limit in a tab that draws no frame (hidden)', async () => {
    const waiting = settled(afterPaint());
    jest.advanceTimersByTime(AFTER_PAINT_LIMIT_MS - 1);
    await Promise.resolve();
    expect(waiting.done).toBe(false);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(waiting.done).toBe(true);
  });
});
