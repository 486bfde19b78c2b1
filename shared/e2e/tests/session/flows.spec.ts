/** Session flows that only the browser shows: guard timing, the /login resume, continuing what asked for a login. */
import { expect } from '@playwright/test';
import { test } from '../support/world';
import { remoteHeading } from '../support/portal';
import { Persona, chooseCompany, expectSignedIn, loginDialog, openLoginDialog, scenario, smsLogin } from './support';

const USER_PATH = '/uc/v1/api/unified/login/user';

test('the router guard has the user info before a page of a remote shows', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  await smsLogin(page, request, await openLoginDialog(page), Persona.oneCompany);
  await expectSignedIn(page, '张伟');
  await scenario(request, { method: 'GET', path: USER_PATH, delayMs: 3000 });
  const userAnswered = page.waitForResponse((response) => response.url().includes(USER_PATH));
  await page.evaluate(() => window.history.pushState(null, '', '/cWeb/helpCenter/loginRegister'));
  await expect(page).toHaveURL(/\/cWeb\/helpCenter\/loginRegister$/);
  await expect(page.locator('.portal-remote-loading')).toBeVisible();
  await expect(remoteHeading(page, 'mf_help')).toHaveCount(0);
  await userAnswered;
  await expect(remoteHeading(page, 'mf_help')).toHaveText('帮助中心');
});

test('after the reload a login of another mobile needs, /login?from= finishes that login and goes on', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  const dialog = await openLoginDialog(page);
  await smsLogin(page, request, dialog, Persona.oneCompany);
  await expect(dialog).toBeHidden();
  await expectSignedIn(page, '张伟');
  // The guard ends the session on a bare /login; the tab still remembers whose it was.
  await page.evaluate(() => window.history.pushState(null, '', '/cWeb/login'));
  const form = page.getByRole('main');
  await expect(form.getByRole('tab', { name: '短信登录' })).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', `/cWeb/login?from=${encodeURIComponent('/helpCenter/entAuth')}`));
  await smsLogin(page, request, form, Persona.threeCompanies);
  const prompt = page.getByRole('dialog').filter({ hasText: '您已经登录了其他账号，需要刷新下页面再进行下操作' });
  await prompt.getByRole('button', { name: '刷新页面' }).click();
  // Reloaded with the new token: the company choice, then the page it came for; never the form again.
  await expect(page.getByRole('dialog').filter({ hasText: '选择关联企业' })).toBeVisible({ timeout: 30_000 });
  await chooseCompany(page, '深圳前海鑫源贸易有限公司');
  await expect(page).toHaveURL(/\/cWeb\/helpCenter\/entAuth$/);
  await expectSignedIn(page, '李娜');
  await expect(page.getByRole('tab', { name: '短信登录' })).toHaveCount(0);
});

test('a login asked for by 进入系统 goes on into that business system', async ({ page, request, context }) => {
  await page.goto('/cWeb/enterpriseCentre/index');
  await page.locator('[data-remote="mf_home_products"]').getByRole('button', { name: '进入系统' }).first().click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  const [tab] = await Promise.all([context.waitForEvent('page'), smsLogin(page, request, dialog, Persona.oneCompany)]);
  await tab.waitForURL(/\/__mock\/biz\/[^?]+\?/);
  await expect(tab.getByTestId('user')).toHaveText('张伟');
  await expect(tab.getByTestId('company')).toHaveText('上海浦江供应链管理有限公司');
  await expect(page).toHaveURL(/\/cWeb\/enterpriseCentre\/index$/);
});

test('group sign-on started from the login dialog comes back to the page it was started on', async ({ page }) => {
  await page.goto('/cWeb/product/twogold');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: '集团统一身份认证登录' }).click();
  await expect(page).toHaveURL(/\/__mock\/iam\/login\?redirect=/);
  await page.locator(`button[data-mobile="${Persona.oneCompany}"]`).click();
  await expect(page).toHaveURL(/\/cWeb\/product\/twogold$/);
  await expectSignedIn(page, '张伟');
});
