// Production builds: the kit's antd styles, pre-rendered at build time (see
// shared/ui/src/kit/styles/renderKitStyles.tsx), ship as .css files, one per antd module that
// registers them (antd/es/button/style/index.js -> Button's CSS), and a base file (antd's shared
// reset, the icons' style and antd's map of what the files hold) with @ant-design/cssinjs's map
// reader. A chunk that holds such a module loads its file with it: webpack's chunk loading waits
// for the <link> as for the chunk's script, so a page fetches the CSS of the antd components its
// chunks can render, and only that, before any of them runs (no unstyled first frame). antd reads
// the map once and neither builds nor inserts a style it lists, so no CSS is made at run time.
// A <link> to the app's own origin needs no CSP nonce.
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(__dirname, 'scripts/kit-styles.mjs');
const INPUTS = ['shared/ui/src/kit/styles/renderKitStyles.tsx', 'shared/ui/src/kit/KitProvider.tsx'].map((file) => path.join(ROOT, file));
// Every app's build needs the same styles: rendered once per inputs and lockfile (antd's version).
const CACHE_DIR = path.join(__dirname, 'node_modules/.cache/kit-styles');
const ANTD_ES = path.join(path.dirname(createRequire(path.join(ROOT, 'shared/ui/package.json')).resolve('antd/package.json')), 'es');
/** The module that reads antd's map (cssinjs's cacheMapUtil): the base file travels with it. */
const BASE_MODULE = /[\\/]@ant-design[\\/]cssinjs[\\/](?:es|lib)[\\/]util[\\/]cacheMapUtil\.js$/;
/** Styles registered by no component module (antd's shared reset, the icons'): files of their own, with the map reader. */
const BASE_STYLES = { Shared: 'base', 'ant-design-icons': 'icons' };
const NAME = 'PortalKitCssPlugin';

/** { entries: [{ path, css }] in the sheet's order, map: antd's map rule }. */
function renderEntries() {
  const key = createHash('sha256');
  for (const file of [...INPUTS, SCRIPT, path.join(ROOT, 'pnpm-lock.yaml')]) key.update(readFileSync(file));
  const cached = path.join(CACHE_DIR, `${key.digest('hex').slice(0, 16)}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8'));
  const result = spawnSync(process.execPath, [SCRIPT], {
    cwd: __dirname,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(ROOT, 'shared/ui/tsconfig.json') },
  });
  if (result.status !== 0 || !result.stdout.includes('data-ant-cssinjs-cache-path')) {
    throw new Error(`the kit's styles were not rendered (exit ${result.status ?? result.signal}):\n${result.stderr}`);
  }
  // Apps build in parallel: a whole file appears at once, never one half written.
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, result.stdout);
  renameSync(partial, cached);
  return JSON.parse(result.stdout);
}

/**
 * Which antd module registers which style: `<Component>-<sub>` -> path under antd/es, read from
 * the `genStyleHooks('Button', …)`, `genSubStyleComponent(['Button', 'compact'], …)` calls of
 * antd's style files (a bare name registers as `<Name>-<Name>`).
 */
function readStyleModules(dir = ANTD_ES) {
  const modules = new Map();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js') && /[\\/]style/.test(path.relative(dir, full))) {
        const text = readFileSync(full, 'utf8');
        for (const m of text.matchAll(/gen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(\s*(\[[^\]]*\]|'[^']*')/g)) {
          const names = [...m[1].matchAll(/'([^']*)'/g)].map((n) => n[1]);
          const style = (names.length === 1 ? [names[0], names[0]] : names).join('-');
          modules.set(style, path.relative(dir, full).split(path.sep).join('/'));
        }
      }
    }
  };
  walk(dir);
  return modules;
}

/**
 * The kit's CSS files: [{ module (under antd/es, or 'base' / 'icons'), name, css, rank }], rank being the
 * place of the file's first style in the whole sheet (links go in <head> in that order, so the
 * rules keep the sheet's order whichever files a page loads). Throws on a style no module registers.
 */
