/**
 * The portal behind Debian's nginx, as deploy/nginx renders it: pages, sign-in, a remote on a
 * second origin and one under maintenance, with no Content-Security-Policy violation anywhere.
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Response } from '@playwright/test';
import { test } from './support';
import { Persona, expectSignedIn, openLoginDialog, smsLogin } from '../session/support';
import { expectRemotePage } from '../support/portal';
import { NGINX_REMOTE_ORIGIN, RUNTIME_DIR, maintenanceFlag } from './deployment';

test('the build’s brotli and gzip files are sent as they are', async ({ request }) => {
  const main = path.resolve(__dirname, '../../../../shell/dist/main.js');
  // brotli_static only when Debian's static module is there (the test command installs it).
  const brotliStatic = readFileSync(path.join(RUNTIME_DIR, 'nginx.conf'), 'utf8').includes('brotli_static on;');
  for (const [encoding, ext] of [['gzip', '.gz'], ...(brotliStatic ? [['br', '.br']] : [])]) {
    const answer = await request.get('/cWeb/main.js', { headers: { 'Accept-Encoding': encoding } });
    expect(answer.headers()['content-encoding']).toBe(encoding);
    // The precompressed file's own length: compressing on the fly would answer in chunks, with none.
    expect(answer.headers()['content-length']).toBe(String(statSync(`${main}${ext}`).size));
  }
});

test('home and a product page come compressed, cached by name and with the security headers', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  const document = await page.goto('/cWeb/home/index');
  await expectRemotePage(page, 'mf_home_products', '首页');
  const headers = document?.headers() ?? {};
  // No Server header at all: not even the product name (server_tokens off and headers-more).
  expect(headers.server).toBeUndefined();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  // Styles by this answer's nonce ($request_id), which sub_filter wrote into the page.
  const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
  expect(styleSrc).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([0-9a-f]{32})'/.exec(styleSrc)?.[1];
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(await page.locator('meta[property="csp-nonce"]').evaluate((meta) => (meta as HTMLMetaElement).nonce)).toBe(nonce);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-store, max-age=0');

  const scripts = responses.filter((r) => r.url().endsWith('.js') && r.status() === 200);
  const hashed = scripts.filter((r) => /\.[0-9a-f]{8}\.js$/.test(r.url()));
  // At least the shell's first chunk and the home page's chunk (react and the shared core ride in main.js).
  expect(hashed.length).toBeGreaterThanOrEqual(2);
  for (const r of hashed) {
    const h = await r.allHeaders();
    if (Number(h['content-length'] ?? Infinity) >= 1024) expect([r.url(), h['content-encoding']]).toEqual([r.url(), expect.stringMatching(/^(gzip|br)$/)]);
    expect(h['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const entries = responses.filter((r) => /\/(mf-manifest\.json|remoteEntry\.js)$/.test(r.url()));
  expect(entries.length).toBeGreaterThan(1);
  // A published version's entry files never change (remotes.json moves to the next version); a build in place's are never cached.
  for (const r of entries) expect([r.url(), (await r.allHeaders())['cache-control']]).toEqual([r.url(), r.url().includes('/versions/') ? 'public, max-age=31536000, immutable' : 'no-store, max-age=0']);
  // remotes.json: shared briefly by a CDN (a publish reaches everyone within 60 s), revalidated by its ETag.
  const remotesJson = responses.find((r) => r.url().endsWith('/cWeb/remotes.json'));
  const remotesHeaders = (await remotesJson?.allHeaders()) ?? {};
  expect(remotesHeaders['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  expect(remotesHeaders.etag).toMatch(/^(W\/)?"[^"]+"$/);

  await page.goto('/cWeb/product/twogold');
  await expectRemotePage(page, 'mf_home_products', '保理营运资金');
});

test('SMS login through nginx to the API upstream', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  const dialog = await openLoginDialog(page);
  await smsLogin(page, request, dialog, Persona.oneCompany);
  await expect(dialog).toBeHidden();
  await expectSignedIn(page, '张伟');
});

test('a remote under maintenance shows the retry and comes back', async ({ page }) => {
  const flag = maintenanceFlag('mf-help');
  writeFileSync(flag, '');
  try {
    await page.goto('/cWeb/helpCenter/loginRegister');
    await expect(page.getByRole('alert')).toContainText('页面暂时无法加载');
  } finally {
    rmSync(flag, { force: true });
  }
  expect(existsSync(flag)).toBe(false);
  await page.getByRole('button', { name: '重试' }).click();
  await expectRemotePage(page, 'mf_help', '帮助中心');
});

test('a remote on the second origin draws a PDF with its pdf.js worker', async ({ page, request }) => {
  const original = await (await request.get('/cWeb/remotes.json')).json();
  const moved = {
    remotes: original.remotes.map((r: { name: string; entry: string }) =>
      r.name === 'mf_treasury' ? { ...r, entry: `${NGINX_REMOTE_ORIGIN}/cWeb/remotes/mf-treasury/mf-manifest.json` } : r,
    ),
  };
  await page.route('**/cWeb/remotes.json', (route) => route.fulfill({ json: moved }));
  const fromSecondOrigin: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${NGINX_REMOTE_ORIGIN}/`) && r.ok()) fromSecondOrigin.push(r.url());
  });
  await page.goto('/cWeb/treasuryFront/view/pdf/treasury-brochure.pdf');
  await expect(page.getByRole('img', { name: '第 1 页' })).toBeVisible();
  expect(fromSecondOrigin.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);
  expect(fromSecondOrigin.some((u) => /pdf\.worker/.test(u))).toBe(true);
});
