import { render, screen } from '@testing-library/react';
import { BASE_PATH, parseRemotesManifest, pathHasPrefix } from '@portal/core';
import { RemoteRoot, claimedPrefixes, preloadRoute, type RemoteDefinition } from '../remote';
import { notFound } from '../i18n/zh-CN/pages';
import { createTestSession } from './session';

export { createTestSession, type TestSession, type TestSessionOptions } from './session';
export { documentAt, fakeLargestPaint, type FakePaintEntry } from './largestPaint';
export { resetFirstView } from '../first-view/firstView';

/** A concrete URL for a route path (`:param` and `*` filled in). */
export function samplePath(routePath: string): string {
  return routePath.replace(/:[^/]+/g, 'sample').replace(/\/\*$/, '');
}

/**
 * The contract every remote keeps with the shell, as jest tests: its declared claims are valid
 * remotes.json entries that its routes cover, and every route renders a page that names itself.
 */
export function describeRemoteContract(remote: RemoteDefinition): void {
  describe(`${remote.name} keeps the remote contract`, () => {
    it('declares claims the shell accepts in remotes.json, each prefix once', () => {
      const declared = { remotes: [{ name: remote.name, entry: 'mf-manifest.json', routes: remote.claims }] };
      expect(parseRemotesManifest(declared).remotes[0].routes).toEqual(remote.claims);
      expect(new Set(claimedPrefixes(remote)).size).toBe(remote.claims.length);
    });

    it('routes every claimed prefix and only paths inside them', () => {
      const paths = remote.routes.map((r) => samplePath(r.path));
      for (const p of paths) expect(claimedPrefixes(remote).some((prefix) => pathHasPrefix(p, prefix))).toBe(true);
      for (const prefix of claimedPrefixes(remote)) expect(paths.some((p) => pathHasPrefix(p, prefix))).toBe(true);
    });

    it.each(remote.routes.map((r) => [r.path]))('renders a page with a heading at %s', async (routePath) => {
      window.history.pushState(null, '', `${BASE_PATH}${samplePath(routePath)}`);
      // A lazy page's code first, as the parcel's mount loads it; a lazy part inside it draws once loaded.
      await preloadRoute(remote.routes, window.location.pathname);
      render(<RemoteRoot routes={remote.routes} prefixes={claimedPrefixes(remote)} session={createTestSession()} />);
      expect((await screen.findAllByRole('heading', { level: 1 }))[0]).not.toHaveTextContent(notFound.title);
    });
  });
}
