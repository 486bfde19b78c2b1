// The least home's first view could cost with a perfect split of the portal's own code: what is
// left of the scripts before home's heading if every function of portal code that has not run
// when the heading enters the page left them at no cost (and the CSS the packages carry in their
// scripts went to CSS files). The fixed stack's code (React, react-router, single-spa, the
// federation runtime, webpack's runtime) stays whole, as the framework floor ships it.
//
// How: V8's precise coverage, taken while the page is held at a `debugger` statement the moment
// the heading is in the DOM (so nothing that runs after the heading counts), attributed to sources
// by the hidden source maps of a `PORTAL_SOURCEMAP=1` build, each file's remainder compressed
// again with brotli 11. `pnpm bench` prints it when the dist has those maps.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

const require = createRequire(import.meta.url);

/** The fixed stack's sources: kept whole, as in the framework floor. */
const STACK = /^(node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|single-spa|single-spa-react|@module-federation\/[^/]+)\/|webpack\/runtime\/)/;
/** CSS carried in scripts (the packages' style-loader sheets): a split would put it in CSS files. */
const CSS = /\.css$|^node_modules\/(style-loader|css-loader)\//;
/**
 * `@portal/core`'s services: calls, contracts, the error catalogue, the authentication rules,
 * products, validation, formatting, the HTTP facade. They are evaluated before home's heading
 * (module code runs when the barrel loads), but home's first view calls none of them.
 */
export const CORE_SERVICES = /^shared\/core\/src\/(contract|api|errors|auth|products|validation|format|http)\//;

/** A source map's source, as the bound names it: `node_modules/<pkg>/...` or the path in the repository. */
export function sourceName(source) {
  return String(source ?? '(none)')
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'node_modules/')
    .replace(/^(\.\.?\/)+/, '');
}

/** 'stack', 'css' or 'portal'. */
export function kindOf(name) {
  if (CSS.test(name)) return 'css';
  if (STACK.test(name)) return 'stack';
  return 'portal';
}

/**
 * Which bytes of a script ran, from V8's block coverage: by function (a function that ran counts
 * whole, as a split can move functions and modules but not the untaken branches inside them), or
 * by block. Innermost range wins.
 */
export function ranMask(length, functions, { byBlock = false } = {}) {
  const ran = new Uint8Array(length);
  const ranges = (byBlock ? functions.flatMap((f) => f.ranges) : functions.map((f) => f.ranges[0]))
    .filter(Boolean)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const r of ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, Math.min(r.endOffset, length));
  return ran;
}

/** Offsets in `source` of each line's start. */
function lineStarts(source) {
  const starts = [0];
  for (let i = 0; i < source.length; i += 1) if (source.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** [start, end, source name] for each mapped segment of a generated file, in order. */
export async function segments(source, map) {
  const { SourceMapConsumer } = require('source-map');
  const starts = lineStarts(source);
  const out = [];
  await SourceMapConsumer.with(map, null, (consumer) => {
    const mappings = [];
    consumer.eachMapping((m) => mappings.push(m));
    mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const start = starts[m.generatedLine - 1] + m.generatedColumn;
      const end = next ? starts[next.generatedLine - 1] + next.generatedColumn : source.length;
      if (end > start) out.push([start, end, sourceName(m.source)]);
    });
  });
  return out;
}

const brotli = (text) => brotliCompressSync(Buffer.from(text), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * The bound for a set of scripts: each `{ file, source, functions, map }` (map: the parsed source
 * map, or undefined for a file without one, kept whole). Returns the files' brotli as they are,
 * with a perfect split, and with a perfect split that also leaves `@portal/core`'s services out,
 * and the portal code that ran, by source (minified bytes).
 */
export async function splitBound(scripts) {
  const result = { whole: 0, split: 0, splitWithoutServices: 0, files: [], ranBySource: new Map(), unmapped: [] };
  for (const { file, source, functions, map } of scripts) {
    const whole = brotli(source);
    const keep = new Uint8Array(source.length).fill(1);
    const keepNoServices = new Uint8Array(source.length).fill(1);
    if (map) {
      const ran = ranMask(source.length, functions);
      for (const [start, end, name] of await segments(source, map)) {
        const kind = kindOf(name);
        if (kind === 'stack') continue;
        const service = kind === 'portal' && CORE_SERVICES.test(name);
        for (let i = start; i < end; i += 1) {
          const gone = kind === 'css' || !ran[i];
          if (gone) keep[i] = 0;
          if (gone || service) keepNoServices[i] = 0;
          if (kind === 'portal' && ran[i]) result.ranBySource.set(name, (result.ranBySource.get(name) ?? 0) + 1);
        }
      }
    } else {
      result.unmapped.push(file);
    }
    const left = (mask) => {
      let text = '';
      for (let i = 0; i < source.length; i += 1) if (mask[i]) text += source[i];
      return brotli(text);
    };
    const split = left(keep);
    const splitWithoutServices = left(keepNoServices);
    result.whole += whole;
    result.split += split;
    result.splitWithoutServices += splitWithoutServices;
    result.files.push({ file, whole, split, splitWithoutServices });
  }
  return result;
}

/** The portal code that ran, summed by folder (`depth` path parts; core and ui by their module folder). */
export function ranByFolder(ranBySource, depth = 3) {
  const folders = new Map();
  for (const [name, bytes] of ranBySource) {
    const parts = name.split('/');
    const key = parts.slice(0, name.startsWith('shared/') ? depth + 1 : depth).join('/');
    folders.set(key, (folders.get(key) ?? 0) + bytes);
  }
  return [...folders].sort((a, b) => b[1] - a[1]);
}

/**
 * Loads `url` in `browser`, holds it at the moment `heading` enters the DOM, and returns the
 * scripts run so far with their coverage and, where `mapOf(url)` finds one, their source maps.
 */
export async function coverageAtHeading(browser, url, heading, mapOf) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Debugger.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
    await page.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        // eslint-disable-next-line no-debugger -- the bench holds the page here to read its coverage
        debugger;
      }).observe(document, { childList: true, subtree: true });
    }, heading);
    const paused = new Promise((resolve) => cdp.once('Debugger.paused', resolve));
    const loading = page.goto(url).catch(() => undefined);
    await paused;
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    const scripts = [];
    for (const entry of result) {
      if (!/\.js$/.test(new URL(entry.url || 'about:blank').pathname)) continue;
      const { scriptSource } = await cdp.send('Debugger.getScriptSource', { scriptId: entry.scriptId });
      const mapFile = mapOf(entry.url);
      scripts.push({
        file: new URL(entry.url).pathname,
        source: scriptSource,
        functions: entry.functions,
        map: mapFile && existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : undefined,
      });
    }
    await cdp.send('Debugger.resume');
    await loading;
    return scripts;
  } finally {
    await context.close();
  }
}
