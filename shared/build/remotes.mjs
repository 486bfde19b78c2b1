// remotes.json from the remotes' own declarations: each remote build publishes the claims of its
// src/claims.ts as dist/remote.json, and every build then writes shell/dist/remotes.json from
// the published declarations. Entries (and so origins) already in that file are kept, so a
// deployment's edit of an entry survives a later build of a remote.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { remoteFilesPath } from './apps.mjs';
import { stampOf, writeJsonAtomic } from './versions.mjs';

// The list of remotes lives in apps.mjs (pure data, read by lint and tests too).
export { REMOTE_APPS, REMOTES, appOf } from './apps.mjs';

/** What a remote build publishes beside its mf-manifest.json. */
export const DECLARATION_FILE = 'remote.json';

/** Where the composed portal serves a remote from (see @portal/preview). */
export const defaultEntry = (pkg) => `${remoteFilesPath(pkg)}mf-manifest.json`;

/** The claims a remote declares (src/claims.ts: pure data, read without bundling). */
export async function readClaims(appDir) {
  const file = path.join(appDir, 'src', 'claims.ts');
  const { claims } = await tsImport(pathToFileURL(file).href, import.meta.url);
  if (!Array.isArray(claims)) throw new Error(`${file} must export its claims as an array`);
  return claims;
}

/** Emits dist/remote.json: the remote's name, claims, version and contract, as remotes.json needs them. */
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
        // `stamp` is set by `portal-app publish`: the version its folder is named after.
        const declaration = { name: this.remote.name, ...(this.stamp ?? stampOf(this.remote.dir)), routes };
        compilation.emitAsset(DECLARATION_FILE, new sources.RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
      });
    });
  }
}

/**
 * The remotes.json object: one entry per published declaration, in the given order, with the
 * entry the previous file gave that remote (a deployment's edit, or a published version) or the
 * default one. The version and contract are this build's for the default entry; a published
 * version keeps its own, and `previous` stays. Remotes the previous file lists that published
 * nothing here (hosted elsewhere, or not built) stay as they were.
 *
 * @param {{ pkg: string, name: string, version?: string, contract?: Record<string, string>, routes: { prefix: string, layout: string }[] }[]} declarations
 * @param {{ remotes?: { name: string, entry: string, version?: string, contract?: Record<string, string>, previous?: object }[] } | undefined} previous
 */
export function composeRemotes(declarations, previous) {
  const before = new Map((previous?.remotes ?? []).map((r) => [r.name, r]));
  const declared = declarations.map(({ pkg, name, version, contract, routes }) => {
    const old = before.get(name);
    const entry = old?.entry ?? defaultEntry(pkg);
    const fromBuild = entry === defaultEntry(pkg) || !old?.version;
    // A published version keeps its hashes; a build in place is not pinned (its files change under the same URLs).
    const stamp = fromBuild ? { version: version ?? 'unknown', contract } : { version: old.version, contract: old.contract, integrity: old.integrity };
    return { name, entry, ...stamp, routes, ...(old?.previous ? { previous: old.previous } : {}) };
  });
  const others = (previous?.remotes ?? []).filter((r) => !declared.some((d) => d.name === r.name));
  return { ...previous, remotes: [...declared.map(dropUndefined), ...others] };
}

const dropUndefined = (object) => Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined));

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
  writeJsonAtomic(file, manifest);
  return manifest;
}
