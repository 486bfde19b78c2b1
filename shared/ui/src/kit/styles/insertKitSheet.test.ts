import { insertKitSheet } from './insertKitSheet';

const kitStyles = () => [...document.querySelectorAll('style[data-portal-kit-styles]')].map((style) => [style.getAttribute('data-portal-kit-styles'), style.textContent]);

describe('insertKitSheet', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '<style id="app">.portal-app{}</style><link rel="stylesheet" href="/cWeb/x.css">';
    delete (window as { __portalKitSheet?: unknown }).__portalKitSheet;
  });
  afterEach(() => jest.useRealTimers());

  it('puts one piece in <head> per task, in order, before the apps’ own stylesheets, then resolves', async () => {
    let done = false;
    void insertKitSheet(['.a{}', '.b{}', '.c{}'])?.then(() => {
      done = true;
    });
    // The first piece at once; the rest each in a task of its own.
    expect(kitStyles()).toEqual([['1/3', '.a{}']]);
    jest.advanceTimersToNextTimer();
    expect(kitStyles()).toEqual([
      ['1/3', '.a{}'],
      ['2/3', '.b{}'],
    ]);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersToNextTimer();
    expect(kitStyles()).toHaveLength(3);
    await Promise.resolve();
    expect(done).toBe(true);
    expect(kitStyles().map(([mark]) => mark)).toEqual(['1/3', '2/3', '3/3']);
    // Every piece before the app's <style> and <link>: the apps' CSS keeps its precedence over antd's.
    expect([...document.head.children].map((element) => element.getAttribute('data-portal-kit-styles') ?? element.tagName)).toEqual(['1/3', '2/3', '3/3', 'STYLE', 'LINK']);
  });

  it('is done once per document: a second app’s copy waits for the first one’s pieces, inserting none', async () => {
    const first = insertKitSheet(['.a{}', '.b{}']);
    const second = insertKitSheet(['.a{}', '.b{}']);
    expect(second).toBe(first);
    jest.runAllTimers();
    await first;
    expect(kitStyles()).toHaveLength(2);
  });

  it('finds a sheet an older build put in whole, and has nothing to wait for', async () => {
    document.head.insertAdjacentHTML('afterbegin', '<style data-portal-kit-styles="">.whole{}</style>');
    await expect(insertKitSheet(['.a{}'])).resolves.toBeUndefined();
    expect(kitStyles()).toEqual([['', '.whole{}']]);
  });
});
