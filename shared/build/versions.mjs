// Versioned remotes: `portal-app publish` builds a remote into an immutable folder
// (<remote>/dist/versions/<version>/, served wherever the remote's dist is) and points
// remotes.json at it, keeping the version it replaces as `previous`; `rollback` swaps the two
// back; `prune` deletes old folders. remotes.json is only ever replaced whole (temp file +
// rename), so a browser reads the old file or the new one, never half of one.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteFilesPath } from './apps.mjs';

/** Where a remote's published versions live, inside its dist (served with it, kept by builds). */
export const VERSIONS_DIR = 'versions';

/** The shared contract a remote is built against: the packages whose versions must match the shell's. */
export const CONTRACT_PACKAGES = ['@portal/core', '@portal/ui', 'react'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** `20261127T081243Z`: the build time in a version (UTC, to the second, so two publishes never share a folder). */
export function buildTime(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

/** The short commit of the checkout, or `nogit` outside one. */
export function commitOf(dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'nogit';
  } catch {
    return 'nogit';
  }
}

/** `1.0.0+3f18aff.20261127T081243Z`: package version, commit and build time (semver build metadata). */
export function versionString({ pkgVersion, commit, builtAt }) {
  return `${pkgVersion}+${commit}.${builtAt}`;
}

/** Reads a version string back into its parts (undefined parts for a version of another form). */
export function parseVersion(version) {
  const match = /^([^+]+)\+([^.]+)\.(\d{8}T\d{4,6}Z)$/.exec(version ?? '');
  return match ? { pkgVersion: match[1], commit: match[2], builtAt: match[3] } : { pkgVersion: version };
}

/** The folders of the shared workspace packages of the contract. */
export const WORKSPACE_DIRS = { '@portal/core': 'shared/core', '@portal/ui': 'shared/ui' };

/**
 * What a build needs of a shared workspace package: at least the version it is built with, in
 * the same major (`^1.1.0`). The same range goes into remotes.json's `contract` (the shell's
 * check) and into Module Federation's `requiredVersion` (the runtime's own share negotiation).
 */
export const workspaceRange = (name, workspaceRoot) => `^${readJson(path.join(workspaceRoot, WORKSPACE_DIRS[name], 'package.json')).version}`;

/**
 * The contract ranges of an app from its package.json: a dependency as written (`^18.3.1`), a
 * workspace dependency (`workspace:*`) as `workspaceRange`.
 */
export function contractOf(appDir, workspaceRoot = path.resolve(appDir, '..')) {
  const deps = readJson(path.join(appDir, 'package.json')).dependencies ?? {};
  const contract = {};
  for (const name of CONTRACT_PACKAGES) {
    const range = deps[name];
    if (!range) continue;
    contract[name] = range.startsWith('workspace:') ? workspaceRange(name, workspaceRoot) : range;
  }
  return contract;
}

/** Version and contract of a build of the app in `appDir` made now. */
export function stampOf(appDir, date = new Date()) {
  const pkgVersion = readJson(path.join(appDir, 'package.json')).version;
  return { version: versionString({ pkgVersion, commit: commitOf(appDir), builtAt: buildTime(date) }), contract: contractOf(appDir) };
}

/** Writes JSON by writing a temp file beside it and renaming it over the old one (atomic on one file system). */
export function writeJsonAtomic(file, value) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, file);
}

/** The URL the portal loads a published version from. */
export const versionedEntry = (pkg, version) => `${remoteFilesPath(pkg)}${VERSIONS_DIR}/${version}/mf-manifest.json`;

/** What remotes.json keeps of a version: where it is, what it needs, and the hashes its entry files are pinned by. */
const pick = ({ version, entry, contract, integrity }) => ({ version, entry, ...(contract ? { contract } : {}), ...(integrity ? { integrity } : {}) });

