// Helpers for the workspace scripts (start, test, bench).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
import { APPS, REMOTES, SHELL_APP } from '../apps.mjs';

export { APPS, REMOTES };
/** What every app's build reads besides its own folder: the shared packages, the build's own modules, the locked dependencies. */
const SHARED_SOURCES = ['shared/core/src', 'shared/ui/src', 'shared/core/package.json', 'shared/ui/package.json', 'shared/build/package.json', 'pnpm-lock.yaml'];
/** The build's own modules (webpack.mjs, apps.mjs, versions.mjs, remotes.mjs, its loaders): top-level .mjs and .cjs of shared/build. */
const BUILD_MODULES = /^[^.].*\.(mjs|cjs)$/;

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

/** An app's own sources: what its production build reads from its folder. */
const appSources = (app) => [`${app}/src`, `${app}/public`, `${app}/webpack.config.mjs`, `${app}/package.json`];

/** Every file below `rel` (a file or a folder, from `root`), sorted; node_modules and dist left out. */
function filesBelow(root, rel) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .sort()
    .flatMap((name) => filesBelow(root, `${rel}/${name}`));
}

/**
 * The hash of what an app's build reads (its sources, the shared packages, the build's modules,
 * the lockfile): each file's path and content, so touching a file or adding and removing one
 * changes nothing, and an edit changes it.
 */
export function sourceHash(app, root = ROOT) {
  const buildModules = readdirSync(path.join(root, 'shared/build')).filter((name) => BUILD_MODULES.test(name)).sort().map((name) => `shared/build/${name}`);
  const hash = createHash('sha256');
  for (const rel of [...appSources(app), ...SHARED_SOURCES, ...buildModules].flatMap((s) => filesBelow(root, s))) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(path.join(root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Beside an app's dist: the hash of the sources its dist was built from (written after a build succeeded). */
export const builtHashFile = (app, root = ROOT) => path.join(root, app, '.dist-sources.sha256');

/** Records that the app's dist was built from sources of this hash (taken before its build started). */
export function recordBuild(app, hash, root = ROOT) {
  writeFileSync(builtHashFile(app, root), `${hash}\n`);
}

/**
 * An app needs a build when its dist is missing (the shell's without remotes.json too), or when
 * its sources' hash is not the one recorded at its last build (no record: built some other way).
 */
export function needsBuild(app, root = ROOT) {
  const markers = app === 'shell' ? ['index.html', 'remotes.json'] : ['mf-manifest.json'];
  if (!markers.every((m) => existsSync(path.join(root, app, 'dist', m)))) return true;
  const file = builtHashFile(app, root);
  return !existsSync(file) || readFileSync(file, 'utf8').trim() !== sourceHash(app, root);
}

/** The lock a build of the checkout holds (a folder: creating one is atomic), with the holder's pid inside. */
export const buildLockDir = (root = ROOT) => path.join(root, '.portal-build.lock');

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Runs `fn` holding the checkout's build lock, so two starts (or a start and `pnpm build`) never
 * build into the same dist at once: a second one waits, saying for whom, then runs (and finds
 * the apps built). A lock whose process is gone is taken over.
 */
export async function withBuildLock(fn, { root = ROOT, log = (line) => console.log(line), pollMs = 1000 } = {}) {
  const dir = buildLockDir(root);
  const pidFile = path.join(dir, 'pid');
  let told = false;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(pidFile, String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(existsSync(pidFile) ? readFileSync(pidFile, 'utf8') : NaN);
      // A holder that died mid-build (or before writing its pid, seconds ago at most) left the lock behind.
      const ageMs = Date.now() - statSync(dir, { throwIfNoEntry: false })?.mtimeMs;
      if (Number.isInteger(holder) ? !alive(holder) : ageMs > 10_000) {
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (!told) log(`another build of this checkout is running (pid ${Number.isInteger(holder) ? holder : '?'}): waiting for it…`);
      told = true;
      await sleep(pollMs);
    }
  }
  const release = () => rmSync(dir, { recursive: true, force: true });
  process.once('exit', release);
  try {
    return await fn();
  } finally {
    process.removeListener('exit', release);
    release();
  }
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
 * (side by side, each build writing it would race). Each app that built records the hash of the
 * sources it started from (`recordBuilds`; see needsBuild). Resolves with each app's seconds;
 * rejects when a build failed (the others already started run to their end). Callers hold the
 * checkout's build lock (withBuildLock).
 */
export async function buildApps(apps, { jobs = buildJobs(), log = (line) => console.log(line), command = (app) => ['pnpm', ['--filter', app, 'run', 'build']], remotesJson = true, recordBuilds = true } = {}) {
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
      // Taken before the build: an edit made while it runs leaves the app stale for the next start.
      const hash = recordBuilds ? sourceHash(app) : undefined;
      const [cmd, args] = command(app);
      const { code, output } = await runQuiet(cmd, args, { env });
      if (code !== 0) {
        failed.push(app);
        log(`${output.trimEnd()}\nbuilding ${app}… failed (exit ${code}) after ${seconds(Date.now() - appStarted)} s`);
        continue;
      }
      if (hash) recordBuild(app, hash);
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

/**
 * `pnpm dev`'s ports, from one base: `PORT` (default the shell's 3000) is the shell's, the remotes
 * follow on base + 1 to base + 5 in REMOTES order (so the default is the ports each remote has alone).
 */
export function devPorts(env = process.env) {
  const given = env.PORT ?? String(SHELL_APP.port);
  const base = Number(given);
  const last = base + REMOTES.length;
  if (!/^\d+$/.test(given) || base < 1 || last > 65535) throw new Error(`PORT=${given} is not a base port: give a number from 1 to ${65535 - REMOTES.length} (the shell on it, the remotes on the next ${REMOTES.length})`);
  return [{ pkg: SHELL_APP.pkg, port: base }, ...REMOTES.map((pkg, i) => ({ pkg, port: base + 1 + i }))];
}

/** Whether something already listens on `port` on the dev servers' address (127.0.0.1). */
export function portTaken(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => (error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(true) : reject(error)));
    probe.once('listening', () => probe.close(() => resolve(false)));
    probe.listen({ port, host, exclusive: true });
  });
}

/** Why `pnpm dev` cannot start on these ports (each taken one named, and how to move them all), or null. */
export async function devPortsProblem(ports, taken = portTaken) {
  const busy = [];
  for (const entry of ports) if (await taken(entry.port)) busy.push(entry);
  if (busy.length === 0) return null;
  const base = ports[0].port;
  const named = busy.map(({ pkg, port }) => `${port} (${pkg})`).join(', ');
  return (
    `pnpm dev: port${busy.length > 1 ? 's' : ''} ${named} ${busy.length > 1 ? 'are' : 'is'} in use. ` +
    `Stop what runs there, or move every dev server with another base port: PORT=${base + 100} pnpm dev ` +
    `(the shell on ${base + 100}, the remotes on ${base + 101} to ${base + 100 + ports.length - 1}).`
  );
}
