// The one webpack + Module Federation config factory used by the shell and every remote.
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { readFileSync, existsSync, realpathSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { constants as zlibConstants } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { RemoteDeclarationPlugin, composeRemotes, readClaims } from './remotes.mjs';
import { RemoteIntegrityPlugin } from './integrity-plugin.mjs';
import { WORKSPACE_DIRS, stampOf, workspaceRange } from './versions.mjs';
import { BASE_PATH, appOf } from './apps.mjs';

const require = createRequire(import.meta.url);
// Module Federation finds the compiler's webpack by calling it without options and reading the
// error's stack: webpack then compiles its whole options schema with ajv, over a second per
// build. Told which webpack it is (this file's, the one every build here runs), it skips that.
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');
const { kitPartFiles, kitPartsUsed } = require('./kit-parts.cjs');
const { insertStylesheet } = require('./kit-css.cjs');
const workspaceRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** The part of react-router the portal uses, shared in place of react-router(-dom). */
export const ROUTER = path.join(workspaceRoot, 'shared/ui/src/kit/router.ts');
/**
 * react-router's package points every bundler at its development build (dev warnings and
 * checks included); production builds take its production build instead.
 */
export function reactRouterProduction() {
  const dom = createRequire(path.join(workspaceRoot, 'shared/ui/package.json')).resolve('react-router-dom/package.json');
  const dist = path.join(path.dirname(createRequire(dom).resolve('react-router/package.json')), 'dist/production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}
/** Where the page's style nonce is read, for what inserts <style> elements (see runtime/csp-nonce.js). */
const CSP_NONCE = path.join(workspaceRoot, 'shared/build/runtime/csp-nonce.js');
/**
 * @rc-component/util's dynamicCSS (antd 6's style writer), imported by name (cssinjs) or by a
 * relative path (the util's own index, which the dialogs' scroll lock and the scrollbar measure
 * import), goes to a wrapper that hands every call the page's nonce. ConfigProvider's `csp` covers
 * antd's and the icons' styles, but the scroll lock is given no nonce by any public option.
 */
export function styleNonceAliases() {
  const antd = createRequire(path.join(workspaceRoot, 'shared/ui/package.json')).resolve('antd/package.json');
  const original = realpathSync(createRequire(antd).resolve('@rc-component/util/es/Dom/dynamicCSS.js'));
  const wrapper = path.join(workspaceRoot, 'shared/build/runtime/rc-dynamic-css.js');
  return { '@rc-component/util/es/Dom/dynamicCSS$': wrapper, [original.replace(/\.js$/, '')]: wrapper, 'portal-rc-util-dynamic-css$': original };
}
/**
 * MF's plugin that hands the shell's federation runtime to the remotes, in its ES module form
 * (the form `provideExternalRuntime` resolves pulls in a second, CommonJS copy of the runtime).
 */
export const PROVIDE_RUNTIME_PLUGIN = require
  .resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))] })
  .replace(/\.cjs$/, '.js');

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The versions of the shared contract (see versions.mjs) an app built from `appDir` runs. */
function runningContract(appDir) {
  const react = readJson(createRequire(path.join(appDir, 'package.json')).resolve('react/package.json')).version;
  return { '@portal/core': workspaceVersion('shared/core'), '@portal/ui': workspaceVersion('shared/ui'), react };
}

function workspaceVersion(dir) {
  return readJson(path.join(workspaceRoot, dir, 'package.json')).version;
}

/**
 * Singletons shared by every app. antd is never shared whole: the UI kit `@portal/ui/kit` is
 * shared one part (one antd component, or one portal piece built on it) at a time, so a page
 * fetches only the components it renders. Each part is provided by every build from its file
 * (`import`), so the shell, registered first, provides all of them and every remote uses the
 * shell's copies: antd's internal contexts (theme, locale, form) stay one instance.
 */