function groupEntries({ entries, map }, styleModules = readStyleModules()) {
  const groups = new Map();
  entries.forEach((entry, index) => {
    const style = entry.path.split('|')[1];
    const module = BASE_STYLES[style] ?? styleModules.get(style);
    if (!module) throw new Error(`the kit's style ${entry.path} comes from no antd module the build knows (see kit-css.cjs)`);
    const group = groups.get(module) ?? { module, css: '', rank: index };
    group.css += entry.css;
    groups.set(module, group);
  });
  // The map: antd reads it once, before its first style, from this file (loaded with its reader).
  const base = groups.get('base') ?? { module: 'base', css: '', rank: -1 };
  base.css += map;
  groups.set('base', base);
  return [...groups.values()].map((group) => {
    const stem = Object.values(BASE_STYLES).includes(group.module) ? group.module : group.module.replace(/\.js$/, '').replace(/\/(?:style\/)?index$|\/style$/, '').replace(/\/style\//, '-').replace(/[^\w-]/g, '-');
    const hash = createHash('sha256').update(group.css).digest('hex').slice(0, 8);
    return { ...group, name: `kit-css/${stem}.${hash}.css` };
  });
}

/** The module's kit CSS files, if it registers kit styles (a module path as webpack has it). */
function filesOfModule(files, resource) {
  if (!resource) return [];
  if (BASE_MODULE.test(resource)) return files.filter((file) => Object.values(BASE_STYLES).includes(file.module));
  const m = /[\\/]node_modules[\\/]antd[\\/](?:es|lib)[\\/](.+)$/.exec(resource);
  return m ? files.filter((file) => file.module === m[1].split(path.sep).join('/')) : [];
}

/** Below this many characters a file several chunks hold is copied into each of them: a request costs more. */
const SMALL_SHARED = 3 * 1024;

/**
 * What each chunk loads: [chunk, its kit files in rank order] -> Map chunk -> files. The files only
 * one chunk holds, and small ones, become one file per chunk (fewer requests, one compression
 * context); a larger file two chunks hold stays on its own, fetched once whichever comes first.
 */
function filesOfChunks(chunkLists, small = SMALL_SHARED) {
  const holders = new Map();
  for (const [, list] of chunkLists) for (const file of list) holders.set(file, (holders.get(file) ?? 0) + 1);
  const alone = (file) => holders.get(file) > 1 && file.css.length >= small;
  const out = new Map();
  for (const [chunk, list] of chunkLists) {
    const own = list.filter((file) => !alone(file));
    const merged =
      own.length > 1
        ? (() => {
            const css = own.map((file) => file.css).join('');
            // The file that carries antd's map is named for it (`base+N`), whichever style comes first.
            const stem = own.some((file) => file.module === 'base') ? 'base' : /^kit-css\/(.+)\.[0-9a-f]{8}\.css$/.exec(own[0].name)[1];
            return { module: own.map((file) => file.module).join('+'), css, rank: own[0].rank, name: `kit-css/${stem}+${own.length - 1}.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css` };
          })()
        : own[0];
    out.set(chunk, [...list.filter(alone), ...(merged ? [merged] : [])].sort((a, b) => a.rank - b.rank));
  }
  return out;
}

/**
 * The browser side: `__webpack_require__.f.portalKitCss`, run by webpack for every chunk it loads,
 * adds the chunk's kit files as <link>s (once per document, whichever app's build asks first: the
 * files are named by content) and gives the chunk's loading their promises. The links go in
 * <head> in rank order, before every other stylesheet (the apps' CSS keeps its precedence over antd's).
 */
function runtimeSource(byChunk, requireName) {
  // Each file's name and rank once; a chunk lists its files by index (a few hundred bytes in every app's runtime).
  const files = [...new Map(Object.values(byChunk).flat().map(([file, rank]) => [file, rank]))].sort((a, b) => a[1] - b[1]);
  const index = new Map(files.map(([file], i) => [file, i]));
  const chunks = Object.fromEntries(Object.entries(byChunk).map(([id, list]) => [id, list.map(([file]) => index.get(file))]));
  const names = files.map(([file, rank]) => [file.replace(/^kit-css\//, '').replace(/\.css$/, ''), rank]);
  return `var files = ${JSON.stringify(names)};
var chunks = ${JSON.stringify(chunks)};
var loaded = (window.__portalKitCss = window.__portalKitCss || {});
function load(stem, rank) {
  var name = stem + '.css';
  var file = 'kit-css/' + name;
  if (loaded[name]) return loaded[name];
  return (loaded[name] = new Promise(function (resolve, reject) {
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = ${requireName}.p + file;
    link.setAttribute('data-portal-kit-css', name);
    link.setAttribute('data-portal-kit-rank', String(rank));
    link.onload = function () { resolve(); };
    link.onerror = function () {
      delete loaded[name];
      link.parentNode && link.parentNode.removeChild(link);
      var error = new Error('Loading the kit stylesheet ' + link.href + ' failed');
      error.name = 'ChunkLoadError';
      error.type = 'missing';
      error.request = link.href;
      reject(error);
    };
    // antd's own run-time styles (data-rc-order) keep their place; anything else comes after the kit.
    var others = document.head.querySelectorAll('style, link[rel="stylesheet"]');
    var before = null;
    for (var i = 0; i < others.length; i++) {
      if (others[i].hasAttribute('data-rc-order')) continue;
      var other = others[i].getAttribute('data-portal-kit-rank');
      if (other === null || Number(other) > rank) { before = others[i]; break; }
    }
    document.head.insertBefore(link, before);
  }));
}
${requireName}.f.portalKitCss = function (chunkId, promises) {
  var list = chunks[chunkId];
  if (list) for (var i = 0; i < list.length; i++) promises.push(load(files[list[i]][0], files[list[i]][1]));
};`;
}

class KitCssPlugin {
  apply(compiler) {
    const { Compilation, RuntimeGlobals, RuntimeModule, WebpackError, sources } = compiler.webpack;
    let files;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      files ??= groupEntries(renderEntries());
      const modulesOfChunk = (chunk) => {
        const found = new Set();
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          for (const inner of module.modules ?? [module]) {
            for (const file of filesOfModule(files, inner.resource)) found.add(file);
          }
        }
        return [...found].sort((a, b) => a.rank - b.rank);
      };
      // The chunks' files, once the chunks are final (the runtime code is generated after that).
      let ofChunks;
      const chunkFiles = (chunk) => {
        ofChunks ??= filesOfChunks([...compilation.chunks].filter((c) => !c.canBeInitial()).map((c) => [c, modulesOfChunk(c)]));
        return ofChunks.get(chunk) ?? [];
      };

      class KitCssRuntimeModule extends RuntimeModule {
        constructor() {
          super('portal kit css', RuntimeModule.STAGE_ATTACH);
        }
        generate() {
          const byChunk = {};
          for (const chunk of this.compilation.chunks) {
            const found = chunkFiles(chunk);
            if (found.length && !chunk.canBeInitial()) byChunk[chunk.id] = found.map((file) => [file.name, file.rank]);
          }
          return runtimeSource(byChunk, RuntimeGlobals.require);
        }
      }

      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunkHandlers).tap(NAME, (chunk, set) => {
        set.add(RuntimeGlobals.publicPath);
        compilation.addRuntimeModule(chunk, new KitCssRuntimeModule());
      });

      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const emitted = new Set();
        for (const chunk of compilation.chunks) {
          // A page's first script is not loaded by webpack's chunk loading: nothing would load its CSS.
          const initial = chunk.canBeInitial() ? modulesOfChunk(chunk) : [];
          if (initial.length) {
            compilation.errors.push(new WebpackError(`${NAME}: the initial chunk ${chunk.name ?? chunk.id} holds antd styles (${initial.map((f) => f.module).join(', ')}); the kit loads them only with async chunks`));
          }
          const found = chunkFiles(chunk);
          for (const file of found) {
            if (emitted.has(file.name)) continue;
            emitted.add(file.name);
            compilation.emitAsset(file.name, new sources.RawSource(file.css));
            chunk.auxiliaryFiles.add(file.name);
          }
        }
      });
    });
  }
}

module.exports = { KitCssPlugin, groupEntries, readStyleModules, filesOfModule, filesOfChunks, runtimeSource, INPUTS };
