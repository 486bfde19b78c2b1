import { readFileSync } from 'node:fs';
import path from 'node:path';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), preloadRemote: jest.fn(() => Promise.resolve()) }));

// src/early.js as the browser runs it, before main.js (index.html's inline script; its data-base is the base path).
const EARLY = readFileSync(path.join(__dirname, '../early.js'), 'utf8');

const remotesJson = {
  remotes: [
    {
      name: 'mf_home_products',
      entry: '/cWeb/remotes/mf-home-products/mf-manifest.json',
      routes: [
        { prefix: '/home', layout: 'main' },
        { prefix: '/product', layout: 'main' },
        { prefix: '/product/facts', layout: 'main', firstCall: true },
      ],
    },
    { name: 'mf_help', entry: '/cWeb/remotes/mf-help/mf-manifest.json', routes: [{ prefix: '/helpCenter', layout: 'help' }] },
  ],
};
const homeManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'parcel', assets: { js: { sync: ['__federation_expose_parcel.1a2b3c4d.js'] }, css: { sync: [] } } }],
};

const answer = (json: unknown) => {
  const response = { ok: true, status: 200, json: async () => json, clone: () => response };
  return response;
};

let fetchMock: jest.Mock;

/** The signed client's files, as the build names them in index.html. */
const SIGNED_CLIENT = ['/cWeb/signed-client.5e6f7a8b.js'];

/** Runs early.js on `pathname`, then gives the shell's modules of a fresh registry. */
async function runEarly(pathname: string) {
  jest.resetModules();
  window.history.replaceState(null, '', pathname);
  // As the build writes index.html: the shell's entry scripts preloaded, for early.js to start.
  // and the signed client's files named for it.
  document.head.innerHTML = `<link rel="preload" as="script" href="/cWeb/main.js" fetchpriority="high" data-portal-start><meta name="portal-signed-client" content="${SIGNED_CLIENT.join(' ')}">`;
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('portal.early')];
  const script = document.createElement('script');
  script.setAttribute('data-base', '/cWeb');
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  new Function(EARLY)();
  Object.defineProperty(document, 'currentScript', { configurable: true, value: null });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { ...(await import('./discovery')), plugin: (await import('./runtimePlugin')).default() };
}

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]:not([data-portal-start])')].map((link) => [link.getAttribute('as'), (link as HTMLLinkElement).href]);
const asked = () => fetchMock.mock.calls.map((call) => String(call[0]));

beforeEach(() => {
  fetchMock = jest.fn(async (url: string) => answer(url.endsWith('remotes.json') ? remotesJson : homeManifest));
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('early discovery (src/early.js) before the shell runs', () => {
  it("preloads the page's remote entry and parcel, the files the shell's prefetch reads from its manifest", async () => {
    const { parcelFiles } = await runEarly('/cWeb/product/bill');
    const manifestUrl = `${window.location.origin}/cWeb/remotes/mf-home-products/mf-manifest.json`;
    expect(asked()).toEqual([`${window.location.origin}/cWeb/remotes.json`, manifestUrl]);
    expect(preloads()).toEqual(parcelFiles(homeManifest, manifestUrl).map((href) => ['script', href]));
  });

  it('hands remotes.json and the manifest to the shell once, so neither is downloaded twice', async () => {
    const { loadRemotesManifest, plugin } = await runEarly('/cWeb/home/index');
    const manifestUrl = `${window.location.origin}/cWeb/remotes/mf-home-products/mf-manifest.json`;
    await expect(loadRemotesManifest()).resolves.toMatchObject({ remotes: [{ name: 'mf_home_products' }, { name: 'mf_help' }] });
    const first = await plugin.fetch?.(manifestUrl, {});
    await expect((first as unknown as { json(): Promise<unknown> }).json()).resolves.toEqual(homeManifest);
    expect(asked()).toHaveLength(2);
    // Asked again (a retry, a fallback), the runtime downloads it anew.
    expect(plugin.fetch?.(manifestUrl, {})).toBeUndefined();
  });

  it('asks nothing of a remote on a page no remote claims, and the shell still reads remotes.json once', async () => {
    const { loadRemotesManifest } = await runEarly('/cWeb/login');
    await loadRemotesManifest();
    expect(asked()).toEqual([`${window.location.origin}/cWeb/remotes.json`]);
    expect(preloads()).toEqual([]);
  });

  it('leaves remotes.json to the shell when its early read failed', async () => {
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 503, json: async () => ({}) }));
    const { loadRemotesManifest } = await runEarly('/cWeb/home/index');
    await expect(loadRemotesManifest()).resolves.toMatchObject({ remotes: [{ name: 'mf_home_products' }, { name: 'mf_help' }] });
    expect(asked()).toEqual([`${window.location.origin}/cWeb/remotes.json`, '/cWeb/remotes.json']);
  });
});

