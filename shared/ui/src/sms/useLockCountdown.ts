import { useCallback, useEffect, useRef, useState } from 'react';

export interface LockCountdown {
  /** The action is refused for now (a lockout or rate limit the server named). */
  locked: boolean;
  /** Seconds left while locked. */
  secondsLeft: number;
  /** Refuses the action for `seconds` (the server's `retryAfterSeconds`); 0 or less lifts it. */
  lock: (seconds: number) => void;
  /** Lifts the lock at once (e.g. a fresh SMS token after a dead one). */
  clear: () => void;
}

/**
 * How long an action stays refused after the server said so, counted from the end time (not by
 * ticks, so a throttled background tab stays right). The button shows the seconds left.
 */
export function useLockCountdown(): LockCountdown {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const endsAt = useRef(0);

  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, 250);
    return () => window.clearInterval(timer);
  }, [running]);

  const lock = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.ceil(seconds));
    endsAt.current = Date.now() + whole * 1000;
    setSecondsLeft(whole);
  }, []);
  const clear = useCallback(() => lock(0), [lock]);

  return { locked: running, secondsLeft, lock, clear };
}
