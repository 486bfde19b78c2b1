/**
 * A call that must not run twice at once (the user info, the company choice after a reload): a
 * second call for a key while the first runs gets the first's promise; once it settles (either
 * way), the next call for that key runs again.
 */
export type InFlight = <T>(key: string, run: () => Promise<T>) => Promise<T>;

/** One table of calls in flight; each flows instance makes its own. */
export function createInFlight(): InFlight {
  const running = new Map<string, Promise<unknown>>();
  return <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const current = running.get(key);
    if (current) return current as Promise<T>;
    let started: Promise<T>;
    try {
      started = run();
    } catch (error) {
      started = Promise.reject(error);
    }
    const tracked = started.finally(() => {
      if (running.get(key) === tracked) running.delete(key);
    });
    running.set(key, tracked);
    return tracked;
  };
}
