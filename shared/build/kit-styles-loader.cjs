// Production builds: @portal/ui's kit/styles/prerendered.ts becomes code that puts the kit's
// pre-rendered antd stylesheet in <head>, before the page's other stylesheets (once per document, whichever app's copy
// runs first). antd then neither builds nor inserts the styles the sheet holds; see
// shared/ui/src/kit/styles/renderKitStyles.tsx for why.
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(__dirname, 'scripts/kit-styles.mjs');
const INPUTS = ['shared/ui/src/kit/styles/renderKitStyles.tsx', 'shared/ui/src/kit/KitProvider.tsx'].map((file) => path.join(ROOT, file));
// Every app's build needs the same sheet: it is rendered once per inputs and lockfile (antd's version).
const CACHE_DIR = path.join(__dirname, 'node_modules/.cache/kit-styles');

let sheet;

function renderSheet() {
  const key = createHash('sha256');
  for (const file of [...INPUTS, path.join(ROOT, 'pnpm-lock.yaml')]) key.update(readFileSync(file));
  const cached = path.join(CACHE_DIR, `${key.digest('hex').slice(0, 16)}.css`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const result = spawnSync(process.execPath, [SCRIPT], {
    cwd: __dirname,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(ROOT, 'shared/ui/tsconfig.json') },
  });
  if (result.status !== 0 || !result.stdout.includes('data-ant-cssinjs-cache-path')) {
    throw new Error(`the kit's stylesheet was not rendered (exit ${result.status ?? result.signal}):\n${result.stderr}`);
  }
  // Apps build in parallel: a whole file appears at once, never one half written.
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, result.stdout);
  renameSync(partial, cached);
  return result.stdout;
}

module.exports = function kitStylesLoader() {
  this.cacheable(true);
  for (const input of INPUTS) this.addDependency(input);
  sheet ??= renderSheet();
  return `const SHEET = ${JSON.stringify(sheet)};
if (typeof document !== 'undefined' && !document.querySelector('style[data-portal-kit-styles]')) {
  const style = document.createElement('style');
  style.setAttribute('data-portal-kit-styles', '');
  style.textContent = SHEET;
  // Before every other stylesheet: antd's own styles, and the apps' CSS after them, keep their precedence.
  document.head.insertBefore(style, document.head.querySelector('style, link[rel="stylesheet"]'));
}
export {};
`;
};
