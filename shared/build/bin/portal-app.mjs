#!/usr/bin/env node
// `portal-app build` / `portal-app start`: builds or serves the app in the current folder from
// its webpack.config.mjs (which calls the one factory in ../webpack.mjs).
// `portal-app publish [--prebuilt]` / `rollback [remote]` / `prune [remote] [--keep N]`: versioned remotes
// (see ../versions.mjs); `--apps-root <dir>` works on a deployment's folder instead of this checkout.
// `portal-app move <remote> --origin <url>`: the remote's current (and previous) version served from
// its team's own origin.
// Rollback, prune and move rewrite one JSON file: they load no webpack, dev server or TypeScript.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BASE_PATH, REMOTES, appOf } from '../apps.mjs';
import { entryIntegrity } from '../integrity.mjs';
import { VERSIONS_DIR, moveRemote, publishRelease, pruneVersions, rollbackRelease, stampOf, versionedEntry, workspaceRootOf, writeJsonAtomic } from '../versions.mjs';

const USAGE = 'usage: portal-app build|start|publish | portal-app rollback|prune [remote] [--keep N] [--apps-root DIR] | portal-app move <remote> --origin URL [--apps-root DIR]';
const [command, ...rest] = process.argv.slice(2);
const option = (name) => {
  const at = rest.indexOf(name);
  return at >= 0 ? rest[at + 1] : undefined;
};
const positional = rest.filter((arg, i) => !arg.startsWith('--') && !rest[i - 1]?.startsWith('--'));
// The workspace this runs in (found from the current folder, not from where this script lives:
// a clone whose node_modules resolve to another checkout still writes its own files).
const ROOT = workspaceRootOf(process.cwd());
const appsRoot = path.resolve(option('--apps-root') ?? ROOT);
const remotesJson = path.join(appsRoot, 'shell', 'dist', 'remotes.json');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The remote's package: the argument (`mf-help` or `mf_help`), else the folder this runs in. */
function remotePackage() {
  const given = positional[0] ?? readJson(path.resolve('package.json')).name;
  const pkg = appOf(given)?.pkg;
  if (!pkg || !REMOTES.includes(pkg)) {
    console.error(`${given} is not a remote (one of ${REMOTES.join(', ')})`);
    process.exit(2);
  }
  return pkg;
}
const federationName = (pkg) => appOf(pkg).federation;

