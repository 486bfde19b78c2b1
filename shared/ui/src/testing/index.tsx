import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { parseRemotesManifest, pathHasPrefix } from '@portal/core';
import { RemoteRoot, type RemoteDefinition } from '../remote';

/** The deployment's runtime manifest, as the shell will fetch it. */
function deployedManifest() {
  const file = path.resolve(__dirname, '../../../../shell/public/remotes.json');
  return parseRemotesManifest(JSON.parse(readFileSync(file, 'utf8')));
}

/** A concrete URL for a route path (`:param` and `*` filled in). */
export function samplePath(routePath: string): string {
  return routePath.replace(/:[^/]+/g, 'sample').replace(/\/\*$/, '');
}

/**
 * The contract every remote keeps with the shell, as jest tests: what remotes.json claims for
 * it is what its routes cover, and every route renders a page that names itself.
 */
export function describeRemoteContract(remote: RemoteDefinition): void {
  describe(`${remote.name} keeps the remote contract`, () => {
    it('claims in remotes.json exactly the prefixes it routes', () => {
      const entry = deployedManifest().remotes.find((r) => r.name === remote.name);
      expect(entry).toBeDefined();
      expect(entry?.routes.map((c) => c.prefix).sort()).toEqual([...remote.prefixes].sort());
    });

    it('routes only paths inside its prefixes', () => {
      for (const r of remote.routes) {
        expect(remote.prefixes.some((p) => pathHasPrefix(samplePath(r.path), p))).toBe(true);
      }
    });

    it.each(remote.routes.map((r) => [r.path]))('renders a page with a heading at %s', (routePath) => {
      window.history.pushState(null, '', `/cWeb${samplePath(routePath)}`);
      render(<RemoteRoot routes={remote.routes} prefixes={remote.prefixes} />);
      expect(screen.getAllByRole('heading', { level: 1 })[0]).not.toHaveTextContent('页面不存在');
    });
  });
}
