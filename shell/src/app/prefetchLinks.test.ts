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
  return { ...(await import('./prefetchLinks')), ...(await import('../remotes/discovery')), markFirstContent: (await import('@portal/ui')).markFirstContent };
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
    const remove = installLinkPrefetch(window);
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
    const remove = installLinkPrefetch(window);
    (document.querySelector('a[href="/cWeb/login"]') as HTMLElement).focus();
    (document.querySelector('a[href^="https://example.com"]') as HTMLElement).dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(prefetched()).toEqual([]);
    (document.querySelector('a[href$="/list"]') as HTMLElement).focus();
    await flush();
    expect(prefetched()).toEqual(['mf_treasury']);
    remove();
  });

  it('once the page has shown its content and loaded and the browser is idle, fetches every linked remote\'s entry and page chunks into the cache without running them', async () => {
    const manifest = (name: string) => ({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'parcel', assets: { js: { sync: [`${name}.page.js`] }, css: { sync: [] } } }],
    });
    fetchMock.mockImplementation(async (url: string) => {
      const remote = /remotes\/([\w-]+)\/mf-manifest\.json$/.exec(url)?.[1];
      const body = remote ? manifest(remote) : remotesJson;
      return { ok: true, json: async () => body, arrayBuffer: async () => new ArrayBuffer(0) };
    });
    jest.useFakeTimers();
    const { installLinkPrefetch, markFirstContent } = await load();
    const remove = installLinkPrefetch(window);
    // The first view's idle moment: the page's content has painted, the page has loaded, a second has passed.
    markFirstContent();
    await jest.advanceTimersByTimeAsync(900);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200);
    jest.useRealTimers();
    for (let i = 0; i < 5; i += 1) await flush();
    const fetched = fetchMock.mock.calls.map((c) => new URL(c[0] as string, window.location.href).pathname).sort();
    expect(fetched).toEqual([
      '/cWeb/remotes.json',
      '/cWeb/remotes/mf-help/mf-help.page.js',
      '/cWeb/remotes/mf-help/mf-manifest.json',
      '/cWeb/remotes/mf-help/remoteEntry.js',
      '/cWeb/remotes/mf-treasury/mf-manifest.json',
      '/cWeb/remotes/mf-treasury/mf-treasury.page.js',
      '/cWeb/remotes/mf-treasury/remoteEntry.js',
    ]);
    // Nothing run: the federation runtime was not asked to load either remote.
    expect(prefetched()).toEqual([]);
    remove();
  });

  it('finds a remote\'s entry and page files from its manifest, beside it or under its public path', async () => {
    const { parcelFiles } = await load();
    const m = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'diagnostics', assets: { js: { sync: ['d.js'] } } },
        { name: 'parcel', assets: { js: { sync: ['1.js', 'p.js'] }, css: { sync: ['p.css'] } } },
      ],
    };
    expect(parcelFiles(m, 'https://cdn.example/r/mf-manifest.json')).toEqual([
      'https://cdn.example/r/remoteEntry.js',
      'https://cdn.example/r/1.js',
      'https://cdn.example/r/p.js',
      'https://cdn.example/r/p.css',
    ]);
    expect(parcelFiles({ ...m, metaData: { ...m.metaData, publicPath: 'https://static.example/help/' } }, 'https://cdn.example/r/mf-manifest.json')[0]).toBe(
      'https://static.example/help/remoteEntry.js',
    );
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
