// `pnpm bench`: the portal measured against a bare React page (react + react-dom rendering one
// heading) and the framework floor (bench-floor.mjs: the fixed stack composed as the portal
// composes it, no portal code), built and served in the same run, in Debian's Chromium; signed-in
// pages are measured beside home after a real sign-in (bench-session.mjs). The budgets of issue 29
// are ratios of figures of the same run (bench-report.mjs). Stale apps are rebuilt first (`--no-build`: measure the dist as it is);
// `--clean-build` times a clean build of all apps; `--lh-runs=N` runs Lighthouse N times per page (median score), `--no-lighthouse` none;
// `--runs=N` cold loads for the page timings.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { APPS, ROOT, buildApps, buildJobs, ensurePnpmOnPath, needsBuild, spawnServer, withBuildLock } from './lib.mjs';
import { BASE_PATH } from '../apps.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { buildFloor } from './bench-floor.mjs';
import { coverageAtHeading, ranByFolder, splitBound } from './bench-split.mjs';
import { appOf, budgetRows, chunkLines, kb, measuredRuns, median, modulesByFile, table } from './bench-report.mjs';
import { SIGNED_IN_PAGES, headingOf, measureSignedIn, signIn } from './bench-session.mjs';

const USAGE = `usage: pnpm bench [--no-build | --clean-build] [--runs=N] [--lh-runs=N] [--no-lighthouse]

Measures the built portal against a bare React page and the framework floor in Debian's Chromium,
signs in through the real sign-in to measure four signed-in pages beside home, and prints the
budgets as ratios of the same run (README, "Benchmark"); the figures go to .bench/result.json.

  --no-build       measure the dist folders as they are (default: rebuild stale apps first)
  --clean-build    delete every dist and build cache and time a clean build of all apps first
  --runs=N         cold loads for the page timings (default 5)
  --lh-runs=N      Lighthouse runs per page, median score and LCP, worst CLS (default 3)
  --no-lighthouse  no Lighthouse
  --help           this text

Ports: BENCH_PORT (default 8370) and the four after it. Lighthouse and the timings follow the
machine's other work: on a shared machine run it alone.`;

