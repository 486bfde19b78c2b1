export type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Runs `task` once the page has loaded, `delayMs` have passed and the browser is idle (at the
 * latest 5 s later): for work the first page does not need, such as prefetching other remotes
 * or loading the chat SDK. Returns a function that cancels it.
 */
export function whenIdleAfterLoad(task: () => void, { win = window as IdleWindow, delayMs = 1000 } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      if (win.requestIdleCallback) idle = win.requestIdleCallback(task, { timeout: 5000 });
      else task();
    }, delayMs);
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    win.removeEventListener('load', schedule);
  };
}
