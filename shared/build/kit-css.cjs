// Production builds: the kit's antd styles as one stylesheet made at build time. A webpack loader
// fills the kit's placeholder (shared/ui/src/kit/styles/kit.css, imported by the KitProvider part)
// with the sheet rendered by shared/ui/src/kit/styles/renderKitStyles.tsx; mini-css-extract-plugin
// then ships it as a file of its own (the `kitSheet` cacheGroup in webpack.mjs), which webpack's
// chunk loading fetches with the KitProvider part and waits for before the part runs. antd runs in
// its documented zero-runtime mode there (KitProvider.tsx): it builds and inserts no component
// style. See KIT.md beside this file.
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(__dirname, 'scripts/kit-styles.mjs');
/** The placeholder the sheet replaces. */
const KIT_SHEET = path.join(ROOT, 'shared/ui/src/kit/styles/kit.css');
/** What the sheet is made from: a change to any of them renders it again. */
const INPUTS = ['shared/ui/src/kit/styles/renderKitStyles.tsx', 'shared/ui/src/kit/KitProvider.tsx'].map((file) => path.join(ROOT, file));
// Every app's build needs the same sheet: rendered once per inputs and lockfile (antd's version).
const CACHE_DIR = path.join(__dirname, 'node_modules/.cache/kit-styles');

/** The sheet (plain CSS), rendered in a process of its own or read from the cache. */
function renderSheet() {
  const key = createHash('sha256');
  for (const file of [...INPUTS, SCRIPT, path.join(ROOT, 'pnpm-lock.yaml')]) key.update(readFileSync(file));
  const cached = path.join(CACHE_DIR, `${key.digest('hex').slice(0, 16)}.css`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const result = spawnSync(process.execPath, [SCRIPT], {
    cwd: __dirname,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(ROOT, 'shared/ui/tsconfig.json') },
  });
  if (result.status !== 0 || !result.stdout.includes('.ant-btn')) {
    throw new Error(`the kit's stylesheet was not rendered (exit ${result.status ?? result.signal}):\n${result.stderr}`);
  }
  // Apps build in parallel: a whole file appears at once, never one half written.
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, result.stdout);
  renameSync(partial, cached);
  return result.stdout;
}

/** The webpack loader for KIT_SHEET: its text becomes the rendered sheet. */
function kitSheetLoader() {
  // webpack's persistent cache renders again when what the sheet is made from changes.
  for (const file of [...INPUTS, SCRIPT]) this.addDependency(file);
  return renderSheet();
}

/**
 * Where mini-css-extract-plugin puts a chunk's stylesheet (its documented `insert` option; webpack's
 * chunk loading still waits for it). The kit's sheet goes before every other stylesheet of the page
 * but antd's own run-time <style>s (its theme's CSS variables, data-rc-order), so the apps' CSS keeps
 * its precedence over antd's; the rest goes last in <head>, as by default. Runs in the browser: no closure.
 */
function insertStylesheet(linkTag) {
  if (/\/kit-sheet\.[0-9a-f]+\.css$/.test(linkTag.href)) {
    linkTag.setAttribute('data-portal-kit-css', '');
    document.head.insertBefore(linkTag, document.head.querySelector('style:not([data-rc-order]), link[rel="stylesheet"]'));
  } else {
    document.head.appendChild(linkTag);
  }
}

module.exports = kitSheetLoader;
module.exports.insertStylesheet = insertStylesheet;
module.exports.renderSheet = renderSheet;
module.exports.KIT_SHEET = KIT_SHEET;
module.exports.INPUTS = INPUTS;
