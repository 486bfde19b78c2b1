import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SECOND_ORIGIN_PORT } from './support/ports';
import { expectRemotePage } from './support/portal';

const ROOT = path.resolve(__dirname, '../../..');

/** A folder's files, but remotes.json (a remote's build writes its new version there). */
function hashDir(dir: string): string {
  const h = createHash('sha256');
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    if (name === 'remotes.json') continue;
    try {
      h.update(name).update(readFileSync(path.join(dir, name)));
    } catch {
      // a folder
    }
  }
  return h.digest('hex');
}

test('a remote moved to another origin is an edit of remotes.json', async ({ page, request }) => {
  const original = await (await request.get('/cWeb/remotes.json')).json();
  const moved = {
    remotes: original.remotes.map((r: { name: string; entry: string }) =>
      r.name === 'mf_help' ? { ...r, entry: `http://localhost:${SECOND_ORIGIN_PORT}/cWeb/remotes/mf-help/mf-manifest.json` } : r,
    ),
  };
  await page.route('**/cWeb/remotes.json', (route) => route.fulfill({ json: moved }));
  const fromSecondOrigin: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`http://localhost:${SECOND_ORIGIN_PORT}/`)) fromSecondOrigin.push(r.url());
  });
  await page.goto('/cWeb/helpCenter/loginRegister');
  await expectRemotePage(page, 'mf_help', '帮助中心');
  expect(fromSecondOrigin.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);
  expect(fromSecondOrigin.some((u) => u.endsWith('.js'))).toBe(true);
});

