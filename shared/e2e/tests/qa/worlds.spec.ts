/**
 * Worlds (issue 45): two testers on one server, each in a world of their own, walk the same
 * persona at once and one's reset leaves the other's walk alone; the console shows, creates,
 * copies, switches, resets and deletes worlds; a world set up through the console survives a
 * SIGKILL and restart of a mock with a data directory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { EnterprisePersonaMobile } from '@portal/mock-api/personas';
import { WORLD_COOKIE, WORLD_HEADER, test } from '../support/world';
import { harnessPort } from '../support/ports';
import { auth, fillPublicAccount, heading } from '../auth/support';
import { expectSignedIn, signInAs } from '../session/support';

const PERSONA = EnterprisePersonaMobile.ent4Finished;
const HAINA = '宁波北仑海纳国际物流有限公司';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');



async function creditCode(request: APIRequestContext): Promise<string> {
  const { accounts } = (await (await request.get('/__mock/accounts')).json()) as { accounts: { mobile: string; companies: { companyName: string; creditCode: string }[] }[] };
  const company = accounts.find((a) => a.mobile === PERSONA)?.companies.find((c) => c.companyName === HAINA);
  if (!company) throw new Error(`${PERSONA} has no ${HAINA}`);
  return company.creditCode;
}

/** 13800000021 (ENT_4_FINISH) from sign-in to the remittance applied: 回填打款金额. */
async function toBackfill(page: Page, request: APIRequestContext): Promise<void> {
  await signInAs(page, request, PERSONA, { path: '/AuthEnterprise/AuthPayment?type=ContinueAuth' });
  await expect(heading(page, '小额打款认证')).toBeVisible();
  await fillPublicAccount(page);
  await auth(page).getByRole('button', { name: '申请打款' }).click();
  await expect(heading(page, '回填打款金额')).toBeVisible();
}

/** From 回填打款金额 to the materials under review. */
async function toReview(page: Page, request: APIRequestContext): Promise<void> {
  const { amount } = (await (await request.get(`/__mock/remittance/${await creditCode(request)}`)).json()) as { amount: string };
  await auth(page).getByLabel('到账金额（元）').fill(amount);
  await auth(page).getByRole('button', { name: '验证金额' }).click();
  await expect(heading(page, '法定代表人人脸识别')).toBeVisible();
  expect((await request.post('/__mock/face/latest', { data: { pass: true } })).ok()).toBe(true);
  await expect(heading(page, '上传认证材料')).toBeVisible();
  for (const title of ['平台认证服务协议', '数字证书服务协议（企业）']) {
    await auth(page).locator(`input[type="file"][aria-label="${title}"]`).setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(auth(page).getByRole('button', { name: `删除${title}` })).toBeVisible();
  }
  await auth(page).getByRole('button', { name: '提交审核' }).click();
  await expect(auth(page).getByRole('heading', { name: '认证材料审核中' })).toBeVisible();
}

