// remotes.json from the remotes' own declarations: each remote build publishes the claims of its
// src/claims.ts as dist/remote.json, and every build then writes shell/dist/remotes.json from
// the published declarations. Entries (and so origins) already in that file are kept, so a
// deployment's edit of an entry survives a later build of a remote.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

/** What a remote build publishes beside its mf-manifest.json. */
export const DECLARATION_FILE = 'remote.json';

/** Where the composed portal serves a remote from (see @portal/preview). */
export const defaultEntry = (pkg) => `/cWeb/remotes/${pkg}/mf-manifest.json`;

/** The claims a remote declares (src/claims.ts: pure data, read without bundling). */
export async function readClaims(appDir) {
  const file = path.join(appDir, 'src', 'claims.ts');
  const { claims } = await tsImport(pathToFileURL(file).href, import.meta.url);
  if (!Array.isArray(claims)) throw new Error(`${file} must export its claims as an array`);
  return claims;
}

/** Emits dist/remote.json: the remote's name and claims, as remotes.json needs them. */
export class RemoteDeclarationPlugin {
  /** @param {{ name: string, dir: string }} remote */
  constructor(remote) {
    this.remote = remote;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'RemoteDeclarationPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.fileDependencies.add(path.join(this.remote.dir, 'src', 'claims.ts'));
        const routes = await readClaims(this.remote.dir);
        const declaration = { name: this.remote.name, routes };
        compilation.emitAsset(DECLARATION_FILE, new sources.RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
      });
    });
  }
}

/**
 * The remotes.json object: one entry per published declaration, in the given order, with the
 * entry the previous file gave that remote (a deployment's edit) or the default one. Remotes the
 * previous file lists that published nothing here (hosted elsewhere, or not built) stay as they were.
 *
 * @param {{ pkg: string, name: string, routes: { prefix: string, layout: string }[] }[]} declarations
 * @param {{ remotes?: { name: string, entry: string }[] } | undefined} previous
 */
export function composeRemotes(declarations, previous) {
  const entryOf = new Map((previous?.remotes ?? []).map((r) => [r.name, r.entry]));
  const declared = declarations.map(({ pkg, name, routes }) => ({ name, entry: entryOf.get(name) ?? defaultEntry(pkg), routes }));
  const others = (previous?.remotes ?? []).filter((r) => !declared.some((d) => d.name === r.name));
  return { remotes: [...declared, ...others] };
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/**
 * Writes <shellDist>/remotes.json from the declarations the remotes' builds published. Does
 * nothing before the shell is built.
 *
 * @param {{ shellDist: string, remotes: { pkg: string, dist: string }[] }} deployment
 */
export function writeRemotesJson({ shellDist, remotes }) {
  if (!existsSync(shellDist)) return undefined;
  const declarations = remotes.flatMap(({ pkg, dist }) => {
    const declared = readJson(path.join(dist, DECLARATION_FILE));
    return declared ? [{ pkg, ...declared }] : [];
  });
  const file = path.join(shellDist, 'remotes.json');
  const manifest = composeRemotes(declarations, readJson(file));
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
