#!/usr/bin/env node
// `portal-app build` / `portal-app start`: builds or serves the app in the current folder from
// its webpack.config.mjs (which calls the one factory in ../webpack.mjs).
import { register } from 'tsx/esm/api';
import { register as registerCjs } from 'tsx/cjs/api';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { ROOT, REMOTES } from '../scripts/lib.mjs';
import { writeRemotesJson } from '../remotes.mjs';

// The dev server's mock API is TypeScript, in CommonJS packages.
register();
registerCjs();

const command = process.argv[2];
if (command !== 'build' && command !== 'start') {
  console.error('usage: portal-app build|start');
  process.exit(2);
}
const mode = command === 'build' ? 'production' : 'development';
const { default: makeConfig } = await import(pathToFileURL(path.resolve('webpack.config.mjs')).href);
const config = makeConfig({}, { mode });

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
    // PORTAL_STATS=1: the module-per-chunk picture, for looking at what a page pays for.
    if (process.env.PORTAL_STATS) {
      writeFileSync(path.resolve('stats.json'), JSON.stringify(stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, modules: false, assets: true, ids: true, moduleAssets: false, reasons: false })));
    }
    // Every build leaves the portal's remotes.json in step with the remotes' declarations
    // (buildApps, running builds side by side, writes it once after the last: PORTAL_REMOTES_JSON=defer).
    if (process.env.PORTAL_REMOTES_JSON !== 'defer') writeRemotesJson({ shellDist: path.join(ROOT, 'shell', 'dist'), remotes: REMOTES.map((pkg) => ({ pkg, dist: path.join(ROOT, pkg, 'dist') })) });
    console.log(`${path.basename(process.cwd())}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
} else {
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
  console.log(`${path.basename(process.cwd())}: http://localhost:${config.devServer.port}/cWeb/`);
}