if (command === 'rollback' || command === 'prune' || command === 'move') {
  const pkg = remotePackage();
  if (!existsSync(remotesJson)) {
    console.error(`${remotesJson} is missing: build the shell first`);
    process.exit(1);
  }
  try {
    const manifest = readJson(remotesJson);
    if (command === 'move') {
      const origin = option('--origin');
      if (!origin) throw new Error('move needs --origin <url> (the team server, e.g. https://help.example.com)');
      const next = moveRemote(manifest, federationName(pkg), origin);
      writeJsonAtomic(remotesJson, next);
      console.log(`${pkg}: served from ${next.remotes.find((r) => r.name === federationName(pkg)).entry} (in ${remotesJson})`);
    } else if (command === 'rollback') {
      const next = rollbackRelease(manifest, federationName(pkg));
      writeJsonAtomic(remotesJson, next);
      const now = next.remotes.find((r) => r.name === federationName(pkg));
      console.log(`${pkg}: back to ${now.version} (${now.entry}); ${now.previous.version} is its previous version (in ${remotesJson})`);
    } else {
      const keep = Number(option('--keep') ?? 3);
      if (!Number.isInteger(keep) || keep < 0) throw new Error('--keep takes a whole number');
      const remote = manifest.remotes.find((r) => r.name === federationName(pkg));
      const removed = pruneVersions({ dist: path.join(appsRoot, pkg, 'dist'), remote, keep });
      console.log(removed.length ? `${pkg}: removed ${removed.join(', ')}` : `${pkg}: nothing to remove`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  process.exit(0);
}

/** Points remotes.json at a complete version folder (the one it replaces becomes `previous`). */
async function release(pkg, target, version, started) {
  const { DECLARATION_FILE: declarationFile, writeRemotesJson: writeAll } = await import('../remotes.mjs');
  const declaration = readJson(path.join(target, declarationFile));
  if (!existsSync(remotesJson)) writeAll({ shellDist: path.dirname(remotesJson), remotes: REMOTES.map((p) => ({ pkg: p, dist: path.join(appsRoot, p, 'dist') })) });
  const manifest = existsSync(remotesJson) ? readJson(remotesJson) : { remotes: [] };
  const next = publishRelease(manifest, { ...declaration, version, entry: versionedEntry(pkg, version), integrity: entryIntegrity(target) });
  writeJsonAtomic(remotesJson, next);
  const now = next.remotes.find((r) => r.name === declaration.name);
  console.log(`${pkg}: published ${now.version} at ${now.entry} in ${((Date.now() - started) / 1000).toFixed(1)} s${now.previous ? `; previous ${now.previous.version}` : ''} (in ${remotesJson})`);
}

const publishing = command === 'publish' && (() => {
  const pkg = remotePackage();
  const versions = path.join(appsRoot, pkg, 'dist', VERSIONS_DIR);
  // --prebuilt: the build already in <apps-root>/<remote>/dist, under the version it was built as
  // (build once in CI, publish that artifact), else a new build of this checkout.
  const prebuilt = rest.includes('--prebuilt');
  const stamp = prebuilt ? readJson(path.join(appsRoot, pkg, 'dist', 'remote.json')) : stampOf(process.cwd());
  const target = path.join(versions, stamp.version);
  if (existsSync(target)) {
    console.error(`${target} exists: a published version is never rebuilt`);
    process.exit(1);
  }
  // Made beside its final place and renamed into it: a version folder is only ever complete.
  const staging = path.join(versions, `.staging-${stamp.version}`);
  return { pkg, prebuilt, stamp, target, staging };
})();

if (publishing?.prebuilt) {
  const { pkg, stamp, target, staging } = publishing;
  const started = Date.now();
  const dist = path.join(appsRoot, pkg, 'dist');
  // Copied beside the dist (not into itself), then renamed into its versions folder.
  const outside = path.join(appsRoot, pkg, `.publishing-${path.basename(staging)}`);
  cpSync(dist, outside, { recursive: true, preserveTimestamps: true, filter: (file) => path.relative(dist, file).split(path.sep)[0] !== VERSIONS_DIR });
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(outside, target);
  await release(pkg, target, stamp.version, started);
  process.exit(0);
}

if (command !== 'build' && command !== 'start' && command !== 'publish') {
  console.error(USAGE);
  process.exit(2);
}
// Building and serving: webpack, its dev server, and TypeScript for the mock API (CommonJS packages).
const [{ default: webpack }, { register }, { register: registerCjs }, { RemoteDeclarationPlugin, writeRemotesJson }] = await Promise.all([
  import('webpack'),
  import('tsx/esm/api'),
  import('tsx/cjs/api'),
  import('../remotes.mjs'),
]);
register();
registerCjs();
const mode = command === 'start' ? 'development' : 'production';
const { default: makeConfig } = await import(pathToFileURL(path.resolve('webpack.config.mjs')).href);
const config = makeConfig({}, { mode });

if (publishing) {
  const { stamp, target, staging, pkg } = publishing;
  config.output.path = staging;
  const declarationPlugin = config.plugins.find((plugin) => plugin instanceof RemoteDeclarationPlugin);
  declarationPlugin.stamp = stamp;
  const started = Date.now();
  webpack(config, (err, stats) => {
    if (err || stats.hasErrors()) {
      console.error(err ?? stats.toString({ preset: 'errors-warnings', colors: false }));
      process.exit(1);
    }
    renameSync(staging, target);
    release(pkg, target, stamp.version, started).catch((error) => {
      console.error(error);
      process.exit(1);
    });
  });
}

if (command === 'build') {
  const started = Date.now();
  webpack(config, (err, stats) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    const info = stats.toString({ preset: 'errors-warnings', colors: false });
    if (info.trim()) console.log(info);
    if (stats.hasErrors()) process.exit(1);
    // The servers serve a .br/.gz copy only when it is not older than its file (a stale copy of an
    // earlier build must not stand in); webpack may write a copy a few ms before the file itself.
    const now = new Date();
    for (const name of Object.keys(stats.compilation.assets)) {
      if (/\.(?:br|gz)$/.test(name)) utimesSync(path.join(stats.compilation.outputOptions.path, name), now, now);
    }
    // PORTAL_STATS=1: the module-per-chunk picture, for looking at what a page pays for.
    if (process.env.PORTAL_STATS) {
      // Every module listed by name, ungrouped, also those the persistent cache restored (`cachedModules`).
      const listAll = { chunkModulesSpace: Infinity, nestedModulesSpace: Infinity, cachedModules: true, dependentModules: true, groupModulesByCacheStatus: false, groupModulesByAttributes: false, groupModulesByType: false, groupModulesByPath: false, groupModulesByExtension: false, groupModulesByLayer: false };
      writeFileSync(path.resolve('stats.json'), JSON.stringify(stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, modules: false, assets: true, ids: true, moduleAssets: false, reasons: false, ...listAll })));
    }
    // Every build leaves the portal's remotes.json in step with the remotes' declarations
    // (buildApps, running builds side by side, writes it once after the last: PORTAL_REMOTES_JSON=defer).
    if (process.env.PORTAL_REMOTES_JSON !== 'defer') writeRemotesJson({ shellDist: path.join(ROOT, 'shell', 'dist'), remotes: REMOTES.map((pkg) => ({ pkg, dist: path.join(ROOT, pkg, 'dist') })) });
    console.log(`${path.basename(process.cwd())}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
} else if (command === 'start') {
  const { default: WebpackDevServer } = await import('webpack-dev-server');
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
  console.log(`${path.basename(process.cwd())}: http://localhost:${config.devServer.port}${BASE_PATH}/`);
}
