// Helpers for the workspace scripts (start, test, bench).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
import { APPS, REMOTES } from '../apps.mjs';

export { APPS, REMOTES };
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

/** Builds side by side: one per core, as memory allows (a webpack build takes up to about 1.5 GB); `PORTAL_BUILD_JOBS` overrides. */
export function buildJobs(env = process.env) {
  const asked = Number(env.PORTAL_BUILD_JOBS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, Math.min(os.availableParallelism(), Math.floor(os.freemem() / (1.5 * 1024 ** 3))));
}

/** Runs a command with its output kept (printed only when it fails); resolves with its exit code and output. */
function runQuiet(cmd, args, opts) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    child.on('error', (error) => resolve({ code: -1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? signal, output }));
  });
}

const seconds = (ms) => Math.round(ms / 1000);

/**
 * Each app's clean build alone, without the persistent cache, in seconds (these 2 cores,
 * 2026-12-06): the longest start first, so the last build does not run alone while the other
 * core waits. Side by side, two builds take about twice as long each.
 */
export const BUILD_SECONDS = { shell: 11.9, 'mf-user-center': 11.0, 'mf-treasury': 9.2, 'mf-auth': 9.0, 'mf-home-products': 7.0, 'mf-help': 6.0 };

/** The apps in build order: the longest first (BUILD_SECONDS); an app not listed keeps its place after them. */
export const buildOrder = (apps) => [...apps].sort((a, b) => (BUILD_SECONDS[b] ?? 0) - (BUILD_SECONDS[a] ?? 0));

/**
 * Builds the apps, `jobs` at a time, longest first, with a line as each starts and ends ("building shell…",
 * "building shell… done in 48 s"): a first start builds all six, which takes minutes. A build's
 * own output is printed only when it fails. remotes.json is written once, after the last build
 * (side by side, each build writing it would race). Resolves with each app's seconds; rejects
 * when a build failed (the others already started run to their end).
 */
export async function buildApps(apps, { jobs = buildJobs(), log = (line) => console.log(line), command = (app) => ['pnpm', ['--filter', app, 'run', 'build']], remotesJson = true } = {}) {
  const started = Date.now();
  const width = Math.min(jobs, apps.length);
  const queue = buildOrder(apps);
  if (apps.length > 1) log(`building ${apps.length} apps (${queue.join(', ')}), ${width} at a time: a few minutes`);
  const times = {};
  const failed = [];
  const env = { ...process.env, PORTAL_REMOTES_JSON: 'defer' };
  const worker = async () => {
    for (let app = queue.shift(); app !== undefined && failed.length === 0; app = queue.shift()) {
      log(`building ${app}…`);
      const appStarted = Date.now();
      const [cmd, args] = command(app);
      const { code, output } = await runQuiet(cmd, args, { env });
      if (code !== 0) {
        failed.push(app);
        log(`${output.trimEnd()}\nbuilding ${app}… failed (exit ${code}) after ${seconds(Date.now() - appStarted)} s`);
        continue;
      }
      times[app] = (Date.now() - appStarted) / 1000;
      log(`building ${app}… done in ${seconds(Date.now() - appStarted)} s`);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  if (failed.length) throw new Error(`build failed: ${failed.join(', ')}`);
  if (remotesJson) {
    const { writeRemotesJson } = await import('../remotes.mjs');
    writeRemotesJson({ shellDist: path.join(ROOT, 'shell', 'dist'), remotes: REMOTES.map((pkg) => ({ pkg, dist: path.join(ROOT, pkg, 'dist') })) });
  }
  if (apps.length > 1) log(`built ${apps.length} apps in ${seconds(Date.now() - started)} s`);
  return times;
}