test('two testers in two worlds walk 13800000021 through enterprise authentication at once; one resets, the other goes on undisturbed', async ({ page, request, browser, playwright, baseURL, world }) => {
  test.setTimeout(180_000);
  // Tester B: a world and a browser of their own on the same server.
  const created = await request.post('/__mock/worlds', { data: { name: 'tester B' } });
  expect(created.status()).toBe(201);
  const other = ((await created.json()) as { id: string }).id;
  expect(other).not.toBe(world.id);
  const host = new URL(baseURL ?? '').hostname;
  const contextB = await browser.newContext({ storageState: { cookies: [{ name: WORLD_COOKIE, value: other, domain: host, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' }], origins: [] } });
  const requestB = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { [WORLD_HEADER]: other } });
  const pageB = await contextB.newPage();
  try {
    // Both at once, the same persona and company: each world has its own sessions, SMS codes and puzzle answers.
    await Promise.all([toBackfill(page, request), toBackfill(pageB, requestB)]);

    // A resets: A's world is back to the seed (signed out, no remittance), B's is not touched.
    expect((await request.post('/__mock/reset')).ok()).toBe(true);
    expect((await request.get(`/__mock/remittance/${await creditCode(request)}`)).status()).toBe(404);
    await toReview(pageB, requestB);
    const pending = (await (await requestB.get('/__mock/pending')).json()) as { reviews: { mobile: string }[] };
    expect(pending.reviews.map((r) => r.mobile)).toContain(PERSONA);

    await page.reload();
    await expect(page.getByRole('button', { name: '登录 / 注册' }).first()).toBeVisible();
    await pageB.reload();
    await expect(auth(pageB).getByRole('heading', { name: '认证材料审核中' })).toBeVisible();
    await expectSignedIn(pageB, '冯磊');
  } finally {
    await contextB.close();
    await requestB.delete(`/__mock/worlds/${other}`);
    await requestB.dispose();
  }
});

const current = (console: Page) => console.locator('#qa-world-current');
const done = (console: Page, label: string) => expect(console.locator('#qa-status')).toHaveText(`${label}：成功`);

test('the console shows the world, creates a named one or a copy, switches, resets only its own and deletes', async ({ page: console, request, world }) => {
  await console.goto('/__mock/');
  await expect(current(console)).toHaveText(`${world.name}（${world.id}）`);

  // A scenario in the test's world, then a fresh named world: it has none.
  expect((await request.post('/__mock/scenario', { data: { method: 'GET', path: '/uc/v1/api/unified/login/user', times: 2, status: 500 } })).status()).toBe(201);
  await expect(console.locator('#qa-scenario-view')).toContainText('/uc/v1/api/unified/login/user');
  await console.locator('#qa-world-name').fill('QA 张');
  await console.getByRole('button', { name: '新建世界并进入' }).click();
  await done(console, '新建世界');
  await expect(current(console)).toContainText('QA 张');
  await expect(console.locator('#qa-scenario-view')).not.toContainText('/uc/v1/api/unified/login/user');

  // Back to the test's world, then a copy of it: the copy has the scenario.
  await console.locator(`#qa-world-rows tr[data-world="${world.id}"]`).getByRole('button', { name: '进入' }).click();
  await expect(current(console)).toContainText(world.id);
  await expect(console.locator('#qa-scenario-view')).toContainText('/uc/v1/api/unified/login/user');
  await console.locator('#qa-world-name').fill('handed over');
  await console.locator('#qa-world-copy').check();
  await console.getByRole('button', { name: '新建世界并进入' }).click();
  await done(console, '复制当前世界');
  await expect(current(console)).toContainText('handed over');
  await expect(console.locator('#qa-scenario-view')).toContainText('/uc/v1/api/unified/login/user');

  // Resetting the copy leaves the test's world as it was.
  console.once('dialog', (dialog) => void dialog.accept());
  await console.getByRole('button', { name: '重置当前世界' }).click();
  await done(console, '重置当前世界');
  await expect(console.locator('#qa-scenario-view')).not.toContainText('/uc/v1/api/unified/login/user');
  const kept = (await (await request.get('/__mock/scenario')).json()) as { scenarios: unknown[] };
  expect(kept.scenarios).toHaveLength(1);

  // Deleting the worlds made here.
  for (const name of ['handed over', 'QA 张']) {
    const row = console.locator('#qa-world-rows tr', { hasText: name });
    console.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: '删除' }).click();
    await done(console, `删除世界 ${name}`);
    await expect(row).toHaveCount(0);
  }
});

/** The mock alone (src/main.ts) with a data directory, on a port of this run. */
function startMock(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '../../../mock-api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MOCK_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
}

const answers = async (url: string): Promise<boolean> => fetch(url).then((r) => r.ok, () => false);

test('a world set up through the console survives a SIGKILL and restart of a mock with a data directory', async ({ page }) => {
  test.setTimeout(120_000);
  const port = harnessPort(8);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-worlds-'));
  let mock = startMock(port, dataDir);
  try {
    await expect.poll(() => answers(`${base}/__mock/worlds`), { timeout: 60_000 }).toBe(true);
    await page.goto(`${base}/__mock/`);
    await expect(current(page)).toHaveText('default（default）');
    await page.locator('#qa-world-name').fill('kept world');
    await page.getByRole('button', { name: '新建世界并进入' }).click();
    await expect(current(page)).toContainText('kept world');
    await page.locator('#qa-scenario-call').selectOption({ index: 1 });
    await page.locator('#qa-scenario-form').getByLabel('HTTP 状态').fill('503');
    await page.getByRole('button', { name: '加入' }).click();
    await done(page, '加入故障');
    await expect(page.locator('#qa-scenario-view')).toContainText('HTTP 503');

    const killed = new Promise((resolve) => mock.once('exit', resolve));
    mock.kill('SIGKILL');
    await killed;
    mock = startMock(port, dataDir);
    await expect.poll(() => answers(`${base}/__mock/worlds`), { timeout: 60_000 }).toBe(true);

    // The browser's cookie still names the world, and the world is as it was.
    await page.reload();
    await expect(current(page)).toContainText('kept world');
    await expect(page.locator('#qa-scenario-view')).toContainText('HTTP 503');
  } finally {
    mock.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
