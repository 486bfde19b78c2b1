// Helpers for the workspace scripts (start, test, bench).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
export const REMOTES = ['mf-home-products', 'mf-auth', 'mf-user-center', 'mf-help', 'mf-treasury'];
export const APPS = ['shell', ...REMOTES];
const SHARED_SOURCES = ['shared/core/src', 'shared/ui/src', 'shared/build/webpack.mjs'];

export const PNPM_VERSION = '9.15.9';

/**
 * On a bare machine pnpm runs through npx and is not on PATH: put a `pnpm` shim on PATH so this
 * script, its children and Playwright's web servers all find it.
 */
export function ensurePnpmOnPath() {
  if (spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pnpm-shim-'));
  const shim = path.join(dir, 'pnpm');
  writeFileSync(shim, `#!/bin/sh\nexec npx -y pnpm@${PNPM_VERSION} "$@"\n`);
  chmodSync(shim, 0o755);
  process.env.PATH = `${dir}${path.delimiter}${process.env.PATH}`;
}

/** Runs a command inheriting stdio; throws on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
  return (Date.now() - started) / 1000;
}

export function spawnServer(cmd, args, opts = {}) {
  return spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
}

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((max, name) => (name === 'node_modules' || name === 'dist' ? max : Math.max(max, newestMtime(path.join(p, name)))), st.mtimeMs);
}

/** An app needs a build when its dist is missing or older than its sources. */
export function needsBuild(app) {
  const marker = path.join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = [path.join(ROOT, app, 'src'), path.join(ROOT, app, 'public'), path.join(ROOT, app, 'webpack.config.mjs'), ...SHARED_SOURCES.map((s) => path.join(ROOT, s))];
  return sources.some((s) => newestMtime(s) > built);
}

export function buildApps(apps) {
  const times = {};
  for (const app of apps) times[app] = run('pnpm', ['--filter', app, 'run', 'build']);
  return times;
}
