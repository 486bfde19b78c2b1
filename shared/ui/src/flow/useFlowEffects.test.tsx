import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { useFlowEffects, type FlowRun } from './useFlowEffects';

type State = 'idle' | 'loading' | 'done';

interface Probe {
  entered: string[];
  left: string[];
  runs: FlowRun[];
  go?: (state: State) => void;
  setLabel?: (label: string) => void;
}

function Flow({ probe, initial = 'idle' }: { probe: Probe; initial?: State }) {
  const [state, setState] = useState<State>(initial);
  const [label, setLabel] = useState('first');
  probe.go = setState;
  probe.setLabel = setLabel;
  useFlowEffects(state, {
    loading: (run) => {
      probe.entered.push(`loading:${label}`);
      probe.runs.push(run);
      return () => probe.left.push('loading');
    },
    done: () => {
      probe.entered.push(`done:${label}`);
    },
  });
  return <p>{state}</p>;
}

const newProbe = (): Probe => ({ entered: [], left: [], runs: [] });

describe('useFlowEffects', () => {
  it.each<[string, State[], string[], string[]]>([
    ['a state without an effect runs nothing', ['idle'], [], []],
    ['entering a state runs its effect once', ['loading'], ['loading:first'], []],
    ['leaving runs the cleanup before the next effect', ['loading', 'done'], ['loading:first', 'done:first'], ['loading']],
    ['the same state set again does not run it again', ['loading', 'loading'], ['loading:first'], []],
    ['entering again runs it again', ['loading', 'idle', 'loading'], ['loading:first', 'loading:first'], ['loading']],
  ])('%s', (_name, steps, entered, left) => {
    const probe = newProbe();
    render(<Flow probe={probe} />);
    for (const step of steps) act(() => probe.go?.(step));
    expect(probe.entered).toEqual(entered);
    expect(probe.left).toEqual(left);
  });

  it('re-renders in a state do not rerun it; the effect sees the values of the render that entered', () => {
    const probe = newProbe();
    render(<Flow probe={probe} />);
    act(() => probe.setLabel?.('second'));
    act(() => probe.go?.('loading'));
    act(() => probe.setLabel?.('third'));
    expect(probe.entered).toEqual(['loading:second']);
  });

  it('marks the run stale when the state is left or the component unmounts', () => {
    const probe = newProbe();
    const { unmount } = render(<Flow probe={probe} />);
    act(() => probe.go?.('loading'));
    const [first] = probe.runs;
    expect(first.current).toBe(true);
    act(() => probe.go?.('idle'));
    expect(first.current).toBe(false);
    act(() => probe.go?.('loading'));
    const second = probe.runs[1];
    unmount();
    expect(second.current).toBe(false);
    expect(probe.left).toEqual(['loading', 'loading']);
  });

  it('runs the effect of the initial state on mount', () => {
    const probe = newProbe();
    render(<Flow probe={probe} initial="done" />);
    expect(probe.entered).toEqual(['done:first']);
  });
});
