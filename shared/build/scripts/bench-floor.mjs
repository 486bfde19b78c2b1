// The bench's framework floor: the stack the customer fixed (React, Module Federation with the
// shell's runtime options, react-router's slice, single-spa and single-spa-react), composed as the
// portal composes it (a host loading one remote's parcel at run time), rendering one heading and
// nothing of the portal. `pnpm bench` measures it beside the bare React page, so the budgets'
// ratios can be read against what the stack itself costs.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PROVIDE_RUNTIME_PLUGIN, ROUTER, reactRouterProduction } from '../webpack.mjs';
import { ROOT } from './lib.mjs';

const SOURCES = path.join(ROOT, 'shared/build/bench-floor');

/** The framework singletons the shell shares, with the same keys and options. */
function shared(eager) {
  const lib = { singleton: true, requiredVersion: false, eager };
  return {
    react: lib,
    'react/': lib,
    'react-dom': lib,
    'react-dom/': lib,
    [ROUTER]: { ...lib, shareKey: '@portal/ui/router', import: ROUTER, version: '1.0.0' },
    'single-spa': lib,
    'single-spa-react': lib,
  };
}

function config({ host, outDir, parcel }) {
  return {
    mode: 'production',
    context: SOURCES,
    target: 'web',
    entry: host ? { main: './host.js' } : {},
    output: {
      path: host ? outDir : path.join(outDir, 'remote'),
      publicPath: host ? '/' : 'auto',
      uniqueName: host ? 'floor_host' : 'floor_remote',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: host ? { keep: /^remote[\\/]/ } : true,
    },
    resolve: {
      modules: [path.join(ROOT, 'shell', 'node_modules'), path.join(ROOT, 'shared', 'ui', 'node_modules'), 'node_modules'],
      alias: { ...reactRouterProduction() },
    },
    module: { rules: [{ test: /\.js$/, exclude: /node_modules/, resolve: { alias: { 'react-router-dom$': ROUTER } } }] },
    plugins: [
      new ModuleFederationPlugin({
        name: host ? 'floor_host' : 'floor_remote',
        filename: 'remoteEntry.js',
        exposes: host ? undefined : { './parcel': parcel },
        remotes: {},
        shared: shared(host),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        runtimePlugins: host ? [PROVIDE_RUNTIME_PLUGIN] : [],
        experiments: { optimization: { target: 'web' }, ...(host ? {} : { externalRuntime: true }) },
      }),
    ],
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })] },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * Builds the floor into `outDir` (the host's page at /, the remote under /remote/). `parcel` picks
 * the remote's page: the framework floor's one heading, or the form floor's heading and antd form.
 */
export async function buildFloor(outDir, { parcel = './parcel.js' } = {}) {
  const compile = (c) =>
    new Promise((resolve, reject) => webpack(c, (err, s) => (err || s.hasErrors() ? reject(err ?? new Error(s.toString('errors-only'))) : resolve(s))));
  await compile(config({ host: false, outDir, parcel }));
  await compile(config({ host: true, outDir, parcel }));
  writeFileSync(
    path.join(outDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Framework floor</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  return outDir;
}
