import { insertKitSheet } from './insertKitSheet';

// Each call is a task boundary the test lets pass, one at a time.
const gates: Array<() => void> = [];
jest.mock('../../kit-warm/nextTask', () => ({
  nextTask: () => new Promise<void>((resolve) => gates.push(resolve)),
}));

const kitStyles = () => [...document.querySelectorAll('style[data-portal-kit-styles]')].map((style) => [style.getAttribute('data-portal-kit-styles'), style.textContent]);

/** Lets the next task come, and what it runs (a piece going in) happen. */
async function nextTask() {
  for (let i = 0; i < 5 && gates.length === 0; i += 1) await Promise.resolve();
  gates.shift()?.();
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('insertKitSheet', () => {
  beforeEach(() => {
    gates.length = 0;
    document.head.innerHTML = '<style id="app">.portal-app{}</style><link rel="stylesheet" href="/cWeb/x.css">';
    delete (window as { __portalKitSheet?: unknown }).__portalKitSheet;
  });

  it('puts one piece in <head> per task, in order, before the apps’ own stylesheets, then resolves', async () => {
    let done = false;
    void insertKitSheet(['.a{}', '.b{}', '.c{}'])?.then(() => {
      done = true;
    });
    // Not even the first piece in the task that asked for the sheet.
    expect(kitStyles()).toEqual([]);
    await nextTask();
    expect(kitStyles()).toEqual([['1/3', '.a{}']]);
    await nextTask();
    expect(kitStyles()).toEqual([
      ['1/3', '.a{}'],
      ['2/3', '.b{}'],
    ]);
    expect(done).toBe(false);
    await nextTask();
    expect(done).toBe(true);
    expect(kitStyles().map(([mark]) => mark)).toEqual(['1/3', '2/3', '3/3']);
    // Every piece before the app's <style> and <link>: the apps' CSS keeps its precedence over antd's.
    expect([...document.head.children].map((element) => element.getAttribute('data-portal-kit-styles') ?? element.tagName)).toEqual(['1/3', '2/3', '3/3', 'STYLE', 'LINK']);
  });

  it('gives every piece the page’s CSP nonce, the only way an inline style applies under the portal’s policy', async () => {
    const done = insertKitSheet(['.a{}', '.b{}'], 'bm9uY2U=');
    await nextTask();
    await nextTask();
    await done;
    expect([...document.querySelectorAll('style[data-portal-kit-styles]')].map((style) => style.getAttribute('nonce'))).toEqual(['bm9uY2U=', 'bm9uY2U=']);
  });

  it('is done once per document: a second app’s copy waits for the first one’s pieces, inserting none', async () => {
    const first = insertKitSheet(['.a{}', '.b{}']);
    const second = insertKitSheet(['.a{}', '.b{}']);
    expect(second).toBe(first);
    await nextTask();
    await nextTask();
    await first;
    expect(kitStyles()).toHaveLength(2);
  });

  it('finds a sheet an older build put in whole, and has nothing to wait for', async () => {
    document.head.insertAdjacentHTML('afterbegin', '<style data-portal-kit-styles="">.whole{}</style>');
    await expect(insertKitSheet(['.a{}'])).resolves.toBeUndefined();
    expect(kitStyles()).toEqual([['', '.whole{}']]);
  });
});
