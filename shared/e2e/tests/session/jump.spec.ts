import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { emitOnBus, expectRemotePage } from '../support/portal';
import { Persona, loginDialog, scenario, sessionState, signInAs } from './support';

/** What a remote does to enter a business system: ask the shell over the bus. */
async function enterSystem(page: Page, key: string, options: Record<string, unknown> = {}): Promise<void> {
  await emitOnBus(page, 'business:open', { key, ...options });
}

test('signed out, a system key opens the login dialog', async ({ page }) => {
  await page.goto('/cWeb/home/index');
  // A system key is on a remote's page: it can be pressed once that page is there, not before.
  await expectRemotePage(page, 'mf_home_products', '首页');
  await enterSystem(page, 'twogold');
  await expect(loginDialog(page)).toBeVisible();
});

test('the jump: token verified, data signature fetched, the signed URL opens in a new tab and the system checks it', async ({ page, request, context }) => {
  await signInAs(page, request, Persona.threeCompanies, { path: '/home/index', company: '深圳前海鑫源贸易有限公司' });
  const { token } = await sessionState(page);

  const [tab] = await Promise.all([context.waitForEvent('page'), enterSystem(page, 'twogold')]);
  await tab.waitForURL(/\/__mock\/biz\/twogold\?/);
  const url = new URL(tab.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    code: token,
    entCustomerId: 'EC2026000201',
    clientId: 'twogold',
    busType: 'ent',
  });
  expect(url.searchParams.get('entCode')).toMatch(/^91440300/);
  expect(url.searchParams.get('sign')).toMatch(/^[0-9a-f]{64}$/);
  await expect(tab.getByRole('heading', { level: 1 })).toContainText('欢迎进入');
  await expect(tab.getByTestId('user')).toHaveText('李娜');
  await expect(tab.getByTestId('company')).toHaveText('深圳前海鑫源贸易有限公司');

  // The same URL with a forged company is refused by the system.
  url.searchParams.set('entCode', '91310115MA1FL3XK9D');
  await tab.goto(url.href);
  await expect(tab.getByTestId('refusal')).toContainText('签名校验失败');
  await tab.close();
  await expect(page).toHaveURL(/\/cWeb\/home\/index$/);
});

test('the jump in the same tab when asked', async ({ page, request }) => {
  await signInAs(page, request, Persona.oneCompany, { path: '/home/index' });
  await enterSystem(page, 'smallsupply', { sameTab: true });
  await page.waitForURL(/\/__mock\/biz\/smallsupply\?/);
  await expect(page.getByTestId('user')).toHaveText('张伟');
  await expect(page.getByTestId('company')).toHaveText('上海浦江供应链管理有限公司');
});

test('a token the server no longer knows: no tab, the login dialog (or the login-error dialog)', async ({ page, request, context }) => {
  await signInAs(page, request, Persona.oneCompany, { path: '/home/index' });
  // A non-200 verify that is not a 401: the login dialog opens again.
  await scenario(request, { method: 'GET', path: '/uc/v1/api/token/verify', code: 500100, message: '令牌校验失败' });
  const pages = context.pages().length;
  await enterSystem(page, 'winnings');
  await expect(loginDialog(page)).toBeVisible();
  await expect.poll(() => context.pages().length).toBe(pages);
  await loginDialog(page).getByRole('button', { name: '关闭' }).click();

  // A 401: the login-error dialog shows, and the login dialog does not open over it.
  await scenario(request, { method: 'GET', path: '/uc/v1/api/token/verify', status: 401 });
  await enterSystem(page, 'winnings');
  await expect(page.getByRole('dialog').filter({ hasText: '您好，当前账号权限已失效，请重新登录' })).toBeVisible();
  await expect(loginDialog(page)).toBeHidden();
});
