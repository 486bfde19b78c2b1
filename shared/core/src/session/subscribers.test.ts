/** @jest-environment node */
import { createSubscribers } from './subscribers';

describe('createSubscribers: the subscribe/notify half of a store', () => {
  it.each<[string, (log: string[]) => string[]]>([
    [
      'every listener is called once per notify, in the order added',
      (log) => {
        const s = createSubscribers();
        s.subscribe(() => log.push('a'));
        s.subscribe(() => log.push('b'));
        s.notify();
        s.notify();
        return ['a', 'b', 'a', 'b'];
      },
    ],
    [
      'an unsubscribed listener is not called again',
      (log) => {
        const s = createSubscribers();
        const off = s.subscribe(() => log.push('a'));
        s.subscribe(() => log.push('b'));
        off();
        s.notify();
        return ['b'];
      },
    ],
    [
      'a listener that unsubscribes another during a round leaves that round whole',
      (log) => {
        const s = createSubscribers();
        let offB = () => undefined as void;
        s.subscribe(() => {
          log.push('a');
          offB();
        });
        offB = s.subscribe(() => log.push('b'));
        s.notify();
        s.notify();
        return ['a', 'b', 'a'];
      },
    ],
    [
      'a listener added during a round is called from the next one',
      (log) => {
        const s = createSubscribers();
        s.subscribe(() => {
          log.push('a');
          s.subscribe(() => log.push('late'));
        });
        s.notify();
        return ['a'];
      },
    ],
    [
      'the same listener twice is one subscription',
      (log) => {
        const s = createSubscribers();
        const listener = () => log.push('a');
        s.subscribe(listener);
        s.subscribe(listener);
        s.notify();
        return ['a'];
      },
    ],
  ])('%s', (_name, run) => {
    const log: string[] = [];
    const expected = run(log);
    expect(log).toEqual(expected);
  });
});
