import { useCallback, useEffect, useRef, useState } from 'react';
import { SMS_COUNTDOWN_SECONDS, smsButtonMachine, transition, type SmsButtonState } from '@portal/core';

export interface SmsCountdown {
  state: SmsButtonState;
  /** Seconds left while counting. */
  secondsLeft: number;
  /** Starts the 60 s countdown (after an SMS was sent), or the wait the server named (a refused send). */
  start: (forSeconds?: number) => void;
}

/** The SMS button's countdown: get code, then 60 s counting down (disabled), then resend. */
export function useSmsCountdown(seconds: number = SMS_COUNTDOWN_SECONDS): SmsCountdown {
  const [state, setState] = useState<SmsButtonState>('idle');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const endsAt = useRef(0);

  useEffect(() => {
    if (state !== 'counting') return undefined;
    // Counted from the end time, not by ticks, so a throttled background tab stays right.
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setState((current) => transition(smsButtonMachine, current, 'COUNTDOWN_OVER'));
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [state]);

  const start = useCallback(
    (forSeconds?: number) => {
      const wait = Math.max(1, Math.ceil(forSeconds ?? seconds));
      endsAt.current = Date.now() + wait * 1000;
      setSecondsLeft(wait);
      setState((current) => transition(smsButtonMachine, current, 'SENT'));
    },
    [seconds],
  );

  return { state, secondsLeft, start };
}
