jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), preloadRemote: jest.fn(() => Promise.resolve()) }));
/** The mocked runtime of the current module registry (reset per test). */
let mockedRuntime: { preloadRemote: jest.Mock; registerRemotes: jest.Mock };

const remotesJson = {
  remotes: [
    { name: 'mf_home_products', entry: '/cWeb/remotes/mf-home-products/mf-manifest.json', routes: [{ prefix: '/home', layout: 'main' }] },
    { name: 'mf_help', entry: '/cWeb/remotes/mf-help/mf-manifest.json', routes: [{ prefix: '/helpCenter', layout: 'help' }] },
    { name: 'mf_treasury', entry: '/cWeb/remotes/mf-treasury/mf-manifest.json', routes: [{ prefix: '/treasuryFront', layout: 'treasury' }] },
  ],
};

/** A fresh copy of the modules: each test starts with nothing fetched or prefetched. */
async function load() {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  mockedRuntime = runtime as unknown as typeof mockedRuntime;
  return { ...(await import('./prefetchLinks')), ...(await import('../remotes/discovery')) };
}

const prefetched = () => mockedRuntime.preloadRemote.mock.calls.map((c) => c[0][0].nameOrAlias);
const flush = () => new Promise((r) => setTimeout(r, 0));

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ ok: true, json: async () => remotesJson }));
  global.fetch = fetchMock as unknown as typeof fetch;
  document.body.innerHTML = `
    <a href="/cWeb/helpCenter/loginRegister">help</a>
    <a href="/cWeb/treasuryFront/list">treasury</a>
    <a href="/cWeb/login">login</a>
    <a href="https://example.com/cWeb/helpCenter/x">elsewhere</a>`;
});

describe('prefetching other remotes from links', () => {
  it('prefetches the remote behind a hovered link once, with its parcel', async () => {
    const { installLinkPrefetch } = await load();
    const remove = installLinkPrefetch(window, 60_000);
    const help = document.querySelector('a[href$="loginRegister"]')!;
    help.dispatchEvent(new Event('pointerover', { bubbles: true }));
    help.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(mockedRuntime.preloadRemote).toHaveBeenCalledTimes(1);
    expect(mockedRuntime.preloadRemote).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'mf_help', exposes: ['parcel'] })]);
    remove();
  });

  it('prefetches on keyboard focus too, and never for shell pages or other sites', async () => {
    const { installLinkPrefetch } = await load();
    const remove = installLinkPrefetch(window, 60_000);
    (document.querySelector('a[href="/cWeb/login"]') as HTMLElement).focus();
    (document.querySelector('a[href^="https://example.com"]') as HTMLElement).dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(prefetched()).toEqual([]);
    (document.querySelector('a[href$="/list"]') as HTMLElement).focus();
    await flush();
    expect(prefetched()).toEqual(['mf_treasury']);
    remove();
  });

  it('prefetches every remote the page links to once the page has loaded and the browser is idle', async () => {
    jest.useFakeTimers();
    const { installLinkPrefetch } = await load();
    const remove = installLinkPrefetch(window, 1000);
    expect(prefetched()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1100);
    jest.useRealTimers();
    await flush();
    await flush();
    expect(prefetched().sort()).toEqual(['mf_help', 'mf_treasury']);
    remove();
  });

  it('fetches remotes.json once for the entry and the app, and again after a failure', async () => {
    const { loadRemotesManifest } = await load();
    fetchMock.mockResolvedValueOnce({ ok: false, status: 502 });
    await expect(loadRemotesManifest()).rejects.toThrow('answered 502');
    const first = await loadRemotesManifest();
    expect(await loadRemotesManifest()).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(mockedRuntime.registerRemotes).toHaveBeenCalledTimes(1);
  });
});
