import { cacheControlFor } from './caching';

describe('cache headers', () => {
  it.each([
    // A CDN answers it for 30 s (+30 s stale while it asks again); never immutable.
    ['/cWeb/remotes.json', 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'],
    ['/x/mf-help/dist/mf-manifest.json', 'no-store, max-age=0'],
    ['/x/mf-help/dist/remoteEntry.js', 'no-store, max-age=0'],
    ['/x/shell/dist/index.html', 'no-store, max-age=0'],
    ['/x/shell/dist/main.3f9a2b1c.js', 'public, max-age=31536000, immutable'],
    ['/x/mf-help/dist/assets/logo.0a1b2c3d.png', 'public, max-age=31536000, immutable'],
    ['/x/shell/dist/userAgreement.html', 'no-cache'],
    // A published version never changes; remotes.json, which points at it, is shared briefly.
    ['/x/mf-help/dist/versions/1.0.0+3f18aff.20261127T081243Z/mf-manifest.json', 'public, max-age=31536000, immutable'],
    ['/x/mf-help/dist/versions/1.0.0+3f18aff.20261127T081243Z/remoteEntry.js', 'public, max-age=31536000, immutable'],
    ['/cWeb/remotes/mf-help/versions/1.0.0+3f18aff.20261127T081243Z/mf-manifest.json', 'public, max-age=31536000, immutable'],
  ])('%s -> %s', (file, header) => {
    expect(cacheControlFor(file)).toBe(header);
  });
});
