import { createInstance } from '@module-federation/enhanced/runtime';
import { kitLoadsPerTask } from './kitLoadsPerTask';

/** A federation instance (as a remote's entry creates it) sharing three modules, with the plugin. */
function remoteWithShares() {
  const fetched: string[] = [];
  /** The modules that ran (a part's module runs when its factory is first called). */
  const ran: string[] = [];
  const waiting: (() => void)[] = [];
  const share = (name: string) => ({
    version: '1.0.0',
    scope: ['default'],
    shareConfig: { singleton: true, requiredVersion: false as const },
    get: () => {
      fetched.push(name);
      let exports: { name: string } | undefined;
      return Promise.resolve(() => {
        if (!exports) {
          ran.push(name);
          exports = { name };
        }
        return exports;
      });
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
    plugins: [kitLoadsPerTask(() => new Promise<void>((resolve) => waiting.push(resolve)))],
  });
  /** Runs the next scheduled task, as the browser would: one part's request per task. */
  const runTask = async () => {
    waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { instance, fetched, ran, waiting, runTask };
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

  it("runs each part's module in the task its files arrived in, once", async () => {
    const { instance, ran, runTask } = remoteWithShares();
    const tabs = instance.loadShare('@portal/ui/kit/Tabs');
    const radio = instance.loadShare('@portal/ui/kit/Radio');
    await settle();
    await runTask();
    // Tabs has run before the page's import called its factory; Radio's files are not asked for yet.
    expect(ran).toEqual(['Tabs']);
    await runTask();
    expect(ran).toEqual(['Tabs', 'Radio']);
    const factories = await Promise.all([tabs, radio]);
    for (const factory of factories) if (factory) factory();
    expect(ran).toEqual(['Tabs', 'Radio']);
  });

  it('does not delay or run early a module that is not a kit part', async () => {
    const { instance, fetched, ran, waiting } = remoteWithShares();
    const core = await instance.loadShare('@portal/core');
    expect(fetched).toEqual(['core']);
    expect(waiting).toHaveLength(0);
    expect(ran).toEqual([]);
    expect(core && core()).toEqual({ name: 'core' });
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
