import { pinFiles, pinOf, pinVersions, pinnedElement, pinnedInit, pins } from './integrity';

const base = 'http://localhost/cWeb/remotes/mf-help/versions/1.1.0+abc1234.20261207T120000Z/';
const remote = {
  name: 'mf_help',
  entry: `${base}mf-manifest.json`,
  routes: [{ prefix: '/helpCenter', layout: 'help' as const }],
  integrity: { manifest: 'sha384-MANIFEST', remoteEntry: 'sha384-ENTRY' },
  previous: { entry: '/cWeb/remotes/mf-help/mf-manifest.json', integrity: { manifest: 'sha384-OLD', remoteEntry: 'sha384-OLDENTRY' } },
};
const manifest = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, integrity: { 'remoteEntry.js': 'sha384-FROMMANIFEST', '245.1a2b3c4d.js': 'sha384-CHUNK', 'page.0a1b2c3d.css': 'sha384-STYLE' } };

describe('the page’s integrity pins', () => {
  beforeEach(() => {
    for (const key of Object.keys(pins())) delete pins()[key];
  });

  it('pin a remote’s manifests from remotes.json, current and previous', () => {
    pinVersions(remote);
    expect(pinOf(remote.entry)).toBe('sha384-MANIFEST');
    expect(pinOf('http://localhost/cWeb/remotes/mf-help/mf-manifest.json')).toBe('sha384-OLD');
    expect(pinnedInit(remote.entry, { priority: 'low' } as RequestInit)).toEqual({ priority: 'low', integrity: 'sha384-MANIFEST' });
    expect(pinnedInit('http://localhost/cWeb/remotes/mf-auth/mf-manifest.json')).toBeUndefined();
  });

  it('take a pinned manifest’s file hashes; the entry’s is the one remotes.json gives', () => {
    pinVersions(remote);
    pinFiles(remote.entry, manifest);
    expect(pinOf(`${base}245.1a2b3c4d.js`)).toBe('sha384-CHUNK');
    expect(pinOf(`${base}page.0a1b2c3d.css`)).toBe('sha384-STYLE');
    expect(pinOf(`${base}remoteEntry.js`)).toBe('sha384-ENTRY');
  });

  it('take nothing from a manifest remotes.json does not pin', () => {
    pinFiles('http://localhost/cWeb/remotes/mf-auth/mf-manifest.json', { ...manifest, metaData: { publicPath: 'auto' } });
    expect(Object.keys(pins())).toEqual([]);
  });

  it('make a pinned <script> and <link> with their hash in CORS mode, and nothing for an unpinned URL', () => {
    pinVersions(remote);
    pinFiles(remote.entry, manifest);
    const script = pinnedElement('script', `${base}remoteEntry.js`, { type: 'text/javascript', async: true });
    expect(script?.getAttribute('integrity')).toBe('sha384-ENTRY');
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(script?.src).toBe(`${base}remoteEntry.js`);
    expect(script?.async).toBe(true);
    const link = pinnedElement('link', `${base}page.0a1b2c3d.css`, { rel: 'stylesheet' });
    expect([link?.rel, link?.href, link?.getAttribute('integrity')]).toEqual(['stylesheet', `${base}page.0a1b2c3d.css`, 'sha384-STYLE']);
    expect(pinnedElement('script', 'http://localhost/cWeb/remotes/mf-auth/remoteEntry.js')).toBeUndefined();
  });
});