test('what may change is never cached; hashed files are cached for good', async ({ request }) => {
  for (const url of ['/cWeb/remotes.json', '/cWeb/remotes/mf-auth/mf-manifest.json', '/cWeb/remotes/mf-auth/remoteEntry.js', '/cWeb/home/index']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toContain('no-store');
  }
  const manifest = await (await request.get('/cWeb/remotes/mf-auth/mf-manifest.json')).json();
  const file = manifest.exposes[0].assets.js.sync[0] as string;
  const res = await request.get(`/cWeb/remotes/mf-auth/${file}`);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('rebuilding one remote changes the portal with the shell untouched', async ({ page }) => {
  test.setTimeout(240_000);
  // The frame's heading comes from the remote's catalogue.
  const pageFile = path.join(ROOT, 'mf-treasury/src/i18n/zh-CN/treasury.ts');
  const source = readFileSync(pageFile, 'utf8');
  const shellBefore = hashDir(path.join(ROOT, 'shell/dist'));
  const treasuryVersion = () => (JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/remotes.json'), 'utf8')) as { remotes: { name: string; version: string }[] }).remotes.find((r) => r.name === 'mf_treasury')?.version;
  const versionBefore = treasuryVersion();
  const build = () => execFileSync('pnpm', ['--filter', 'mf-treasury', 'run', 'build'], { cwd: ROOT, stdio: 'pipe' });

  await page.goto('/cWeb/treasuryFront/detail');
  await expectRemotePage(page, 'mf_treasury', '司库服务');
  try {
    writeFileSync(pageFile, source.replace("brand: '司库服务'", "brand: '司库服务（新版）'"));
    build();
    await page.reload();
    await expectRemotePage(page, 'mf_treasury', '司库服务（新版）');
    expect(hashDir(path.join(ROOT, 'shell/dist'))).toBe(shellBefore);
    expect(treasuryVersion()).not.toBe(versionBefore);
  } finally {
    writeFileSync(pageFile, source);
    build();
  }
  await page.reload();
  await expectRemotePage(page, 'mf_treasury', '司库服务');
});

// Publishing rewrites shell/dist/remotes.json like the rebuild above: in this file, so the two never overlap.
const REMOTES_JSON = path.join(ROOT, 'shell/dist/remotes.json');
const HELP_TEXTS = path.join(ROOT, 'mf-help/src/i18n/zh-CN/help.ts');

interface Entry {
  name: string;
  entry: string;
  version: string;
  contract?: Record<string, string>;
  previous?: { entry: string; version?: string };
}
const helpEntry = (): Entry => (JSON.parse(readFileSync(REMOTES_JSON, 'utf8')) as { remotes: Entry[] }).remotes.find((r) => r.name === 'mf_help')!;

/** The diagnostics page in the same page view (a client-side navigation, as a link would make). */
async function diagnosticsRow(page: Page) {
  await page.evaluate(() => window.history.pushState(null, '', '/cWeb/__portal'));
  await expect(page.getByRole('heading', { name: '门户诊断' })).toBeVisible();
  return page.locator('tr[data-remote="mf_help"]');
}

test('a published remote shows on the next visit, falls back to its previous version when refused or failing, and rolls back', async ({ page, request }) => {
  test.setTimeout(300_000);
  const originalRemotes = readFileSync(REMOTES_JSON, 'utf8');
  const source = readFileSync(HELP_TEXTS, 'utf8');
  const pnpm = (...args: string[]) => execFileSync('pnpm', args, { cwd: ROOT, stdio: 'pipe' });
  const before = helpEntry();
  let published: Entry | undefined;

  await page.goto('/cWeb/helpCenter/loginRegister');
  await expectRemotePage(page, 'mf_help', '帮助中心');
  try {
    await test.step('publish while the portal is open: the next visit shows it', async () => {
      writeFileSync(HELP_TEXTS, source.replace("brand: '帮助中心'", "brand: '帮助中心（新版）'"));
      pnpm('--filter', 'mf-help', 'run', 'publish');
      writeFileSync(HELP_TEXTS, source);
      published = helpEntry();
      expect(published.entry).toBe(`/cWeb/remotes/mf-help/versions/${published.version}/mf-manifest.json`);
      expect(published.previous).toMatchObject({ entry: before.entry });
      await page.reload();
      await expectRemotePage(page, 'mf_help', '帮助中心（新版）');
      const row = await diagnosticsRow(page);
      await expect(row).toContainText(published.version);
      await expect(row).toContainText('当前版本');
      // The version's files never change; remotes.json, which points at them, is never cached.
      expect((await request.get(published.entry)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await request.get('/cWeb/remotes.json')).headers()['cache-control']).toContain('no-store');
    });

    await test.step('a version built against another @portal/core: the previous version shows', async () => {
      const manifest = JSON.parse(readFileSync(REMOTES_JSON, 'utf8')) as { remotes: Entry[] };
      const newer = { ...manifest, remotes: manifest.remotes.map((r) => (r.name === 'mf_help' ? { ...r, contract: { ...r.contract, '@portal/core': '^2.0.0' } } : r)) };
      await page.route('**/cWeb/remotes.json', (route) => route.fulfill({ json: newer }));
      await page.goto('/cWeb/helpCenter/loginRegister');
      await expectRemotePage(page, 'mf_help', '帮助中心');
      const row = await diagnosticsRow(page);
      await expect(row).toContainText('上一版本（已回退）');
      await expect(row).toContainText('与门户的共享契约不兼容：@portal/core ^2.0.0');
      await page.unroute('**/cWeb/remotes.json');
    });

    await test.step('a version whose entry answers 500: the previous version shows', async () => {
      await page.route((url) => url.pathname === published!.entry, (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.goto('/cWeb/helpCenter/loginRegister');
      await expectRemotePage(page, 'mf_help', '帮助中心');
      const row = await diagnosticsRow(page);
      await expect(row).toContainText('上一版本（已回退）');
      await expect(row).toContainText('当前版本加载失败');
      await page.unrouteAll();
    });

    await test.step('the mock received both fallbacks (sent when the page is left)', async () => {
      await page.goto('/cWeb/browserHelp');
      await expect
        .poll(async () => {
          const { events } = (await (await request.get('/__mock/telemetry')).json()) as { events: { type: string; remote?: string; reason?: string }[] };
          return events.filter((e) => e.type === 'remote-fallback' && e.remote === 'mf_help').map((e) => e.reason);
        })
        .toEqual(expect.arrayContaining(['incompatible', 'failed']));
    });

    await test.step('the QA console shows them', async () => {
      await page.goto('/__mock/');
      const fallbacks = page.locator('#qa-telemetry-view').getByRole('row').filter({ hasText: 'remote-fallback' }).filter({ hasText: 'mf_help' });
      await expect(fallbacks.first()).toBeVisible();
    });

    await test.step('rollback brings the old version back', async () => {
      pnpm('exec', 'portal-app', 'rollback', 'mf-help');
      expect(helpEntry()).toMatchObject({ entry: before.entry, previous: { version: published!.version } });
      await page.goto('/cWeb/helpCenter/loginRegister');
      await expectRemotePage(page, 'mf_help', '帮助中心');
    });
  } finally {
    writeFileSync(HELP_TEXTS, source);
    writeFileSync(REMOTES_JSON, originalRemotes);
    if (published) rmSync(path.join(ROOT, 'mf-help/dist/versions', published.version), { recursive: true, force: true });
  }
});
