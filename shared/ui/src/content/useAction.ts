import { useCallback, useEffect, useRef, useState } from 'react';

export interface Action<A extends unknown[], R> {
  /** Runs the action; a second run while one is in flight is refused (answers undefined). */
  run: (...args: A) => Promise<R | undefined>;
  /** The arguments of the run in flight (which file is downloading), undefined when idle. */
  pending: A | undefined;
  busy: boolean;
}

/**
 * The public pages' and the shell's one way to send something (a form, a download, a question):
 * the busy state of a button, one run at a time, and no state set after the page is gone. The
 * signed-in remotes use TanStack Query's mutations instead (README "Loading and saving data").
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>): Action<A, R> {
  const [pending, setPending] = useState<A>();
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(args);
    try {
      return await latest.current(...args);
    } finally {
      running.current = false;
      if (mounted.current) setPending(undefined);
    }
  }, []);

  return { run, pending, busy: pending !== undefined };
}