function remoteIndex(manifest, name) {
  const index = (manifest?.remotes ?? []).findIndex((r) => r.name === name);
  if (index < 0) throw new Error(`remotes.json lists no remote ${name}`);
  return index;
}

/**
 * remotes.json after publishing `release` ({ name, entry, version, contract, routes }): the
 * release is current, what was current is `previous`. A remote not listed yet is added.
 */
export function publishRelease(manifest, release) {
  const remotes = [...(manifest?.remotes ?? [])];
  const index = remotes.findIndex((r) => r.name === release.name);
  const old = index >= 0 ? remotes[index] : undefined;
  const next = {
    ...(old ?? {}),
    name: release.name,
    ...pick(release),
    routes: release.routes ?? old?.routes,
    ...(old?.entry ? { previous: pick(old) } : {}),
  };
  if (!release.contract) delete next.contract;
  if (!release.integrity) delete next.integrity;
  if (index >= 0) remotes[index] = next;
  else remotes.push(next);
  return { ...manifest, remotes };
}

/** remotes.json with a remote's previous version current again (and the rolled-back one as previous). */
export function rollbackRelease(manifest, name) {
  const remotes = [...manifest.remotes];
  const index = remoteIndex(manifest, name);
  const remote = remotes[index];
  if (!remote.previous?.entry) throw new Error(`${name} has no previous version to roll back to`);
  const { previous, ...rest } = remote;
  delete rest.contract;
  delete rest.integrity;
  remotes[index] = { ...rest, ...pick(previous), previous: pick(remote) };
  return { ...manifest, remotes };
}

/**
 * The version folders to delete: all but the newest `keep` (by the build time in their name,
 * then by name), never the folders the remote's current or previous entry points at.
 */
export function foldersToPrune(folders, remote, keep) {
  const inUse = new Set([remote?.entry, remote?.previous?.entry].filter(Boolean).map((entry) => /\/versions\/([^/]+)\//.exec(entry)?.[1]));
  const newestFirst = [...folders].sort((a, b) => {
    const ta = parseVersion(a).builtAt ?? '';
    const tb = parseVersion(b).builtAt ?? '';
    return ta === tb ? b.localeCompare(a) : tb.localeCompare(ta);
  });
  const kept = new Set(newestFirst.slice(0, Math.max(0, keep)));
  return newestFirst.filter((folder) => !kept.has(folder) && !inUse.has(folder));
}

/** Deletes old version folders of a remote's dist; answers the folders deleted. */
export function pruneVersions({ dist, remote, keep }) {
  const dir = path.join(dist, VERSIONS_DIR);
  if (!existsSync(dir)) return [];
  const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('.')).map((d) => d.name);
  const doomed = foldersToPrune(folders, remote, keep);
  for (const folder of doomed) rmSync(path.join(dir, folder), { recursive: true, force: true });
  return doomed;
}

/** The workspace a tool runs in: the nearest folder up from `dir` with a pnpm-workspace.yaml (else `dir`). */
export function workspaceRootOf(dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'pnpm-workspace.yaml'))) return at;
    if (path.dirname(at) === at) return path.resolve(dir);
  }
}

/**
 * remotes.json with a remote's current and previous versions served from another origin (its
 * team's server, which serves the same paths): only the origin of each entry changes, the files
 * and their hashes stay.
 */
export function moveRemote(manifest, name, origin) {
  const base = new URL(origin);
  if (!/^https?:$/.test(base.protocol)) throw new Error(`${origin} is not an http(s) origin`);
  const at = (entry) => new URL(new URL(entry, 'http://portal.invalid').pathname, base.origin).href;
  const remotes = [...manifest.remotes];
  const index = remoteIndex(manifest, name);
  const remote = remotes[index];
  remotes[index] = { ...remote, entry: at(remote.entry), ...(remote.previous?.entry ? { previous: { ...remote.previous, entry: at(remote.previous.entry) } } : {}) };
  return { ...manifest, remotes };
}
