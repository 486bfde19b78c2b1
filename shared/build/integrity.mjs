// Subresource Integrity for a remote's files. Code from a team's origin runs inside the
// customer's session, so what the shell loads of it is pinned by hash, in a chain that starts at
// the portal's own origin:
//   remotes.json (the shell's origin) pins each published version's mf-manifest.json and
//   remoteEntry.js (`integrity`, SHA-384, written by `portal-app publish` from the files themselves;
//   a version folder never changes, while a build in place changes its files under the same URLs
//   and so is not pinned: a cached remotes.json would refuse the new files);
//   mf-manifest.json lists every JS and CSS file of the version with its SHA-384 (`integrity`,
//   added by RemoteIntegrityPlugin below);
//   the shell hands that list to the page (Symbol.for('portal.integrity'), URL to hash), and the
//   remote's own chunk loading (webpack's script loader, mini-css-extract's link loader) sets
//   each file's `integrity` from it, as the shell's federation runtime plugin does for the entry.
// A file changed on the team's server after publishing then fails to load in the browser, and
// the shell falls back to the previous version and reports it.
//
// Not webpack-subresource-integrity: it bakes the hashes into the runtime chunk with placeholders
// and fails on Module Federation's chunks ("unresolved integrity placeholders",
// waysact/webpack-subresource-integrity#176, open); here the hashes ride in the manifest, which is
// itself pinned, so no chunk has to contain another's hash. The plugin (integrity-plugin.mjs) uses
// webpack's and mini-css-extract-plugin's public compilation hooks; this file is what the tools
// that write remotes.json need, without webpack.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The page-wide map the shell fills and the remotes' loaders read: absolute URL to `sha384-…`. */
export const INTEGRITY_KEY = 'portal.integrity';

export const MANIFEST_FILE = 'mf-manifest.json';

/** `sha384-<base64>` of a file's bytes, as a browser checks it. */
export const sri = (content) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** Code for a loader: sets `integrity` (and CORS, which SRI needs across origins) on `tag` for `url` when the page has its hash. */
export const setIntegrity = (tag, url) =>
  [
    `var portalSri = typeof self !== 'undefined' && self[Symbol.for(${JSON.stringify(INTEGRITY_KEY)})];`,
    `var portalHash = portalSri && portalSri[new URL(${url}, document.baseURI).href];`,
    `if (portalHash) { ${tag}.integrity = portalHash; ${tag}.crossOrigin = 'anonymous'; }`,
  ].join('\n');

/** The hashes a version's entry files are pinned by in remotes.json (`integrity` of an entry). */
export function entryIntegrity(dir) {
  const manifestText = readFileSync(path.join(dir, MANIFEST_FILE));
  const manifest = JSON.parse(manifestText.toString('utf8'));
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = [entry?.path, entry?.name].filter(Boolean).join('/');
  return { manifest: sri(manifestText), remoteEntry: sri(readFileSync(path.join(dir, entryFile))) };
}

