/**
 * The subscribe/notify half of a store read through React's useSyncExternalStore: the session
 * store and the shell's dialog controller keep their state and tell their subscribers through it.
 */
export interface Subscribers {
  /** Adds a listener; the function returned removes it. */
  subscribe(listener: () => void): () => void;
  /** Calls every listener once, in the order added; one that unsubscribes meanwhile does not disturb the round. */
  notify(): void;
}

export function createSubscribers(): Subscribers {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of [...listeners]) listener();
    },
  };
}