export function sharedModules({ eager = false, kitParts } = {}) {
  // Suffix matching catches pnpm's .pnpm/<pkg>@<v>/node_modules/<pkg> paths; the prefix forms
  // (`react/`, `react-dom/`) cover react/jsx-runtime and react-dom/client.
  const lib = (requiredVersion) => ({ singleton: true, requiredVersion, allowNodeModulesSuffixMatch: true });
  const prefix = (requiredVersion) => ({ singleton: true, requiredVersion });
  // The shared workspace packages: the range the build's remotes.json contract names, strictly, so
  // the federation runtime refuses a mismatched singleton the shell's check would refuse too.
  const own = (dir) => {
    const name = Object.keys(WORKSPACE_DIRS).find((pkg) => WORKSPACE_DIRS[pkg] === dir);
    return { singleton: true, requiredVersion: workspaceRange(name, workspaceRoot), strictVersion: true, version: workspaceVersion(dir) };
  };
  // What every page needs before its first render, in the shell's entry chunk (the shell's
  // build only): one file fetched with the page instead of two more rounds of requests after it.
  const first = (config) => (eager ? { ...config, eager: true } : config);
  // React's range as the kit's package names it (every app moves with it, in one step).
  const react = readJson(path.join(workspaceRoot, 'shared/ui/package.json')).dependencies.react;
  return {
    react: first(lib(react)),
    'react/': first(prefix(react)),
    'react-dom': first(lib(react)),
    'react-dom/': first(prefix(react)),
    // Every `react-router(-dom)` import of the apps resolves to ROUTER (see the rules below).
    [ROUTER]: first({ ...own('shared/ui'), shareKey: '@portal/ui/router', import: ROUTER }),
    'single-spa': first(lib('^6.0.0')),
    'single-spa-react': first(lib('^6.0.0')),
    '@tanstack/react-query': lib('^5.108.0'),
    '@portal/core': first(own('shared/core')),
    '@portal/ui': first(own('shared/ui')),
    ...Object.fromEntries(
      Object.entries(kitPartFiles())
        .filter(([part]) => !kitParts || kitParts.includes(part))
        .map(([part, file]) => [`@portal/ui/kit/${part}`, { ...own('shared/ui'), import: file }]),
    ),
    '@portal/ui/session': own('shared/ui'),
    '@portal/ui/fields': own('shared/ui'),
  };
}

/**
 * The kit parts an app's build provides (`kitParts` of sharedModules). The shell: every part (all
 * remotes use its copies, so antd's contexts stay one). A remote: only those its own code (src,
 * and dev for its harness) and the shared packages import, so it compiles, minifies and declares
 * in its remoteEntry.js no antd component it never renders (home and help render none of their
 * own). A part a remote imports is always among them: sources name each part by its path (lint refuses the barrel).
 */
export function providedKitParts(app) {
  if (app.kind === 'host') return undefined;
  // Read once per build: the federation config and the cache's key both ask.
  if (!kitPartsByDir.has(app.dir)) {
    const own = ['src', 'dev'].map((dir) => path.join(app.dir, dir)).filter((dir) => existsSync(dir));
    kitPartsByDir.set(app.dir, kitPartsUsed([...own, path.join(workspaceRoot, 'shared/ui/src'), path.join(workspaceRoot, 'shared/core/src')]));
  }
  return kitPartsByDir.get(app.dir);
}
const kitPartsByDir = new Map();

/** The kit's stylesheet placeholder (KIT_SHEET of kit-css.cjs), as a module rule's test. */
const KIT_SHEET_FILE = /[\\/]shared[\\/]ui[\\/]src[\\/]kit[\\/]styles[\\/]kit\.css$/;

/** The libraries of @portal/core's signed client chunk (see the split chunks' defaultVendors). */
const SIGNED_CLIENT_LIBS = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:ky|crypto-js)[\\/]/;

/** The files of the shell's bootstrap chunk group (`import('./bootstrap')` in src/index.ts). */
function bootstrapFiles(compilation) {
  const files = [];
  for (const entry of compilation.entrypoints.values()) {
    for (const group of entry.getChildren()) {
      if (!group.origins.some((o) => o.request === './bootstrap')) continue;
      for (const chunk of group.chunks) files.push(...chunk.files);
    }
  }
  return files;
}

