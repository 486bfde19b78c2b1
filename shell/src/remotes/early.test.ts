const remotesJson = {
  remotes: [
    { name: 'mf_home_products', entry: '/cWeb/remotes/mf-home-products/mf-manifest.json', routes: [{ prefix: '/home', layout: 'main' }] },
    { name: 'mf_help', entry: 'https://static.example/help/mf-manifest.json', routes: [{ prefix: '/helpCenter', layout: 'help' }] },
  ],
};
const helpManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'parcel', assets: { js: { sync: ['parcel.1a2b3c4d.js'] }, css: { sync: ['parcel.5e6f7a8b.css'] } } }],
};
const HELP_MANIFEST = 'https://static.example/help/mf-manifest.json';

/** A fetch answer as the early script and the shell use it: status, body once, and a copy. */
function answer(status: number, body: unknown): Response {
  const make = (): Response => ({ ok: status < 400, status, json: async () => body, clone: () => make() }) as unknown as Response;
  return make();
}

let fetchMock: jest.Mock;
/** A fresh copy of the module and of the page (nothing discovered yet), at a portal address. */
async function load(path: string, answers: Record<string, Response>) {
  jest.resetModules();
  delete (globalThis as Record<string, unknown>).__portalEarlyDiscovery;
  document.head.innerHTML = '';
  window.history.replaceState(null, '', path);
  fetchMock = jest.fn(async (url: string) => answers[url] ?? answer(404, {}));
  global.fetch = fetchMock as unknown as typeof fetch;
  return import('./early');
}
const flush = () => new Promise((r) => setTimeout(r, 0));
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`);

describe('the early script: the current page\'s remote before main.js', () => {
  it('fetches remotes.json, then the claiming remote\'s manifest, and preloads its entry and page files', async () => {
    const { discoverFromPage } = await load('/cWeb/helpCenter/loginRegister', {
      '/cWeb/remotes.json': answer(200, remotesJson),
      [HELP_MANIFEST]: answer(200, helpManifest),
    });
    discoverFromPage();
    await flush();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/cWeb/remotes.json', HELP_MANIFEST]);
    // As the federation runtime's own preload marks them (no crossorigin): its later loads find them.
    expect(preloads()).toEqual([
      'script https://static.example/help/remoteEntry.js',
      'script https://static.example/help/parcel.1a2b3c4d.js',
      'style https://static.example/help/parcel.5e6f7a8b.css',
    ]);
  });

  it('hands each answer to the shell once: a later request (a retry) fetches for itself', async () => {
    const { discoverFromPage, takeEarly } = await load('/cWeb/helpCenter/loginRegister', {
      '/cWeb/remotes.json': answer(200, remotesJson),
      [HELP_MANIFEST]: answer(200, helpManifest),
    });
    discoverFromPage();
    await flush();
    const remotes = takeEarly('/cWeb/remotes.json');
    await expect(remotes?.then((r) => r.json())).resolves.toEqual(remotesJson);
    expect(takeEarly('/cWeb/remotes.json')).toBeUndefined();
    await expect(takeEarly(HELP_MANIFEST)?.then((r) => r.json())).resolves.toEqual(helpManifest);
    expect(takeEarly(HELP_MANIFEST)).toBeUndefined();
    expect(takeEarly('/cWeb/remotes/mf-home-products/mf-manifest.json')).toBeUndefined();
  });

  it('leaves a failed remotes.json to the shell, which shows it as it would its own: no manifest, no preload', async () => {
    const { discoverFromPage, takeEarly } = await load('/cWeb/helpCenter/loginRegister', { '/cWeb/remotes.json': answer(503, {}) });
    discoverFromPage();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
    expect((await takeEarly('/cWeb/remotes.json'))?.status).toBe(503);
  });

  it('does nothing for shell pages beyond remotes.json, and nothing at all outside the portal', async () => {
    const shellPage = await load('/cWeb/login', { '/cWeb/remotes.json': answer(200, remotesJson) });
    shellPage.discoverFromPage();
    await flush();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/cWeb/remotes.json']);
    expect(preloads()).toEqual([]);

    const elsewhere = await load('/other/page', { '/cWeb/remotes.json': answer(200, remotesJson) });
    elsewhere.discoverFromPage();
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(elsewhere.takeEarly('/cWeb/remotes.json')).toBeUndefined();
  });

  it('survives a remotes.json of the wrong shape (the shell reports it)', async () => {
    const { discoverFromPage } = await load('/cWeb/home/index', { '/cWeb/remotes.json': answer(200, { remotes: [null, { name: 'x' }] }) });
    discoverFromPage();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });
});

describe('the shell takes over what the early script fetched', () => {
  it('the federation runtime gets the page remote\'s manifest from it, once', async () => {
    const { discoverFromPage } = await load('/cWeb/helpCenter/loginRegister', {
      '/cWeb/remotes.json': answer(200, remotesJson),
      [HELP_MANIFEST]: answer(200, helpManifest),
    });
    const { default: plugin } = await import('./runtimePlugin');
    discoverFromPage();
    await flush();
    const hooks = plugin() as unknown as { fetch: (url: string) => Promise<Response> | undefined };
    await expect(hooks.fetch(HELP_MANIFEST)?.then((r) => r.json())).resolves.toEqual(helpManifest);
    // Asked again (a retry): the runtime's own fetch.
    expect(hooks.fetch(HELP_MANIFEST)).toBeUndefined();
  });

  it('loadRemotesManifest reads the early answer instead of fetching remotes.json again', async () => {
    jest.doMock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));
    const { discoverFromPage } = await load('/cWeb/home/index', { '/cWeb/remotes.json': answer(200, remotesJson) });
    const { loadRemotesManifest } = await import('./discovery');
    discoverFromPage();
    await expect(loadRemotesManifest()).resolves.toEqual(remotesJson);
    // The early script's request, plus the home remote's manifest it started; none by the shell.
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/cWeb/remotes.json', 'http://localhost/cWeb/remotes/mf-home-products/mf-manifest.json']);
  });
});