// Asked for help, or an option it does not know: the usage, and nothing started.
const KNOWN = [/^--no-build$/, /^--clean-build$/, /^--no-lighthouse$/, /^--(lh-)?runs=\d+$/];
const options = process.argv.slice(2);
if (options.includes('--help') || options.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = options.filter((option) => !KNOWN.some((pattern) => pattern.test(option)));
if (unknown.length) {
  console.error(`pnpm bench: unknown option ${unknown.join(' ')}\n\n${USAGE}`);
  process.exit(2);
}

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const PORT = Number(process.env.BENCH_PORT ?? 8370);
const BARE_PORT = PORT + 1;
const DEBUG_PORT = PORT + 2;
const FLOOR_PORT = PORT + 3;
const FORM_FLOOR_PORT = PORT + 4;
const BASE = `http://localhost:${PORT}`;
const BARE = `http://localhost:${BARE_PORT}`;
const FLOOR = `http://localhost:${FLOOR_PORT}`;
const FORM_FLOOR = `http://localhost:${FORM_FLOOR_PORT}`;
const RUNS = arg('runs', 5);
// Three by default: one Lighthouse run on a shared 2-core machine moves by several hundredths.
const LH_RUNS = arg('lh-runs', 3);

const HOME_HEADING = '[data-remote="mf_home_products"] h1';
/** The public pages Lighthouse scores: [label, path]. */
const PUBLIC_PAGES = [
  ['home', `${BASE_PATH}/home/index`],
  ['product', `${BASE_PATH}/product/twogold`],
  ['help', `${BASE_PATH}/helpCenter/loginRegister`],
  ['login', `${BASE_PATH}/login`],
  ['treasury list', `${BASE_PATH}/treasuryFront/list`],
];

async function prepareBuilds() {
  if (process.argv.includes('--clean-build')) {
    return withBuildLock(async () => {
      // Clean: no dist and no persistent build cache (see buildCache in webpack.mjs).
      for (const app of APPS) {
        rmSync(path.join(ROOT, app, 'dist'), { recursive: true, force: true });
        rmSync(path.join(ROOT, app, 'node_modules/.cache/webpack'), { recursive: true, force: true });
      }
      const started = Date.now();
      const jobs = buildJobs();
      const perApp = await buildApps(APPS, { jobs });
      return { total: (Date.now() - started) / 1000, perApp, jobs };
    });
  }
  if (process.argv.includes('--no-build')) return undefined;
  await withBuildLock(async () => {
    const stale = APPS.filter((app) => needsBuild(app));
    if (stale.length) await buildApps(stale);
  });
  return undefined;
}

/** The bare page: react + react-dom rendering one heading, built like the portal (production, swc minifier). */
async function buildBare(outDir) {
  const { default: webpack } = await import('webpack');
  const { default: TerserPlugin } = await import('terser-webpack-plugin');
  const src = path.join(outDir, 'src');
  mkdirSync(src, { recursive: true });
  writeFileSync(
    path.join(src, 'index.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Bare React'));\n",
  );
  const config = {
    mode: 'production',
    context: outDir,
    entry: { main: './src/index.js' },
    output: { path: path.join(outDir, 'dist'), filename: '[name].[contenthash:8].js', publicPath: '/', clean: true },
    resolve: { modules: [path.join(ROOT, 'shell', 'node_modules'), 'node_modules'] },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })] },
    performance: { hints: false },
  };
  const stats = await new Promise((resolve, reject) => webpack(config, (err, s) => (err || s.hasErrors() ? reject(err ?? new Error(s.toString('errors-only'))) : resolve(s))));
  const js = stats.toJson({ assets: true }).assets.map((a) => a.name).find((n) => n.endsWith('.js'));
  writeFileSync(
    path.join(outDir, 'dist', 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare React</title><script defer src="/${js}"></script></head><body><div id="root"></div></body></html>`,
  );
  return path.join(outDir, 'dist');
}

const CONTENT_TYPES = { '.js': 'text/javascript', '.json': 'application/json' };

/** Every file under `dir`, at any depth. */
const filesUnder = (dir) => readdirSync(dir, { recursive: true }).map((name) => path.join(dir, name)).filter((file) => statSync(file).isFile());

/**
 * The headers of the portal's page that change how the browser opens a document, for the
 * comparison pages' HTML: Cross-Origin-Opener-Policy puts the page in a browsing context group of
 * its own, so a navigation from the new tab's about:blank gets a new renderer process (about 20 ms
 * on these machines), as any navigation from another site does. Served without it, the floor
 * would reuse about:blank's process, a start the portal's page (a security header it keeps) never
 * gets.
 */
export const DOCUMENT_HEADERS = ['cross-origin-opener-policy'];

/**
 * Serves a comparison page (the bare page, the framework floor) with the same content encoding
 * the portal used for its scripts, and its HTML with `documentHeaders` (the portal page's, see
 * DOCUMENT_HEADERS).
 */
function serveStatic(dir, encoding, port, documentHeaders = {}) {
  const compressed = new Map();
  const server = createServer((req, res) => {
    // A page address (no file extension) gets the page: history fallback, as the portal's servers do.
    const asked = req.url.slice(1).split('?')[0];
    const rel = path.extname(asked) ? asked : 'index.html';
    const file = path.join(dir, rel);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    let body = readFileSync(file);
    const headers = { 'Content-Type': CONTENT_TYPES[path.extname(rel)] ?? 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...(rel === 'index.html' ? documentHeaders : {}) };
    const accepts = req.headers['accept-encoding'] ?? '';
    // Compressed once, as a server with precompressed files would.
    if (encoding === 'br' && accepts.includes('br')) {
      if (!compressed.has(`br:${file}`)) compressed.set(`br:${file}`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
      body = compressed.get(`br:${file}`);
      headers['Content-Encoding'] = 'br';
    } else if (encoding === 'gzip' && accepts.includes('gzip')) {
      if (!compressed.has(`gz:${file}`)) compressed.set(`gz:${file}`, gzipSync(body, { level: 9 }));
      body = compressed.get(`gz:${file}`);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  });
  // Warm: the first measured load must not wait for a compression.
  for (const file of filesUnder(dir)) {
    compressed.set(`br:${file}`, brotliCompressSync(readFileSync(file), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    compressed.set(`gz:${file}`, gzipSync(readFileSync(file), { level: 9 }));
  }
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

/** Records, inside the page, when a selector first matches and when the last click happened. */
function pageClock() {
  const bench = { seen: {}, watch: [], click: null };
  window.__bench = bench;
  // Every script's timing is kept (the default buffer of 250 entries fills on a signed-in page).
  performance.setResourceTimingBufferSize(2000);
  const check = () => {
    for (const sel of bench.watch) if (!(sel in bench.seen) && document.querySelector(sel)) bench.seen[sel] = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
  document.addEventListener('click', () => (bench.click = performance.now()), true);
}

async function watchFor(page, selectors) {
  await page.addInitScript(pageClock);
  await page.addInitScript((sels) => window.__bench.watch.push(...sels), selectors);
}

/** Bytes of a script that ran: V8 block coverage, innermost range wins. */
function usedBytes(entry) {
  const used = new Uint8Array(entry.source.length);
  const ranges = entry.functions.flatMap((f) => f.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const r of ranges) used.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
  let n = 0;
  for (let i = 0; i < used.length; i += 1) n += used[i];
  return n;
}

/** Until no request has been in flight for `quietMs`. */
function networkQuiet(page, quietMs = 500) {
  let inflight = 0;
  let last = Date.now();
  const up = () => {
    inflight += 1;
    last = Date.now();
  };
  const down = () => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return async () => {
    const deadline = Date.now() + 15_000;
    while ((inflight > 0 || Date.now() - last < quietMs) && Date.now() < deadline) await page.waitForTimeout(100);
  };
}

/** One cold load: JS transferred before the heading, JS coverage, in-page time to the heading. */
async function coldLoad(browser, url, heading, { coverage = false, then, storageState } = {}) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await watchFor(page, [heading, '[data-remote="mf_help"] h1']);
  const quiet = networkQuiet(page);
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => undefined);
    // A late request (an idle prefetch) may end as the context closes: its answer is then not there to read.
    const response = await request.response().catch(() => null);
    const encoding = (await response?.headerValue('content-encoding').catch(() => null)) ?? 'identity';
    scripts.push({ url: request.url(), transferred: sizes?.responseBodySize ?? 0, encoding });
  });
  if (coverage) await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(url);
  await page.locator(heading).first().waitFor();
  const atHeading = await page.evaluate((h) => window.__bench.seen[h], heading);
  await quiet();
  // Before the heading: scripts whose response had ended when the heading entered the page, both
  // read on the page's own clock (Playwright notices the heading some ms later, and a script
  // arriving in that gap is not one the heading waited for).
  const endedBefore = new Set(
    await page.evaluate(
      (at) => performance.getEntriesByType('resource').filter((e) => e.responseEnd <= at).map((e) => e.name),
      atHeading,
    ),
  );
  for (const script of scripts) script.before = endedBefore.has(script.url);
  let cover;
  if (coverage) {
    const entries = await page.coverage.stopJSCoverage();
    const total = entries.reduce((n, e) => n + e.source.length, 0);
    cover = { used: entries.reduce((n, e) => n + usedBytes(e), 0), total };
  }
  const extra = then ? await then(page, quiet) : undefined;
  await context.close();
  const before = scripts.filter((s) => s.before);
  return {
    headingMs: atHeading,
    jsBefore: before.reduce((n, s) => n + s.transferred, 0),
    jsFiles: before.length,
    encodings: [...new Set(before.map((s) => s.encoding))],
    files: before.map((s) => ({ file: new URL(s.url).pathname, transferred: s.transferred, encoding: s.encoding })),
    cover,
    extra,
  };
}

/** What a perfect split would leave of home's scripts (bench-split.mjs), or how to get it. */
function splitLines(split) {
  if (!split) return ["home's scripts with a perfect split: build with PORTAL_SOURCEMAP=1 (PORTAL_SOURCEMAP=1 pnpm bench --clean-build) to measure it", ''];
  const folders = ranByFolder(split.ranBySource).slice(0, 12);
  return [
    "home's scripts with a perfect split: every function of portal code that has not run when the heading enters the page moved out at no cost, the packages' CSS in CSS files, the stack whole (brotli 11 of what is left)",
    ...split.files.map((f) => `  ${f.file}: ${kb(f.whole)} -> ${kb(f.split)} (${kb(f.splitWithoutServices)} without @portal/core's services)`),
    `  all: ${kb(split.whole)} -> ${kb(split.split)} (${kb(split.splitWithoutServices)})${split.unmapped.length ? `; kept whole, no source map: ${split.unmapped.join(', ')}` : ''}`,
    `  portal code run before the heading, minified, largest folders: ${folders.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}`,
    '',
  ];
}

/** Hover the help centre link in the main menu, let the prefetch finish, click, time to the help heading. */
async function prefetchedClick(page, quiet) {
  const link = page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '帮助中心' });
  await link.hover();
  await quiet();
  await link.click();
  await page.locator('[data-remote="mf_help"] h1').waitFor();
  return page.evaluate(() => window.__bench.seen['[data-remote="mf_help"] h1'] - window.__bench.click);
}