/**
 * index.html preloads the shell's own first chunk (`import('./bootstrap')` in src/index.ts):
 * it downloads beside main.js instead of after main.js has run. main.js itself, the largest file
 * every page waits for, is preloaded at high priority (`data-portal-start`), not a deferred script:
 * src/early.js (inline in index.html) runs it once it has asked for the page's remote files, so
 * main.js's first long task never holds those requests back (in Lighthouse's simulation they then
 * waited for main.js, and the page's first paint with them: home LCP 2.3-2.6 s).
 *
 * It also names the signed client's files (ky and the signing, @portal/core's `signed-client`
 * chunk) in `<meta name="portal-signed-client">`: early.js preloads them beside main.js where the
 * first view waits for a call (a stored session, a claim with `firstCall`), not after main.js has run.
 */
class PreloadBootstrapPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootstrapPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootstrapPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const files = bootstrapFiles(compilation).filter((file) => /\.(?:js|css)$/.test(file));
        const tags = files.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${publicPath}${file}` }));
        const signedClient = compilation.namedChunkGroups.get('signed-client');
        if (!signedClient) throw new Error('PreloadBootstrapPlugin: no signed-client chunk (the webpackChunkName of @portal/core/src/http)');
        const clientFiles = signedClient.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        tags.push(HtmlWebpackPlugin.createHtmlTagObject('meta', { name: 'portal-signed-client', content: clientFiles.map((file) => `${publicPath}${file}`).join(' ') }));
        // The entry scripts are fetched with the page and run once src/early.js says so (see there).
        data.headTags = data.headTags.map((tag) =>
          tag.tagName === 'script'
            ? HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: tag.attributes.src, fetchpriority: 'high', 'data-portal-start': true })
            : tag,
        );
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}

/**
 * The shell's index.html: its base path written in, and src/early.js in its inline script (minified
 * in production; the servers allow it by the hash of what is deployed).
 */
export function shellPage(appDir, minify = true) {
  const early = readFileSync(path.join(appDir, 'src/early.js'), 'utf8');
  const code = minify ? swcMinify(early) : early;
  // `</script` inside the code would end the element early.
  if (/<\/script/i.test(code)) throw new Error('src/early.js must not contain "</script"');
  return readFileSync(path.join(appDir, 'src/index.html'), 'utf8')
    .replaceAll('__PORTAL_BASE_PATH__', BASE_PATH)
    .replace('__PORTAL_FAVICON_SVG__', () => faviconDataUrl())
    .replace('/* __PORTAL_EARLY_JS__ */', () => code.trim());
}

function swcMinify(code) {
  return require('@swc/core').minifySync(code, { compress: true, mangle: true, ecma: 5, module: false }).code;
}

/** V8's explicit compile hint: every function of the script is compiled as it streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's explicit compile hint (Chromium 136 and later) at the top of the shell's scripts whose
 * functions nearly all run before the first view: the entry scripts (main.js: the federation
 * runtime, the router, single-spa, @portal/core and @portal/ui; react-dom's own script), the
 * bootstrap chunk, and the kit's base (antd's theme, config and style engine: a page fetches it
 * only to render a kit part, and then runs nearly all of it). V8 then compiles their functions on
 * a background thread while the file downloads, not one by one on the main thread when each is
 * first called (a cold home load: 79 -> 39 ms of compiling on the main thread, its script tasks
 * 117 -> 72 ms; the contract list with the kit's base: 101 -> 80 ms). Other chunks, whose
 * functions mostly wait for a click, keep V8's lazy compiling. Added after minification (the
 * minifier would drop the comment) and before content hashing and compression.
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const entryFiles = [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles());
        const kitBase = [...(compilation.namedChunks.get('kit-base')?.files ?? [])];
        for (const file of new Set([...entryFiles, ...bootstrapFiles(compilation), ...kitBase])) {
          if (file.endsWith('.js') && compilation.getAsset(file)) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

/**
 * The files a first view waits for: the entry scripts (main.js, a remote's remoteEntry.js), react-dom,
 * the shell's bootstrap chunk, the kit's base, the signed client, a remote's parcel, and the small
 * JSON, SVG and HTML files. Their brotli copies are brotli's best (11). The other chunks (pages,
 * kit parts, the remotes' own copies of shared libraries) get 10: 2.8 times faster to write (all
 * apps: 5.6 s of CPU instead of 15.7 s, a clean build 4-5 s shorter) for 1.6-2.6% more bytes.
 */
export const FIRST_VIEW_FILE = /(?:^|\/)(?:(?:main|remoteEntry)\.js|(?:react-dom|bootstrap|kit-base|signed-client|__federation_expose_parcel)\.[0-9a-f]+\.(?:js|css)|[^/]+\.(?:json|svg|html))$/;

const brotli = (quality) => ({ algorithm: 'brotliCompress', filename: '[path][base].br', compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } } });
// index.html is never precompressed: the servers write each answer's CSP nonce into it.
const NEVER = /(?:^|\/)index\.html$/;

/** The build's precompressed copies of its text files (see the plugins below). */
const PRECOMPRESSED = [
  { ...brotli(11), include: FIRST_VIEW_FILE, exclude: NEVER },
  { ...brotli(10), exclude: [NEVER, FIRST_VIEW_FILE] },
  { algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 }, exclude: NEVER },
].map((options) => ({ ...options, test: /\.(?:js|css|html|json|svg)$/, threshold: 1024, minRatio: 0.9 }));

/** The portal's SVG icon, which the shell also serves. */
const FAVICON_SVG = path.join(workspaceRoot, 'shell/public/favicon.svg');

/** The portal's SVG icon as a data: URL, for a page that asks no server for it. */
function faviconDataUrl() {
  return `data:image/svg+xml,${encodeURIComponent(readFileSync(FAVICON_SVG, 'utf8').trim())}`;
}

/** The page of a remote's QA harness: the same for every remote but its title. */
function harnessPage(dir) {
  const title = `${path.basename(dir)} · QA harness`;
  // The portal's favicon inline, so a remote's own server (which has no shell/public) answers no 404 for it.
  const icon = existsSync(FAVICON_SVG)
    ? `\n    <link rel="icon" type="image/svg+xml" href="${faviconDataUrl()}" />`
    : '';
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>${icon}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * `pnpm dev` tells the shell's dev server where the remotes' dev servers are
 * (PORTAL_DEV_REMOTES: [{pkg, port}]); its remotes.json points at them, claims read from source.
 */
async function devRemotesJson() {
  const remotes = JSON.parse(process.env.PORTAL_DEV_REMOTES ?? '[]');
  const declarations = await Promise.all(
    remotes.map(async ({ pkg }) => ({ pkg, name: appOf(pkg).federation, ...stampOf(path.join(workspaceRoot, pkg)), routes: await readClaims(path.join(workspaceRoot, pkg)) })),
  );
  const entries = remotes.map(({ pkg, port }) => ({ name: appOf(pkg).federation, entry: `http://localhost:${port}${BASE_PATH}/mf-manifest.json` }));
  return composeRemotes(declarations, { remotes: entries });
}

