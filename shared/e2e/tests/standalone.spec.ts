/**
 * Each remote alone, as QA runs it: `pnpm --filter <remote> start` (webpack dev server + harness +
 * mock API). One dev server per remote, started once: everything a QA tester checks of that remote
 * alone happens in its one test (a dev server's first compile is most of the time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './support/world';
import { harnessPort } from './support/ports';
import { settled } from './support/portal';
import { PUBLIC_PAGES, expectPublicPage } from './public/support';
import { EnterprisePersonaMobile, PersonaMobile } from '@portal/mock-api/personas';

const ROOT = path.resolve(__dirname, '../../..');

/** Starts `pkg`'s dev harness on `port`, runs `body` against its base URL once it answers, and stops it. */
async function withHarness(pkg: string, port: number, body: (base: string) => Promise<void>): Promise<void> {
  const child: ChildProcess = spawn('pnpm', ['--filter', pkg, 'run', 'start'], { cwd: ROOT, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true });
  const base = `http://127.0.0.1:${port}`;
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`${pkg}'s dev server exited with ${child.exitCode}`);
          return fetch(`${base}/cWeb/`).then(
            (answer) => answer.ok,
            () => false, // not listening yet
          );
        },
        { message: `${pkg}'s dev server did not answer`, timeout: 180_000, intervals: [500] },
      )
      .toBe(true);
    await body(base);
  } finally {
    // The dev server runs under pnpm: end the whole process group.
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
}

/** The harness's frame and the remote's page in it, at `route`. */
async function expectHarnessPage(page: Page, base: string, pkg: string, remote: string, route: string, heading: string): Promise<void> {
  await page.goto(`${base}/cWeb${route}`);
  await expect(page.getByText(`QA harness · ${pkg}`)).toBeVisible();
  await expect(page.locator(`[data-remote="${remote}"] h1, .portal-harness__frame h1`).first()).toHaveText(heading);
}

/** The stub session signs a persona in through the same mock API, with the signed client, and out again. */
async function stubSessionSignsInAndOut(page: Page): Promise<void> {
  await page.getByLabel('stub session').selectOption(PersonaMobile.threeCompanies);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.authorization'))).not.toBeNull();
  await page.getByLabel('stub session').selectOption('');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.authorization'))).toBeNull();
}

/** Every public page a remote owns renders alone, as in the portal. */
async function everyPublicPage(page: Page, base: string, pkg: string, remote: string): Promise<void> {
  for (const { path: route, h1, content } of PUBLIC_PAGES.filter((p) => p.remote === remote)) {
    await page.goto(`${base}/cWeb${route}`);
    await expect(page.getByText(`QA harness · ${pkg}`)).toBeVisible();
    await expectPublicPage(page, h1, content);
  }
}

test.describe('each remote runs alone', () => {
  test.describe.configure({ timeout: 300_000 });

  test('mf-home-products alone: its page, the stub session, every public page, and the hostile article runs no script', async ({ page }) => {
    await withHarness('mf-home-products', harnessPort(0), async (base) => {
      await expectHarnessPage(page, base, 'mf-home-products', 'mf_home_products', '/home/index', '首页');
      await stubSessionSignsInAndOut(page);
      await everyPublicPage(page, base, 'mf-home-products', 'mf_home_products');
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(`${base}/cWeb/dynamics/article/qa-hostile`);
      await expect(page.locator('#user-content-qa-hostile-start')).toBeVisible();
      await settled(page);
      expect(await page.evaluate(() => (window as unknown as { __xssFired?: string }).__xssFired)).toBeUndefined();
      expect(dialogs).toEqual([]);
    });
  });

  test("mf-auth alone: its page, the stub session, every page linked with its title, the tab's title follows, and the QA console's 登录 signs in with the real calls", async ({ page }) => {
    await withHarness('mf-auth', harnessPort(1), async (base) => {
      await expectHarnessPage(page, base, 'mf-auth', 'mf_auth', '/AuthEnterprise/AuthPayment', '小额打款认证');
      await stubSessionSignsInAndOut(page);
      await page.goto(`${base}/__mock/`);
      await expect(page.getByRole('heading', { level: 1, name: 'QA 控制台' })).toBeVisible();
      await page.locator('#qa-redirect').fill('/AuthEnterprise/AuthPayment');
      const [harness] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: `登录 ${EnterprisePersonaMobile.ent4Finished}` }).click()]);
      await expect(harness).toHaveURL(`${base}/cWeb/AuthEnterprise/AuthPayment`);
      await expect.poll(() => harness.evaluate(() => localStorage.getItem('portal.authorization'))).not.toBeNull();
      const sms = (await (await page.request.get(`${base}/__mock/sms/${EnterprisePersonaMobile.ent4Finished}`)).json()) as { kind: string; used: boolean };
      expect(sms).toMatchObject({ kind: 'login', used: true });
      await expect(harness).toHaveTitle('小额打款认证 - 企业认证 - 供应链金融服务平台');
      const nav = harness.getByRole('navigation', { name: 'remote routes' });
      // The pages behind /AuthEnterprise/:step and /LegalChange/* are linked too, each with its title.
      await expect(nav.getByRole('link', { name: '回填打款金额 - 企业认证 /AuthEnterprise/AuthBackfill' })).toBeVisible();
      await expect(nav.getByRole('link', { name: /^上传变更材料 - 法定代表人变更 \/LegalChange\/admin\/upload$/ })).toBeVisible();
      await expect(harness.getByRole('link', { name: /^QA 控制台/ })).toHaveAttribute('href', '/__mock/');
    });
  });

  test('mf-user-center alone: its page and the stub session', async ({ page }) => {
    await withHarness('mf-user-center', harnessPort(2), async (base) => {
      await expectHarnessPage(page, base, 'mf-user-center', 'mf_user_center', '/download/center', '下载中心');
      await stubSessionSignsInAndOut(page);
    });
  });

  test('mf-help alone: its page, the stub session and every public page', async ({ page }) => {
    await withHarness('mf-help', harnessPort(3), async (base) => {
      await expectHarnessPage(page, base, 'mf-help', 'mf_help', '/helpCenter/signature', '帮助中心');
      await stubSessionSignsInAndOut(page);
      await everyPublicPage(page, base, 'mf-help', 'mf_help');
    });
  });

  test('mf-treasury alone: its page, the stub session and every public page', async ({ page }) => {
    await withHarness('mf-treasury', harnessPort(4), async (base) => {
      await expectHarnessPage(page, base, 'mf-treasury', 'mf_treasury', '/treasuryFront/temp', '司库服务');
      await stubSessionSignsInAndOut(page);
      await everyPublicPage(page, base, 'mf-treasury', 'mf_treasury');
    });
  });
});
