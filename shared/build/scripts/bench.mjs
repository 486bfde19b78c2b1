// `pnpm bench`: prints the figures the issues budget, measured in Debian's Chromium against
// the preview server. `--no-build` reuses the current builds instead of timing a clean one.
import { rmSync, readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { APPS, REMOTES, ROOT, buildApps, ensurePnpmOnPath, needsBuild, spawnServer } from './lib.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8190);
const BASE = `http://localhost:${PORT}`;
const BUDGET_GZIP_KB = 350;

/** Shared modules we count copies of, by the names the MF manifests give them. */
const WATCHED = { 'react-dom': ['react-dom'], antd: ['@portal/ui/kit'], '@portal/core': ['@portal/core'] };

function timeCleanBuild() {
  if (process.argv.includes('--no-build')) {
    const stale = APPS.filter(needsBuild);
    if (stale.length) buildApps(stale);
    return undefined;
  }
  for (const app of APPS) rmSync(path.join(ROOT, app, 'dist'), { recursive: true, force: true });
  const started = Date.now();
  const perApp = buildApps(APPS);
  return { total: (Date.now() - started) / 1000, perApp };
}

/** file name -> shared module name, from every app's mf-manifest.json. */
function sharedFileMap() {
  const map = new Map();
  for (const app of APPS) {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, app, 'dist', 'mf-manifest.json'), 'utf8'));
    for (const s of manifest.shared) {
      for (const f of [...s.assets.js.sync, ...s.assets.js.async]) {
        if (!map.has(f)) map.set(f, new Set());
        map.get(f).add(s.name);
      }
    }
  }
  return map;
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

function copiesFetched(responses, fileMap) {
  const counts = Object.fromEntries(Object.keys(WATCHED).map((k) => [k, 0]));
  for (const r of responses) {
    const names = fileMap.get(path.basename(new URL(r.url).pathname));
    if (!names) continue;
    for (const [label, moduleNames] of Object.entries(WATCHED)) if (moduleNames.some((n) => names.has(n))) counts[label] += 1;
  }
  return counts;
}

async function main() {
  ensurePnpmOnPath();
  const build = timeCleanBuild();
  const fileMap = sharedFileMap();
  ensureChromium();
  const server = spawnServer('pnpm', ['--filter', '@portal/preview', 'run', 'start'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
  try {
    await waitForServer(`${BASE}/cWeb/remotes.json`);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const runs = [];
    for (let i = 0; i < 3; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const responses = [];
      let rendered = false;
      page.on('response', async (response) => {
        const req = response.request();
        const entry = { url: response.url(), type: req.resourceType(), beforeRender: !rendered, raw: 0, gzip: 0 };
        responses.push(entry);
        if (entry.type === 'script') {
          const body = await response.body().catch(() => Buffer.alloc(0));
          entry.raw = body.length;
          entry.gzip = gzipSync(body, { level: 6 }).length;
        }
      });
      await page.goto(`${BASE}/cWeb/home/index`);
      await page.locator('[data-remote="mf_home_products"] h1').waitFor();
      rendered = true;
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
      await page.waitForTimeout(300);
      const before = responses.filter((r) => r.beforeRender);
      const js = before.filter((r) => r.type === 'script');

      // A click to a remote that has not been loaded yet, until its content is visible.
      const clickStarted = Date.now();
      await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '帮助中心' }).click();
      await page.locator('[data-remote="mf_help"] h1').waitFor();
      const clickToRemoteMs = Date.now() - clickStarted;

      // Then every other remote in the same document, to count copies over a whole visit.
      for (const p of ['/AuthPerson/AuthCertificate', '/base/info', '/treasuryFront/detail']) {
        await page.evaluate((to) => window.history.pushState(null, '', `/cWeb${to}`), p);
        await page.locator('[data-remote] h1').first().waitFor();
      }
      await page.waitForTimeout(300);
      runs.push({
        jsRaw: js.reduce((n, r) => n + r.raw, 0),
        jsGzip: js.reduce((n, r) => n + r.gzip, 0),
        jsFiles: js.length,
        requests: before.length,
        fcp,
        clickToRemoteMs,
        copiesHome: copiesFetched(before, fileMap),
        copiesVisit: copiesFetched(responses, fileMap),
        coreInstances: await page.evaluate(() => globalThis.__portalCore?.instances ?? 0),
      });
      await context.close();
    }
    await browser.close();

    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const r = runs[runs.length - 1];
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    const lines = [
      `pnpm bench: /cWeb/home/index in Chromium (${runs.length} cold loads; sizes from the last, times as medians)`,
      `  JS before first render      ${kb(r.jsRaw)} raw, ${kb(r.jsGzip)} gzip in ${r.jsFiles} files (budget ${BUDGET_GZIP_KB} KB gzip: ${r.jsGzip / 1024 <= BUDGET_GZIP_KB ? 'within' : 'OVER'})`,
      `  requests before first render ${r.requests}`,
      `  first contentful paint      ${median(runs.map((x) => x.fcp ?? 0)).toFixed(0)} ms`,
      `  copies fetched on home      ${Object.entries(r.copiesHome).map(([k, v]) => `${k} ${v}`).join(', ')}`,
      `  copies over all 5 remotes   ${Object.entries(r.copiesVisit).map(([k, v]) => `${k} ${v}`).join(', ')}; @portal/core instances ${r.coreInstances}`,
      `  click to unloaded remote    ${median(runs.map((x) => x.clickToRemoteMs))} ms (home -> help centre, content visible)`,
      build
        ? `  production build, all apps  ${build.total.toFixed(1)} s (${Object.entries(build.perApp).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(', ')})`
        : '  production build, all apps  not timed (--no-build)',
    ];
    console.log(lines.join('\n'));
    const outDir = path.join(ROOT, '.bench');
    if (!existsSync(outDir)) mkdirSync(outDir);
    writeFileSync(path.join(outDir, 'result.json'), JSON.stringify({ runs, build, remotes: REMOTES }, null, 2));
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