/**
 * Webpack's persistent cache for production builds, in the app's node_modules/.cache/webpack: a
 * rebuild (`pnpm start` or `pnpm bench` after an edit, `pnpm build` again) reuses the unchanged
 * modules' transforms, minified chunks and brotli/gzip copies. It is keyed on the config's code
 * (this file and what it imports, the app's webpack.config.mjs), the lockfile, and what the config
 * reads from disk (the kit's parts, the workspace versions): a change to any of them starts afresh.
 * `PORTAL_BUILD_CACHE=0` builds without it.
 */
export function buildCache(app, mode, env = process.env) {
  if (env.PORTAL_BUILD_CACHE === '0') return false;
  const lockfile = path.join(workspaceRoot, 'pnpm-lock.yaml');
  const version = createHash('sha256')
    .update(JSON.stringify({ parts: kitPartFiles(), provided: providedKitParts(app), core: workspaceVersion('shared/core'), ui: workspaceVersion('shared/ui'), node: process.versions.node }))
    .digest('hex')
    .slice(0, 16);
  return {
    type: 'filesystem',
    cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
    // Source-mapped builds (PORTAL_SOURCEMAP) keep a cache of their own: the cache does not see devtool.
    name: `${app.name}-${mode}${env.PORTAL_SOURCEMAP ? '-sourcemap' : ''}`,
    version,
    buildDependencies: {
      config: [fileURLToPath(import.meta.url), path.join(app.dir, 'webpack.config.mjs'), require.resolve('./kit-parts.cjs'), require.resolve('./kit-css.cjs'), ...(existsSync(lockfile) ? [lockfile] : [])],
    },
  };
}

