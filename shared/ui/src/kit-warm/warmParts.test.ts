import { warmParts, type ShareLoader } from './warmParts';

// Each call is a task boundary the test lets pass, one at a time.
const gates: Array<() => void> = [];
jest.mock('./nextTask', () => ({
  nextTask: () => new Promise<void>((resolve) => gates.push(resolve)),
}));

async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
/** Lets the next task come, and what it runs happen. */
async function nextTask() {
  await settle();
  gates.shift()?.();
  await settle();
}

describe('warmParts', () => {
  beforeEach(() => {
    gates.length = 0;
  });

  it('loads every part at once, then runs them one per task in the order given, and resolves after the last', async () => {
    const ran: string[] = [];
    const requested: string[] = [];
    const arrive = new Map<string, (factory: () => unknown) => void>();
    const load: ShareLoader = (key) => {
      requested.push(key);
      return new Promise((resolve) => arrive.set(key, resolve));
    };
    let done = false;
    void warmParts(['KitProvider', 'Form', 'Tabs'], load).then(() => {
      done = true;
    });
    // Requested one per task, none waiting for another's files.
    await nextTask();
    await nextTask();
    await nextTask();
    expect(requested).toEqual(['@portal/ui/kit/KitProvider', '@portal/ui/kit/Form', '@portal/ui/kit/Tabs']);
    // Files arrive in any order; the parts still run in the order given.
    arrive.get('@portal/ui/kit/Tabs')?.(() => ran.push('Tabs'));
    arrive.get('@portal/ui/kit/Form')?.(() => ran.push('Form'));
    await settle();
    expect(ran).toEqual([]);
    arrive.get('@portal/ui/kit/KitProvider')?.(() => ran.push('KitProvider'));
    await nextTask();
    expect(ran).toEqual(['KitProvider']);
    await nextTask();
    expect(ran).toEqual(['KitProvider', 'Form']);
    expect(done).toBe(false);
    await nextTask();
    expect(ran).toEqual(['KitProvider', 'Form', 'Tabs']);
    await settle();
    expect(done).toBe(true);
  });

  it('leaves a part that fails to load or to run to the page, and still runs the others', async () => {
    const ran: string[] = [];
    const load: ShareLoader = (key) => {
      if (key.endsWith('/Modal')) return Promise.reject(new Error('chunk 956 failed'));
      if (key.endsWith('/Alert')) return Promise.resolve(() => { throw new Error('module threw'); });
      return Promise.resolve(() => ran.push(key));
    };
    const warmed = warmParts(['Modal', 'Alert', 'Button'], load);
    for (let i = 0; i < 6; i += 1) await nextTask();
    await expect(warmed).resolves.toBeUndefined();
    expect(ran).toEqual(['@portal/ui/kit/Button']);
  });

  it('runs nothing where nothing is shared (the runtime answers false)', async () => {
    const warmed = warmParts(['Button'], () => Promise.resolve(false));
    for (let i = 0; i < 2; i += 1) await nextTask();
    await expect(warmed).resolves.toBeUndefined();
  });
});
