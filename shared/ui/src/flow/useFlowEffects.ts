import { useEffect, useRef } from 'react';

/** Handed to a state's effect: `current` turns false once the flow left that state or unmounted. */
export interface FlowRun {
  readonly current: boolean;
}

/** The work of one state; may return a cleanup (timers), run when the state is left. */
export type FlowEffect = (run: FlowRun) => void | (() => void);

export type FlowEffects<S extends string> = Partial<Record<S, FlowEffect>>;

/**
 * Runs the effect of the state a flow enters, once per entry, with the component's latest values
 * (the effects are read at entry, not captured by the first render). Call-backs of async work check
 * `run.current` so an answer that lands after the flow moved on (or unmounted) is dropped.
 *
 *   useFlowEffects(state, { sending: (run) => void api.send().then(() => run.current && dispatch('SENT')) });
 */
export function useFlowEffects<S extends string>(state: S, effects: FlowEffects<S>): void {
  const latest = useRef(effects);
  latest.current = effects;

  useEffect(() => {
    const effect = latest.current[state];
    if (!effect) return undefined;
    const run = { current: true };
    const cleanup = effect(run);
    return () => {
      run.current = false;
      if (typeof cleanup === 'function') cleanup();
    };
  }, [state]);
}
