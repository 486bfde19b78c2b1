import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';

// What a phone waits for before the first paint: main.js at high priority, and nothing of the UI kit.
test('main.js, which every first paint waits for, is fetched at high priority beside the preloaded bootstrap chunk', async ({ request }) => {
  // The page as served (the shell adds prefetch links of its own once it runs).
  const html = await (await request.get('/cWeb/home/index')).text();
  expect(html).toMatch(/<link rel="preload" as="script" href="\/cWeb\/main\.js" fetchpriority="high" data-portal-start>/);
  // react-dom in a script of its own, run before main.js: two shorter tasks instead of one long one.
  expect(html).toMatch(/<link rel="preload" as="script" href="\/cWeb\/react-dom\.[0-9a-f]{8}\.js" fetchpriority="high" data-portal-start><link rel="preload" as="script" href="\/cWeb\/main\.js"/);
  // Not a deferred script: early.js runs it once it has asked for the page's remote files.
  expect(html).not.toMatch(/<script[^>]+main\.js/);
  expect(html.match(/<link rel="preload" as="script" href="\/cWeb\/bootstrap\.[0-9a-f]{8}\.js">/g)).toHaveLength(1);
  // The bootstrap chunk's CSS is a file of its own, preloaded beside it (parsed while the scripts download).
  expect(html.match(/<link rel="preload" as="style" href="\/cWeb\/bootstrap\.[0-9a-f]{8}\.css">/g)).toHaveLength(1);
});

test("V8's compile hint heads the scripts every first view runs and the kit's base, and no chunk that waits for a click", async ({ page, request }) => {
  const html = await (await request.get('/cWeb/home/index')).text();
  const first = [...html.matchAll(/<link rel="preload" as="script" href="(\/cWeb\/[^"]+\.js)"/g)].map((m) => m[1]);
  // react-dom's script, main.js and the bootstrap chunk.
  expect(first).toHaveLength(3);
  for (const file of first) expect((await (await request.get(file)).text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  const client = /<meta name="portal-signed-client" content="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(client).toMatch(/signed-client\.[0-9a-f]{8}\.js$/);
  expect(await (await request.get(client)).text()).not.toContain('allFunctionsCalledOnLoad');
  // A kit page fetches the kit's base to render, and then runs nearly all of it.
  const kitBase = page.waitForResponse((response) => /\/kit-base\.[0-9a-f]{8}\.js$/.test(response.url()));
  await page.goto('/cWeb/treasuryFront/detail');
  expect((await (await kitBase).text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

test('early.js is in the page, after the boot bar, and the script policy allows exactly it by its hash', async ({ page, request }) => {
  const answer = await request.get('/cWeb/home/index');
  const html = await answer.text();
  const inline = [...html.matchAll(/<script data-base="\/cWeb">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(inline).toHaveLength(1);
  expect(html.indexOf('<script data-base')).toBeGreaterThan(html.indexOf('class="boot-bar"'));
  expect(html).not.toMatch(/early\.js/);
  const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
  const scriptSrc = (answer.headers()['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc.trim().split(/\s+/)).toContain(hash);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  // It ran: it read remotes.json and preloaded home's remote entry before the shell ran.
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/cWeb/home/index');
  await expect(page.locator('[data-remote="mf_home_products"] h1')).toBeVisible();
  expect(await page.locator('head link[rel="preload"][as="script"][href$="/remotes/mf-home-products/remoteEntry.js"]').count()).toBe(1);
  expect(asked).not.toContain('/cWeb/early.js');
});

test("/cWeb/treasuryFront/detail: the page's frame is painted before any file of the UI kit is requested", async ({ page }) => {
  await page.goto('/cWeb/treasuryFront/detail');
  await expect(page.getByRole('button', { name: '提交申请' })).toBeVisible();
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    kitRequested: performance.getEntriesByType('resource').find((entry) => /\/kit-base\.[0-9a-f]{8}\.js$/.test(entry.name))?.startTime ?? Number.NaN,
  }));
  expect(timing.firstPaint).toBeGreaterThan(0);
  expect(timing.kitRequested).toBeGreaterThan(timing.firstPaint);
});

/** The kit's files a page has requested (its base chunk and its parts' chunks carry "kit-" in their names). */
const kitFiles = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/kit-[a-z-]+\.[0-9a-f]{8}\.js$/.test(entry.name)).length);

test('/cWeb/login: the login form is there, ready to type in, with no file of the UI kit requested', async ({ page }) => {
  await page.goto('/cWeb/login');
  await expect(page.getByRole('form', { name: '登录' }).getByLabel('手机号')).toBeFocused();
  expect(await kitFiles(page)).toBe(0);
});

test('/cWeb/treasuryFront/list: the filters, the rows and the pager are there with no file or sheet of the UI kit', async ({ page }) => {
  await page.goto('/cWeb/treasuryFront/list');
  await expect(page.getByRole('navigation', { name: '分页' }).getByText('共 28 条')).toBeVisible();
  await expect(page.getByRole('form', { name: '筛选申请记录' }).getByRole('button', { name: '查询' })).toBeVisible();
  expect(await kitFiles(page)).toBe(0);
  expect(await page.locator('link[data-portal-kit-css]').count()).toBe(0);
});

/** early.js's preloads of the shell's signed client (ky and the signing) in the document (the shell loads it with script tags). */
const signedClientPreloads = (page: Page) => page.locator('head link[rel="preload"][as="script"][href*="/signed-client."]').count();

test("a product page's first view waits for its content call: the signed client is fetched with the page; home's is not", async ({ page, request }) => {
  const html = await (await request.get('/cWeb/product/twogold')).text();
  expect(html).toMatch(/<meta name="portal-signed-client" content="\/cWeb\/signed-client\.[0-9a-f]{8}\.js">/);
  await page.goto('/cWeb/product/twogold');
  await expect(page.locator('[data-remote="mf_home_products"] h1')).toBeVisible();
  expect(await signedClientPreloads(page)).toBe(1);
  await page.goto('/cWeb/home/index');
  await expect(page.locator('[data-remote="mf_home_products"] h1')).toBeVisible();
  expect(await signedClientPreloads(page)).toBe(0);
});

test("a visitor's home reads no stored session, so its first view carries no crypto: crypto-js comes in the signed client, after the heading", async ({ page, request }) => {
  // crypto-js's own error text (enc.Utf8), in whichever script carries it.
  const CRYPTO_JS = 'Malformed UTF-8 data';
  await page.addInitScript(() => {
    const seen = { heading: 0 };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (!seen.heading && document.querySelector('[data-remote="mf_home_products"] h1')) seen.heading = performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/cWeb/home/index');
  await expect(page.locator('[data-remote="mf_home_products"] h1')).toBeVisible();
  const { heading, scripts } = await page.evaluate(() => ({
    heading: (window as unknown as { __seen: { heading: number } }).__seen.heading,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js$/.test(entry.name) && entry.startTime < (window as unknown as { __seen: { heading: number } }).__seen.heading)
      .map((entry) => entry.name),
  }));
  expect(heading).toBeGreaterThan(0);
  expect(scripts.some((url) => url.endsWith('/cWeb/main.js'))).toBe(true);
  for (const url of scripts) expect(await (await request.get(url)).text(), url).not.toContain(CRYPTO_JS);
  const html = await (await request.get('/cWeb/home/index')).text();
  const client = /<meta name="portal-signed-client" content="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(await (await request.get(client)).text()).toContain(CRYPTO_JS);
});
