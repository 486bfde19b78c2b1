// Production builds: @portal/ui's kit/styles/prerendered.ts becomes code that puts the kit's
// pre-rendered antd stylesheet in <head>, before the page's other stylesheets (once per document, whichever app's copy
// runs first), in pieces (see insertKitSheet.ts). antd then neither builds nor inserts the styles the sheet holds; see
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

/** A piece of the sheet: small enough for a phone to parse in well under 50 ms (a long task) at 4x CPU. */
const PIECE_CHARS = 32 * 1024;

/**
 * The sheet cut into pieces of about `max` characters, each a run of whole top-level rules (a rule
 * longer than `max` is a piece of its own), in order: joined, they are the sheet again.
 */
function splitSheet(css, max = PIECE_CHARS) {
  const pieces = [];
  let start = 0;
  let lastEnd = 0;
  let depth = 0;
  let quote = null;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) {
      if (i + 1 - start > max && lastEnd > start) {
        pieces.push(css.slice(start, lastEnd));
        start = lastEnd;
      }
      lastEnd = i + 1;
    }
  }
  if (css.length > start) pieces.push(css.slice(start));
  return pieces;
}

function kitStylesLoader() {
  this.cacheable(true);
  for (const input of INPUTS) this.addDependency(input);
  sheet ??= renderSheet();
  // Put in <head> a piece per task (see ./insertKitSheet.ts); kit components wait for the whole sheet.
  // One chunk for all the pieces: a chunk per piece was measured worse (Lighthouse /login TBT 540-990
  // against 310-480 ms), the pieces' sixteen requests and arrivals costing more than one compile.
  // Each piece carries the page's CSP nonce (the policy allows no other inline style).
  return `import { cspNonce } from ${JSON.stringify(path.join(__dirname, 'runtime/csp-nonce.js'))};
import { insertKitSheet } from './insertKitSheet';
export const kitStylesReady = insertKitSheet(${JSON.stringify(splitSheet(sheet))}, cspNonce());
`;
}

module.exports = kitStylesLoader;
module.exports.splitSheet = splitSheet;
