import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/world';
import { harnessPort } from './support/ports';
import { EnterprisePersonaMobile, PersonaMobile } from '@portal/mock-api/personas';

const ROOT = path.resolve(__dirname, '../../..');

/** Each remote alone, as QA runs it: `pnpm --filter <remote> start` (webpack dev server + harness + mock API). */
const REMOTES = [
  { pkg: 'mf-home-products', remote: 'mf_home_products', path: '/home/index', heading: '首页' },
  { pkg: 'mf-auth', remote: 'mf_auth', path: '/AuthEnterprise/AuthPayment', heading: '小额打款认证' },
  { pkg: 'mf-user-center', remote: 'mf_user_center', path: '/download/center', heading: '下载中心' },
  { pkg: 'mf-help', remote: 'mf_help', path: '/helpCenter/signature', heading: '帮助中心' },
  { pkg: 'mf-treasury', remote: 'mf_treasury', path: '/treasuryFront/temp', heading: '司库服务' },
];

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dev server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

function stop(child: ChildProcess): void {
  if (!child.pid || child.exitCode !== null) return;
  // The dev server runs under pnpm: end the whole process group.
  process.kill(-child.pid, 'SIGTERM');
}

test.describe('each remote runs alone', () => {
  REMOTES.forEach(({ pkg, remote, path: route, heading }, i) => {
    test(`${pkg} in its dev harness`, async ({ page }) => {
      test.setTimeout(180_000);
      const port = harnessPort(i);
      const child = spawn('pnpm', ['--filter', pkg, 'run', 'start'], { cwd: ROOT, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true });
      try {
        await waitForServer(`http://127.0.0.1:${port}/cWeb/`, child);
        await page.goto(`http://127.0.0.1:${port}/cWeb${route}`);
        await expect(page.getByText(`QA harness · ${pkg}`)).toBeVisible();
        await expect(page.locator(`[data-remote="${remote}"] h1, .portal-harness__frame h1`).first()).toHaveText(heading);
        // The stub session signs in a persona through the same mock API, with the signed client.
        await page.getByLabel('stub session').selectOption(PersonaMobile.threeCompanies);
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.authorization'))).not.toBeNull();
        await page.getByLabel('stub session').selectOption('');
        await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.authorization'))).toBeNull();
      } finally {
        stop(child);
      }
    });
  });
});

test("mf-auth alone: every page linked with its title, the tab's title follows, and the QA console's 登录 signs in with the real calls", async ({ page }) => {
  test.setTimeout(180_000);
  const port = harnessPort(REMOTES.length);
  const child = spawn('pnpm', ['--filter', 'mf-auth', 'run', 'start'], { cwd: ROOT, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(`${base}/cWeb/`, child);
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
  } finally {
    stop(child);
  }
});