/** The app's federation name and dev port from the list (apps.mjs) when its config leaves them out; a different one is refused. */
function withListedName(app) {
  const listed = appOf(path.basename(app.dir));
  if (!listed) return app;
  if ((app.name ?? listed.federation) !== listed.federation) throw new Error(`${app.dir}: federation name ${app.name}, but apps.mjs lists ${listed.federation}`);
  return { ...app, name: listed.federation, port: app.port ?? listed.port };
}

/**
 * @param {object} app
 * @param {string} app.dir        absolute folder of the app
 * @param {string} [app.name]     Module Federation name (a JS identifier; default: apps.mjs's)
 * @param {'host'|'remote'} app.kind
 * @param {number} [app.port]     dev-server port (default: apps.mjs's)
 * @param {Record<string,string>} [app.exposes]
 * @param {string[]} [app.runtimePlugins]
 */
export function createAppConfig(given, env = {}, argv = {}) {
  const app = withListedName(given);
  const mode = argv.mode ?? env.mode ?? 'production';
  const prod = mode === 'production';
  const isHost = app.kind === 'host';
  const standalone = !isHost && !prod;
  // Fast Refresh in development; in `pnpm dev` a remote's refresh runtime is not bound to the
  // shell's React roots (modules were replaced, nothing re-rendered), so there a remote reloads the page.
  const refresh = !prod && !(process.env.PORTAL_DEV_COMPOSED === '1' && !isHost);
  const entry = isHost ? './src/index.ts' : standalone ? './dev/index.ts' : undefined;
  const publicDir = path.join(app.dir, 'public');
  /** The app's own sources: their CSS is a file in production (the rules below). */
  const ownSources = path.join(app.dir, 'src');
  // No CSS maps in production: a source-mapped build (PORTAL_SOURCEMAP) ships the same scripts.
  const cssLoader = { loader: require.resolve('css-loader'), options: { sourceMap: !prod } };

  return {
    mode,
    context: app.dir,
    target: 'web',
    // PORTAL_SOURCEMAP=1: hidden source maps, to attribute a chunk's minified bytes to its sources.
    devtool: prod ? (process.env.PORTAL_SOURCEMAP ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
    // Development keeps webpack's memory cache (the dev server rebuilds in one process).
    ...(prod ? { cache: buildCache(app, mode) } : {}),
    entry: entry ? { main: entry } : {},
    output: {
      path: path.join(app.dir, 'dist'),
      // The shell lives at /cWeb/; a remote works from wherever remotes.json says it is (in dev
      // too: alone its harness page loads it from /cWeb/, in `pnpm dev` the shell from its server).
      publicPath: isHost ? `${BASE_PATH}/` : 'auto',
      uniqueName: app.name,
      // Entry chunks keep their name (the federation runtime cannot hash them; the server makes
      // browsers revalidate them); every other chunk is content-hashed and cached for good.
      // main.js keeps its name (index.html's entry); the shell's other first script (react-dom) is hashed.
      filename: isHost && prod ? (data) => (data.chunk?.name === 'main' ? '[name].js' : '[name].[contenthash:8].js') : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Published versions (`portal-app publish`) live in dist/versions/ and outlast every build; the
      // shell's remotes.json is the deployment's (which version of each remote is current): a new
      // build of the shell keeps it, and the build then brings it in step with the remotes.
      clean: { keep: isHost ? /^(versions(\/|$)|remotes\.json$)/ : /^versions(\/|$)/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...styleNonceAliases(), ...(prod ? reactRouterProduction() : {}) },
    },
    module: {
      rules: [
        {
          // The apps' react-router imports go to the portal's slice of it (one shared singleton).
          test: /\.[cm]?[jt]sx?$/,
          exclude: [/node_modules/, ROUTER],
          resolve: { alias: { 'react-router-dom$': ROUTER, 'react-router$': ROUTER } },
        },

        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                // React Fast Refresh in development: an edited component re-renders in place.
                transform: { react: { runtime: 'automatic', development: !prod, refresh } },
                target: 'es2020',
              },
            },
          },
        },
        {
          // @rc-component/form's modules have no import-time effects but its package does not say so:
          // said, a popup's form context (antd's ContextIsolator) takes its FormProvider alone, not the
          // whole form engine and validator (13 KB compressed on every page with a tooltip or a popup).
          test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@rc-component[\\/]form[\\/]/,
          sideEffects: false,
        },
        prod && {
          // The kit's antd styles: one sheet rendered at build time into the kit's placeholder, a file of
          // its own (the kitSheet cacheGroup below), loaded with the KitProvider part (see kit-css.cjs).
          test: KIT_SHEET_FILE,
          use: [MiniCssExtractPlugin.loader, cssLoader, require.resolve('./kit-css.cjs')],
        },
        prod && {
          // An app's own CSS (the shell's chrome, a remote's pages): a .css file per chunk, not a
          // string in its script for style-loader to insert. The browser parses it while the scripts
          // still download, not in the chunk's task; webpack's chunk loading waits for the <link> as
          // for the chunk's script, so nothing renders unstyled. The shell's first view's file is
          // preloaded by index.html (PreloadBootstrapPlugin), a page's remote's by early.js (its
          // manifest lists the parcel's CSS). A <link> to an origin the policy lists needs no nonce.
          test: /\.css$/,
          include: ownSources,
          use: [MiniCssExtractPlugin.loader, cssLoader],
        },
        {
          // The shared packages' CSS (@portal/ui's, in the shell's main.js): a file there would be a
          // stylesheet in index.html's head, which holds the boot bar's first paint back.
          test: /\.css$/,
          exclude: prod ? [ownSources, KIT_SHEET_FILE] : undefined,
          // Each <style> carries the page's nonce: the CSP allows no other inline style.
          use: [{ loader: require.resolve('style-loader'), options: { insert: CSP_NONCE } }, cssLoader],
        },
        {
          test: /\.(png|jpe?g|gif|svg|webp|mp4|woff2?)$/,
          type: 'asset/resource',
        },
        {
          test: /\.md$/,
          type: 'asset/source',
        },
      ].filter(Boolean),
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: isHost ? undefined : app.exposes,
        remotes: {},
        shared: sharedModules({ eager: isHost && prod, kitParts: providedKitParts(app) }),
        // Use the copy already loaded (the shell's): 'version-first' fetches every registered
        // remote's entry first, so one remote down broke loading the others' kit.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The federation runtime once per document: the shell provides it, a built remote uses
        // the shell's (a remote alone in its dev harness keeps its own).
        runtimePlugins: [...(app.runtimePlugins ?? []), ...(isHost ? [PROVIDE_RUNTIME_PLUGIN] : [])],
        // `target: 'web'` leaves the runtime's Node.js loaders out of the browser bundles.
        experiments: { optimization: { target: 'web' }, ...(!isHost && prod ? { externalRuntime: true } : {}) },
      }),
      entry &&
        new HtmlWebpackPlugin({
          // The page as text, never `template`: a template file is compiled by a child compilation,
          // which inherits Module Federation's provide hooks and so built every shared module again
          // for Node, 35 unreferenced chunks (10 MB) in the shell's dist, minified and compressed.
          templateContent: isHost ? shellPage(app.dir, prod) : harnessPage(app.dir),
          publicPath: `${BASE_PATH}/`,
          scriptLoading: 'defer',
        }),
      isHost && prod && new PreloadBootstrapPlugin(),
      isHost && prod && new CompileHintsPlugin(),
      prod && new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css', insert: insertStylesheet }),
      // The kit's stylesheet is in the build (kit-css.cjs): antd builds no component style in the browser (KitProvider.tsx).
      prod && new webpack.DefinePlugin({ __PORTAL_KIT_CSS__: 'true' }),
      // The shared contract the shell runs: it refuses a remote built against other versions.
      isHost && new webpack.DefinePlugin({ __PORTAL_CONTRACT__: JSON.stringify(runningContract(app.dir)) }),
      // Run-time files (remotes.json, static pages, media) ship beside the build.
      isHost && existsSync(publicDir) && new CopyPlugin({ patterns: [{ from: publicDir }] }),
      // A remote publishes its claims (src/claims.ts) as remote.json; remotes.json is made from them.
      !isHost && new RemoteDeclarationPlugin({ name: app.name, dir: app.dir }),
      // A built remote's files carry their SHA-384 in its manifest, and its loaders set them (integrity.mjs).
      !isHost && prod && new RemoteIntegrityPlugin(),
      // Every text file also as .br (brotli 11 or 10, see FIRST_VIEW_FILE) and .gz beside it: the preview server and
      // nginx (brotli_static, gzip_static) send those as they are, where on-the-fly compression
      // would spend a request's time and settle for a lower level.
      ...(prod ? PRECOMPRESSED.map((options) => new CompressionPlugin(options)) : []),
      // `library` keeps each app's refresh globals apart when several bundles share the page.
      refresh && new ReactRefreshPlugin({ library: app.name, overlay: false }),
    ].filter(Boolean),
    optimization: {
      minimize: prod,
      splitChunks: {
        // The kit's parts are many small async chunks: above webpack's default of 30 parallel
        // requests it copies shared modules into each chunk instead of splitting them out.
        maxAsyncRequests: 100,
        cacheGroups: {
          // What nearly every antd component needs (context, theme, CSS-in-JS, rc-util): one
          // chunk, fetched with the first kit part a page renders, not in pieces with each.
          kitBase: {
            test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:antd[\\/]es[\\/](?:_util|config-provider|theme|locale|style|version)[\\/]|@ant-design[\\/](?:cssinjs|cssinjs-utils|colors|fast-color)[\\/]|@rc-component[\\/](?:util|motion|resize-observer)[\\/]|clsx[\\/]|@babel[\\/]runtime[\\/]|@emotion[\\/]|stylis[\\/])/,
            chunks: 'async',
            minChunks: 2,
            name: 'kit-base',
            priority: 20,
            enforce: true,
          },
          // The kit's stylesheet in a file of its own (kit-sheet.<hash>.css), whichever chunks hold the
          // KitProvider part: fetched once, and named for insertStylesheet and the e2e tests.
          ...(prod ? { kitSheet: { type: 'css/mini-extract', test: KIT_SHEET_FILE, chunks: 'async', name: 'kit-sheet', priority: 40, enforce: true } } : {}),
          // webpack's default vendors group, but for ky and crypto-js: they stay in the chunk of
          // the signed client (@portal/core's http transport, protocol and storage sealer), one
          // file to preload, not split off beside it once they pass its 20 KB.
          defaultVendors: {
            test: (module) => {
              // As webpack reads a RegExp test: the module's name for conditions (a concatenated module's root).
              const name = module.nameForCondition?.() ?? '';
              return /[\\/]node_modules[\\/]/i.test(name) && !SIGNED_CLIENT_LIBS.test(name);
            },
            idHint: 'vendors',
            priority: -10,
            reuseExistingChunk: true,
          },
          // The shell's built page: react-dom in a script of its own beside main.js, so the browser
          // compiles and runs the two in two tasks, not in one long task that holds input and paint back.
          ...(isHost && prod
            ? { reactDom: { test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-dom[\\/]/, chunks: 'initial', name: 'react-dom', priority: 30, enforce: true } }
            : {}),
        },
      },
      // The swc minifier: a third of terser's time on these machines.
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: {
      port: Number(process.env.PORT ?? app.port),
      host: '127.0.0.1',
      hot: refresh,
      liveReload: true,
      // disableDotRule: page addresses may end in a file name (/treasuryFront/view/pdf/a.pdf);
      // only page loads (Accept: text/html) fall back, so a missing asset still gets its 404.
      historyApiFallback: { index: `${BASE_PATH}/index.html`, disableDotRule: true },
      static: existsSync(publicDir) ? [{ directory: publicDir, publicPath: `${BASE_PATH}/` }] : false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // In `pnpm dev` a remote's refresh socket is opened by the shell's page, another origin.
      allowedHosts: 'all',
      devMiddleware: { publicPath: `${BASE_PATH}/` },
      // 'info': the console says which modules Fast Refresh updated, or why it reloaded.
      client: { overlay: { errors: true, warnings: false }, logging: 'info' },
      setupMiddlewares: (middlewares, devServer) => {
        // The same mock API as the composed portal, in-process. By its path, not as a dependency:
        // the mock's tests use this package's jest preset, and a dependency back would be a cycle.
        const mockModule = import(pathToFileURL(path.join(workspaceRoot, 'shared/mock-api/src/index.ts')).href);
        const ready = mockModule.then((m) => m.createMockApp());
        devServer.app.use(async (req, res, next) => {
          if (!req.url.startsWith('/customer/client/') && !req.url.startsWith('/__mock/')) return next();
          const mock = await ready;
          mock.routing(req, res);
        });
        // The mock serves here, so its simulators fill the outside addresses the files leave out (as the preview server does).
        const withTelemetry = (json) => mockModule.then((m) => m.withMockTelemetry(json));
        if (isHost) {
          devServer.app.get(`${BASE_PATH}/portal.config.json`, (_req, res, next) =>
            mockModule.then((m) => res.set('Cache-Control', 'no-store').json(m.withMockPortalConfig(JSON.parse(readFileSync(path.join(publicDir, 'portal.config.json'), 'utf8')))), next),
          );
        }
        if (app.devRemotesJson) {
          devServer.app.get(`${BASE_PATH}/remotes.json`, (_req, res, next) => withTelemetry(app.devRemotesJson).then((json) => res.json(json), next));
        } else if (isHost && process.env.PORTAL_DEV_REMOTES) {
          devServer.app.get(`${BASE_PATH}/remotes.json`, (_req, res, next) => devRemotesJson().then(withTelemetry).then((json) => res.set('Cache-Control', 'no-store').json(json), next));
        }
        return middlewares;
      },
    },
  };
}