async function launchDebugChromium() {
  const userDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const proc = spawn(CHROMIUM, ['--headless=new', ...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${userDir}`, 'about:blank'], { stdio: 'ignore', detached: true });
  await waitForServer(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
  return {
    stop: async () => {
      const exited = proc.exitCode !== null ? Promise.resolve() : new Promise((r) => proc.once('exit', r));
      try {
        process.kill(-proc.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      rmSync(userDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/**
 * Runs `use(context)` on the Lighthouse Chromium's own profile (Playwright over CDP), then lets go
 * of it: Lighthouse measures with nothing else attached.
 */
async function withDebugProfile(use) {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  try {
    return await use(cdp.contexts()[0]);
  } finally {
    await cdp.close();
  }
}

/** The Lighthouse Chromium's HTTP cache emptied (its storage reset is off for signed-in pages). */
const clearDebugCache = () =>
  withDebugProfile(async (context) => {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  });

/** `signedIn`: Lighthouse keeps the profile's storage (the session) and the bench empties the HTTP cache itself, so the load stays cold. */
async function lighthouseRun(lighthouse, url, { signedIn = false } = {}) {
  if (signedIn) await clearDebugCache();
  const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(signedIn ? { disableStorageReset: true } : {}) });
  const a = result.lhr.audits;
  if (result.lhr.runtimeError) console.error(`lighthouse ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return {
    score: result.lhr.categories.performance.score ?? 0,
    lcp: a['largest-contentful-paint']?.numericValue ?? 0,
    cls: a['cumulative-layout-shift']?.numericValue ?? 0,
    tbt: a['total-blocking-time']?.numericValue ?? 0,
    error: result.lhr.runtimeError?.code,
  };
}

async function main() {
  ensurePnpmOnPath();
  const build = await prepareBuilds();
  ensureChromium();
  const work = path.join(ROOT, '.bench');
  mkdirSync(work, { recursive: true });
  const bareDir = await buildBare(path.join(work, 'bare'));
  const floorDir = await buildFloor(path.join(work, 'floor'));
  // The least a signed-in form page costs in the fixed stack: the floor with antd's form under its heading.
  const formFloorDir = await buildFloor(path.join(work, 'form-floor'), { parcel: './parcel-form.js' });
  // A server left on the port would be measured instead of the one started here.
  for (const port of [PORT, BARE_PORT, DEBUG_PORT, FLOOR_PORT, FORM_FLOOR_PORT]) {
    const busy = await fetch(`http://localhost:${port}/`).then(
      () => true,
      () => false,
    );
    if (busy) throw new Error(`port ${port} is in use: stop what runs there or set BENCH_PORT`);
  }
  // Detached: the server and its children form one process group, stopped together below.
  const server = spawnServer('pnpm', ['--filter', '@portal/preview', 'run', 'start'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore', detached: true });
  let bareServer;
  let floorServer;
  let formFloorServer;
  let debugChromium;
  let browser;
  try {
    await waitForServer(`${BASE}${BASE_PATH}/remotes.json`);
    const probe = await fetch(`${BASE}${BASE_PATH}/main.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    const portalEncoding = probe.headers.get('content-encoding') ?? 'identity';
    const homePage = await fetch(`${BASE}${BASE_PATH}/home/index`);
    const documentHeaders = Object.fromEntries(DOCUMENT_HEADERS.filter((name) => homePage.headers.has(name)).map((name) => [name, homePage.headers.get(name)]));
    bareServer = await serveStatic(bareDir, portalEncoding, BARE_PORT, documentHeaders);
    floorServer = await serveStatic(floorDir, portalEncoding, FLOOR_PORT, documentHeaders);
    formFloorServer = await serveStatic(formFloorDir, portalEncoding, FORM_FLOOR_PORT, documentHeaders);

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const portal = [];
    const bare = [];
    const floor = [];
    const formFloor = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Alternate, so all three see the same machine load.
      bare.push(await coldLoad(browser, `${BARE}/`, 'h1', { coverage: i === 0 }));
      floor.push(await coldLoad(browser, `${FLOOR}/home/index`, 'main h1', { coverage: i === 0 }));
      formFloor.push(await coldLoad(browser, `${FORM_FLOOR}/home/index`, 'main h1'));
      portal.push(await coldLoad(browser, `${BASE}${BASE_PATH}/home/index`, HOME_HEADING, { coverage: i === 0, then: prefetchedClick }));
    }
    // The least home's scripts could be with a perfect split, when the dists have source maps.
    const mapOf = (url) => {
      const app = appOf(url);
      const folder = app === 'shell' ? `${BASE_PATH}/` : `${BASE_PATH}/remotes/${app}/`;
      return `${path.join(ROOT, app, 'dist', new URL(url).pathname.slice(folder.length))}.map`;
    };
    const split = existsSync(mapOf(`${BASE}${BASE_PATH}/main.js`))
      ? await splitBound(await coverageAtHeading(browser, `${BASE}${BASE_PATH}/home/index`, HOME_HEADING, mapOf))
      : undefined;
    // Signed-in pages: one cold load each (the bytes do not vary), in a context holding the persona's session.
    let session;
    const signedIn = await measureSignedIn(SIGNED_IN_PAGES, {
      signIn: async (mobile, first) => {
        const context = await browser.newContext();
        await signIn(await context.newPage(), { base: BASE, mobile, redirect: first.path, heading: headingOf(first) });
        session = await context.storageState();
        await context.close();
      },
      measure: async (page) => {
        const load = await coldLoad(browser, `${BASE}${page.path}`, headingOf(page), { storageState: session });
        return { headingMs: load.headingMs, jsBefore: load.jsBefore, jsFiles: load.jsFiles, files: load.files };
      },
    });
    await browser.close();
    browser = undefined;

    const lh = [];
    if (!process.argv.includes('--no-lighthouse')) {
      const { default: lighthouse } = await import('lighthouse');
      debugChromium = await launchDebugChromium();
      const score = async (label, kind, url, signedInPage = false) => {
        const { runs, errors } = await measuredRuns(() => lighthouseRun(lighthouse, url, { signedIn: signedInPage }), LH_RUNS);
        const pick = (k) => (runs.length ? median(runs.map((r) => r[k])) : 0);
        const route = url.startsWith(BASE) ? url.slice(BASE.length) : undefined;
        // No measured run: the page scores 0 and says why; some runs run again: the row says which.
        const error = runs.length === 0 ? errors[0] : errors.length ? `${errors.length} run(s) run again: ${[...new Set(errors)].join(', ')}` : undefined;
        return { label, kind, route, score: pick('score'), lcp: pick('lcp'), cls: runs.length ? Math.max(...runs.map((r) => r.cls ?? 0)) : 0, tbt: pick('tbt'), error };
      };
      lh.push(await score('bare React', 'reference', `${BARE}/`));
      lh.push(await score('framework floor', 'floor', `${FLOOR}/home/index`));
      lh.push(await score('form floor', 'reference', `${FORM_FLOOR}/home/index`));
      // Signed out first: after a sign-in the profile is signed in.
      for (const [label, route] of PUBLIC_PAGES) lh.push(await score(label, 'public', `${BASE}${route}`));
      await measureSignedIn(SIGNED_IN_PAGES, {
        signIn: (mobile, first) =>
          withDebugProfile(async (context) => {
            const page = await context.newPage();
            // The previous persona's session goes first: the QA route, run over a signed-in
            // session, lands on home instead of its redirect.
            const cdp = await context.newCDPSession(page);
            await cdp.send('Storage.clearDataForOrigin', { origin: new URL(BASE).origin, storageTypes: 'local_storage,session_storage,cookies' });
            await signIn(page, { base: BASE, mobile, redirect: first.path, heading: headingOf(first) });
            await page.close();
          }),
        measure: async (page) => {
          lh.push(await score(page.label, 'signed-in', `${BASE}${page.path}`, true));
          return {};
        },
      });
    }

    writeFileSync(path.join(work, 'result.json'), JSON.stringify({ portal, bare, floor, formFloor, split: split && { ...split, ranBySource: Object.fromEntries(split.ranBySource) }, signedIn, lighthouse: lh, build }, null, 2));
    const p0 = portal[0];
    const b0 = bare[0];
    const f0 = floor[0];
    const times = (xs) => `median ${median(xs).toFixed(0)} ms, min ${Math.min(...xs).toFixed(0)} ms`;
    const clicks = portal.map((r) => r.extra);
    const homeMs = portal.map((r) => r.headingMs);
    const floorMs = floor.map((r) => r.headingMs);
    const bareMs = bare.map((r) => r.headingMs);
    // The measurements (no budgets here: those are the ratios below).
    const measurements = [
      ['JS before home content (transferred)', `${kb(p0.jsBefore)} in ${p0.jsFiles} files`, `${kb(f0.jsBefore)} in ${f0.jsFiles} files`, `${kb(b0.jsBefore)} in ${b0.jsFiles} files`],
      ['used / loaded JS on home (coverage)', `${kb(p0.cover.used)} / ${kb(p0.cover.total)} = ${(p0.cover.used / p0.cover.total).toFixed(2)}`, `${kb(f0.cover.used)} / ${kb(f0.cover.total)} = ${(f0.cover.used / f0.cover.total).toFixed(2)}`, `${kb(b0.cover.used)} / ${kb(b0.cover.total)}`],
      [`navigation start to heading (${RUNS} runs)`, times(homeMs), times(floorMs), times(bareMs)],
      [`click to help heading, prefetched (${RUNS} runs)`, times(clicks), '', ''],
      ['form floor: JS before heading (the floor with antd Form, Input, Button under it)', `${kb(formFloor[0].jsBefore)} in ${formFloor[0].jsFiles} files, heading median ${median(formFloor.map((r) => r.headingMs)).toFixed(0)} ms`, '', ''],
      ...signedIn.map((r) => [`signed in ${r.mobile}: ${r.path.replace(BASE_PATH, '')}`, `JS before heading ${kb(r.jsBefore)} in ${r.jsFiles} files, heading at ${r.headingMs.toFixed(0)} ms`, '', '']),
      ...lh.map((r) => [
        `Lighthouse mobile: ${r.label}${r.route ? ` (${r.route.replace(BASE_PATH, '')})` : ''}`,
        `${r.error ? `(${r.error}) ` : ''}score ${r.score.toFixed(2)}, LCP ${(r.lcp / 1000).toFixed(1)} s, CLS ${r.cls.toFixed(3)}, TBT ${r.tbt.toFixed(0)} ms`,
        '',
        '',
      ]),
    ];
    // A source-mapped build writes the maps too: its time is not the budget's build.
    const sourceMapped = Boolean(process.env.PORTAL_SOURCEMAP);
    const budgets = budgetRows({ home: p0, floor: f0, formFloor: formFloor[0], split, homeHeadingMs: homeMs, floorHeadingMs: floorMs, clicksMs: clicks, lighthouse: lh, signedIn, build: sourceMapped ? undefined : build });
    // Where a signed-in page's bytes go; modules from <app>/stats.json when a `PORTAL_STATS=1` build wrote it.
    const modules = {};
    for (const app of APPS) {
      const stats = path.join(ROOT, app, 'stats.json');
      const marker = path.join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
      if (existsSync(stats) && existsSync(marker) && statSync(stats).mtimeMs >= statSync(marker).mtimeMs) modules[app] = modulesByFile(JSON.parse(readFileSync(stats, 'utf8')));
    }
    const statsNote = Object.keys(modules).length ? `largest modules (source size) from ${Object.keys(modules).map((a) => `${a}/stats.json`).join(', ')}` : 'build with PORTAL_STATS=1 for each chunk\'s largest modules';
    console.log(
      [
        `pnpm bench: the portal against the framework floor (the fixed stack composed as the portal, one heading) and a bare React page, Debian Chromium, same run`,
        `  scripts served with Content-Encoding: ${p0.encodings.join(', ')} (the floor and bare page get the same; their HTML also gets the portal page's ${Object.keys(documentHeaders).join(', ') || 'no document headers'}); sizes from the first cold load`,
        `  Lighthouse ${LH_RUNS} run(s) per page, simulated mobile throttling (median score and LCP, worst CLS); signed-in pages keep their session (storage reset off, HTTP cache emptied before each run)`,
        '',
        table(['measure', 'portal', 'framework floor', 'bare React'], measurements),
        '',
        `budgets (issue 29), ratios of this run:`,
        table(['budget', 'figures', 'value', 'limit', 'verdict'], budgets),
        '',
        ...splitLines(split),
        `where the signed-in pages' bytes go: scripts before the heading, transferred, largest first (${statsNote})`,
        ...signedIn.flatMap((r) => [`  ${r.label} (${r.path.replace(BASE_PATH, '')}, ${r.mobile}): ${kb(r.jsBefore)} in ${r.jsFiles} files`, ...chunkLines(r.files, modules)]),
        '',
        build
          ? `  clean production build${sourceMapped ? ' with source maps (PORTAL_SOURCEMAP, not read against the build budget)' : ''}, all apps, ${build.jobs} at a time: ${build.total.toFixed(1)} s (${Object.entries(build.perApp).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(', ')})`
          : `  build: ${process.argv.includes('--no-build') ? 'the dist folders as they were (--no-build)' : 'stale apps rebuilt only'} (--clean-build times a clean build)`,
      ].join('\n'),
    );
  } finally {
    await browser?.close().catch(() => undefined);
    await debugChromium?.stop().catch((error) => console.error('bench: stopping Lighthouse Chromium:', error.message));
    bareServer?.close();
    floorServer?.close();
    formFloorServer?.close();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
