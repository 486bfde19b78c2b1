import path from 'node:path';
import { buildCache } from './webpack.mjs';

const app = { dir: path.resolve(__dirname, '../../mf-help'), name: 'mf_help' };

describe("the production build's persistent cache", () => {
  it("is the app's, in its node_modules, and off with PORTAL_BUILD_CACHE=0", () => {
    expect(buildCache(app, 'production', {})).toMatchObject({ type: 'filesystem', name: 'mf_help-production', cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack') });
    expect(buildCache(app, 'production', { PORTAL_BUILD_CACHE: '0' })).toBe(false);
  });

  it('keeps a cache of its own for source-mapped builds: the cache does not see devtool, so one would serve the other stale', () => {
    expect(buildCache(app, 'production', { PORTAL_SOURCEMAP: '1' })).toMatchObject({ name: 'mf_help-production-sourcemap' });
  });
});