/** What every remote exposes: its single-spa parcel and its diagnostics. */
export const REMOTE_EXPOSES = { './parcel': './src/parcel.ts', './diagnostics': './src/diagnostics.ts' };

/**
 * A remote's whole webpack.config.mjs: `export default remoteConfig(import.meta.dirname)`; its
 * federation name and dev port come from apps.mjs.
 * @param {string} dir  the remote's folder
 * @param {object} [remote]
 * @param {() => import('webpack').WebpackPluginInstance[]} [remote.plugins]  its own plugins, made per build
 * @param {Record<string, string>} [remote.loaders]  a module rule's loader by the rule's test (String(/\.md$/)): its own files' loaders
 */
export function remoteConfig(dir, { plugins = () => [], loaders = {} } = {}) {
  return (env, argv) => {
    const config = createAppConfig({ dir, kind: 'remote', exposes: REMOTE_EXPOSES }, env, argv);
    config.plugins.push(...plugins());
    for (const [test, loader] of Object.entries(loaders)) {
      const rule = config.module.rules.find((r) => r && String(r.test) === test);
      if (!rule) throw new Error(`${path.basename(dir)}: no module rule for ${test}`);
      Object.assign(rule, { type: 'javascript/auto', use: loader });
    }
    return config;
  };
}
