import { createInstance } from '@module-federation/enhanced/runtime';
import { kitLoadsPerTask } from './kitLoadsPerTask';

/** A federation instance (as a remote's entry creates it) sharing three modules, with the plugin. */
function remoteWithShares() {
  const fetched: string[] = [];
  const waiting: (() => void)[] = [];
  const share = (name: string) => ({
    version: '1.0.0',
    scope: ['default'],
    shareConfig: { singleton: true, requiredVersion: false as const },
    get: () => {
      fetched.push(name);
      return Promise.resolve(() => ({ name }));
    },
  });
  const instance = createInstance({
    name: `remote_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    shared: {
      '@portal/ui/kit/Tabs': share('Tabs'),
      '@portal/ui/kit/Radio': share('Radio'),
      '@portal/core': share('core'),
    },
    plugins: [kitLoadsPerTask((run) => waiting.push(run))],
  });
  /** Runs the next scheduled task, as the browser would: one part's request per task. */
  const runTask = async () => {
    waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { instance, fetched, waiting, runTask };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('kit parts requested one per task', () => {
  it('asks for each kit part in a task of its own, in the order the page asked', async () => {
    const { instance, fetched, waiting, runTask } = remoteWithShares();
    const tabs = instance.loadShare('@portal/ui/kit/Tabs');
    const radio = instance.loadShare('@portal/ui/kit/Radio');
    await settle();
    // Nothing was requested in the task that asked: both wait for a task each.
    expect(fetched).toEqual([]);
    expect(waiting).toHaveLength(2);
    await runTask();
    expect(fetched).toEqual(['Tabs']);
    await runTask();
    expect(fetched).toEqual(['Tabs', 'Radio']);
    const [tabsFactory, radioFactory] = await Promise.all([tabs, radio]);
    expect(tabsFactory && tabsFactory()).toEqual({ name: 'Tabs' });
    expect(radioFactory && radioFactory()).toEqual({ name: 'Radio' });
  });

  it('does not delay a module that is not a kit part', async () => {
    const { instance, fetched, waiting } = remoteWithShares();
    const core = await instance.loadShare('@portal/core');
    expect(core && core()).toEqual({ name: 'core' });
    expect(fetched).toEqual(['core']);
    expect(waiting).toHaveLength(0);
  });

  it('does not delay a part asked for again', async () => {
    const { instance, waiting, runTask } = remoteWithShares();
    const first = instance.loadShare('@portal/ui/kit/Tabs');
    await settle();
    await runTask();
    await first;
    const again = await instance.loadShare('@portal/ui/kit/Tabs');
    expect(again && again()).toEqual({ name: 'Tabs' });
    expect(waiting).toHaveLength(0);
  });
});