describe('early.js starts the shell (main.js) once it has asked for the page\'s remote files, not before', () => {
  const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
  /** What the document has asked for so far, in order: preloads, then the shell's script. */
  const requested = () => [...document.head.querySelectorAll('link[rel="preload"]:not([data-portal-start]), script[src]')].map((el) => (el as HTMLLinkElement).href || (el as HTMLScriptElement).src);
  const MAIN = `${window.location.origin}/cWeb/main.js`;

  it("runs main.js right after the remote's entry and parcel are asked for, so its long first task never holds them back", async () => {
    let answerManifest = () => {};
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('remotes.json') ? answer(remotesJson) : new Promise((resolve) => (answerManifest = () => resolve(answer(homeManifest)))),
    );
    const { parcelFiles } = await runEarly('/cWeb/home/index');
    expect(requested()).toEqual([]);
    answerManifest();
    await settle();
    const files = parcelFiles(homeManifest, `${window.location.origin}/cWeb/remotes/mf-home-products/mf-manifest.json`);
    expect(requested()).toEqual([...files, MAIN]);
    expect((document.head.querySelector('script[src]') as HTMLScriptElement).async).toBe(false);
  });

  it('runs main.js at the latest 150 ms after early.js ran when the manifest does not come, and only once', async () => {
    let answerManifest = () => {};
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('remotes.json') ? answer(remotesJson) : new Promise((resolve) => (answerManifest = () => resolve(answer(homeManifest)))),
    );
    // The page's clock, not the machine's: a loaded machine stretches real waits past any bound.
    jest.useFakeTimers();
    try {
      const ran = runEarly('/cWeb/home/index');
      await jest.advanceTimersByTimeAsync(0);
      await ran;
      await jest.advanceTimersByTimeAsync(149);
      expect(requested()).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(requested()).toEqual([MAIN]);
      answerManifest();
      await jest.advanceTimersByTimeAsync(1000);
      expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('runs main.js at once on a page no remote claims, and when remotes.json fails', async () => {
    await runEarly('/cWeb/login');
    expect(requested()).toEqual([MAIN]);
    fetchMock.mockImplementation(async () => ({ ok: false, status: 503, json: async () => ({}) }));
    await runEarly('/cWeb/home/index');
    await settle();
    expect(requested()).toEqual([MAIN]);
  });
});

describe("a retry of the remote whose files early.js preloaded reloads the page until it has loaded", () => {
  // A failed or stalled preload answers every later load of its URL in the document the same.
  it('for that remote only, and no longer once it has loaded', async () => {
    await runEarly('/cWeb/home/index');
    const { earlyPreloadsUnused, noteRemoteLoaded } = await import('./early');
    expect(earlyPreloadsUnused('mf_home_products')).toBe(true);
    expect(earlyPreloadsUnused('mf_help')).toBe(false);
    noteRemoteLoaded('mf_help');
    expect(earlyPreloadsUnused('mf_home_products')).toBe(true);
    noteRemoteLoaded('mf_home_products');
    expect(earlyPreloadsUnused('mf_home_products')).toBe(false);
  });

  it('not where early.js preloaded nothing (no remote claims the page, or remotes.json failed)', async () => {
    await runEarly('/cWeb/login');
    const { earlyPreloadsUnused } = await import('./early');
    expect(earlyPreloadsUnused('mf_home_products')).toBe(false);
    fetchMock.mockImplementation(async () => ({ ok: false, status: 503, json: async () => ({}) }));
    await runEarly('/cWeb/home/index');
    const again = await import('./early');
    expect(again.earlyPreloadsUnused('mf_home_products')).toBe(false);
  });
});

describe("early.js preloads the shell's signed client where the first view waits for a call", () => {
  const client = SIGNED_CLIENT.map((file) => ['script', `${window.location.origin}${file}`]);
  afterEach(() => window.localStorage.clear());

  it('with a stored session, at once: before remotes.json has answered, on any page', async () => {
    window.localStorage.setItem('portal.authorization', 'sealed-token');
    fetchMock.mockImplementation(() => new Promise(() => {}));
    await runEarly('/cWeb/business/center');
    expect(preloads()).toEqual(client);
    await runEarly('/cWeb/login');
    expect(preloads()).toEqual(client);
  });

  it("for a visitor, on a page whose claim says firstCall (the longest claim's word), beside the remote's files", async () => {
    await runEarly('/cWeb/product/facts/bill');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toEqual(expect.arrayContaining(client));
    expect(preloads()).toHaveLength(client.length + 2);
  });

  it("not for a visitor elsewhere: the page's first paint does not wait for it", async () => {
    await runEarly('/cWeb/product/bill');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toHaveLength(2);
    expect(preloads()).not.toEqual(expect.arrayContaining(client));
    await runEarly('/cWeb/login');
    expect(preloads()).toEqual([]);
  });
});

describe("the federation runtime's own preload of the page's remote", () => {
  type PreloadOp = { nameOrAlias: string; exposes: string[]; share?: boolean };
  // What the runtime's snapshot plugin hands the hook before it works out a remote's files on `loadRemote`.
  const loadRemoteOps = (name: string): PreloadOp[] => [{ nameOrAlias: name, exposes: ['parcel'], share: false }];
  const emit = async (plugin: Awaited<ReturnType<typeof runEarly>>['plugin'], preloadOps: PreloadOp[]) => {
    await (plugin.beforePreloadRemote as unknown as (args: { preloadOps: PreloadOp[] }) => unknown)({ preloadOps });
    return preloadOps;
  };

  it("is skipped once for the remote early.js preloaded (its entry and parcel are asked for already), kept for the others and later loads", async () => {
    const { plugin } = await runEarly('/cWeb/home/index');
    expect(preloads()).toHaveLength(2);
    await expect(emit(plugin, loadRemoteOps('mf_help'))).resolves.toHaveLength(1);
    await expect(emit(plugin, loadRemoteOps('mf_home_products'))).resolves.toEqual([]);
    await expect(emit(plugin, loadRemoteOps('mf_home_products'))).resolves.toHaveLength(1);
  });

  it("is kept for a hover prefetch (it runs the shared modules too) and on pages where early.js preloaded nothing", async () => {
    const { plugin } = await runEarly('/cWeb/home/index');
    await expect(emit(plugin, [{ nameOrAlias: 'mf_home_products', exposes: ['parcel'], share: true }])).resolves.toHaveLength(1);
    const login = await runEarly('/cWeb/login');
    await expect(emit(login.plugin, loadRemoteOps('mf_home_products'))).resolves.toHaveLength(1);
  });
});

describe('a broken entry in remotes.json', () => {
  it('is refused alone and reported; the other remotes load', async () => {
    const broken = { name: 'mf-treasury', entry: '/cWeb/remotes/mf-treasury/mf-manifest.json', routes: [{ prefix: '/treasuryFront', layout: 'treasury' }] };
    fetchMock = jest.fn(async (url: string) => answer(url.endsWith('remotes.json') ? { remotes: [remotesJson.remotes[0], broken, remotesJson.remotes[1]] } : homeManifest));
    global.fetch = fetchMock as unknown as typeof fetch;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loadRemotesManifest } = await runEarly('/cWeb/helpCenter/index');
    const { registerRemotes } = jest.requireMock<{ registerRemotes: jest.Mock }>('@module-federation/enhanced/runtime');
    const { diagnostics } = await import('../telemetry/diagnostics');
    const read = await loadRemotesManifest();
    expect(read.remotes.map((r) => r.name)).toEqual(['mf_home_products', 'mf_help']);
    expect(registerRemotes.mock.lastCall?.[0].map((r: { name: string }) => r.name)).toEqual(['mf_home_products', 'mf_help']);
    const reason = 'remotes.json: remotes[1].name must be a JS identifier';
    expect(diagnostics.remotes()).toContainEqual(expect.objectContaining({ name: 'mf-treasury', errors: [reason] }));
    expect(error).toHaveBeenCalledWith(reason);
    error.mockRestore();
  });
});
