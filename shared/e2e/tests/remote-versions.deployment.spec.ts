import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectRemotePage } from './support/portal';

// Publishes into mf-help's dist and rewrites shell/dist/remotes.json, which every worker
// serves: it runs in the `deployment` project, alone, after the rest.
const ROOT = path.resolve(__dirname, '../../..');
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
