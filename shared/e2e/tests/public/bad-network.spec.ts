/**
 * Bad networks (issue 14): a dropped connection and a reset each end at once with the catalogue's
 * message, a slow answer is waited for (the spec's 600000 ms, issue 28); every data area offers a
 * retry that recovers; sign-in inputs survive. The mock's scenarios drive the drops and stalls (POST /__mock/scenario).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from '../support/world';
import { PASSWORD, Persona, openLoginDialog, resetMock, scenario, signInAs, solveSlider } from '../session/support';

const NETWORK = '网络错误,请检查';
const TIMEOUT = '请求超时,请稍后重试';
const LOGIN = '/uc/v1/api/unified/login/accPwdlogin';
const SLIDER = '/uc/v1/api/unified/login/slide-verify-code';
// More drops than the browser's own silent retries of a request whose reused connection closed.
const DROPS = 10;

test('news list and product detail: a dropped load offers 重新加载, which recovers', async ({ page, request }) => {
  await scenario(request, { method: 'GET', path: '/cms/v1/api/news/list', drop: true, times: DROPS });
  await page.goto('/cWeb/dynamics/index');
  const failed = page.getByTestId('load-failed');
  await expect(failed).toContainText(NETWORK);
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="load-failed"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations).toEqual([]);
  await resetMock(request);
  await failed.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('link', { name: '链融保理上线“应付电子凭证”多级流转功能，助力末端供应商融资' })).toBeVisible();
  await expect(failed).toHaveCount(0);

  await scenario(request, { method: 'GET', path: '/cms/v1/api/product/detail', drop: true, times: DROPS });
  await page.goto('/cWeb/product/twogold');
  await expect(page.getByTestId('load-failed')).toContainText(NETWORK);
  await resetMock(request);
  // By keyboard: the retry is a real button.
  await page.getByTestId('load-failed').getByRole('button', { name: '重新加载' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '所需材料' })).toBeVisible();
});

test('sign-in: a dropped login says 网络错误,请检查 at once, keeps what was typed, and the next press brings a fresh puzzle', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('手机号').fill(Persona.oneCompany);
  await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('checkbox').check();
  await scenario(request, { method: 'POST', path: LOGIN, drop: true, times: DROPS });
  await dialog.getByRole('button', { name: /^登 ?录$/ }).click();
  await solveSlider(page, request);
  const started = Date.now();
  await expect(page.getByText(NETWORK)).toBeVisible({ timeout: 5000 });
  const shownAfterMs = Date.now() - started;
  test.info().annotations.push({ type: 'dropped login: message after (ms)', description: String(shownAfterMs) });
  expect(shownAfterMs).toBeLessThan(5000);
  await expect(dialog.getByLabel('手机号')).toHaveValue(Persona.oneCompany);
  await expect(dialog.getByLabel('密码', { exact: true })).toHaveValue(PASSWORD);

  await resetMock(request);
  await dialog.getByRole('button', { name: /^登 ?录$/ }).click();
  // A fresh puzzle (not the spent one as 验证成功 with the handle disabled): it can be solved again.
  await solveSlider(page, request);
  await expect(dialog).toBeHidden();
});

test('sign-in: a reset SMS send says 网络错误,请检查 at once; a slow login is waited for (the spec\'s 600000 ms), not cut short', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/cWeb/home/index');
  const dialog = await openLoginDialog(page);

  // A reset connection on the SMS send (the browser reports it as a failed fetch).
  await dialog.getByLabel('手机号').fill(Persona.oneCompany);
  await page.route('**/unified/login/sms-verify-code', (route) => route.abort('connectionreset'));
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page, request);
  const started = Date.now();
  await expect(page.getByText(NETWORK)).toBeVisible({ timeout: 5000 });
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  await expect(dialog.getByLabel('手机号')).toHaveValue(Persona.oneCompany);
  await page.unroute('**/unified/login/sms-verify-code');

  // A login answering after 16 s: beyond the old 15 s cut, well within the spec's limit.
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('手机号').fill(Persona.oneCompany);
  await dialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('checkbox').check();
  await scenario(request, { method: 'POST', path: LOGIN, delayMs: 16_000, times: 1 });
  await dialog.getByRole('button', { name: /^登 ?录$/ }).click();
  await solveSlider(page, request);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(TIMEOUT)).toHaveCount(0);
});

test('sign-in: a dropped slider fetch says so in the puzzle; 换一张 recovers', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('手机号').fill(Persona.oneCompany);
  await scenario(request, { method: 'GET', path: SLIDER, drop: true, times: DROPS });
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('status').filter({ hasText: NETWORK })).toBeAttached();
  await expect(page.locator('.portal-captcha__notice')).toHaveText(NETWORK);
  await resetMock(request);
  await page.getByRole('button', { name: '换一张' }).click();
  await solveSlider(page, request);
  await expect(page.getByText('短信验证码已发送')).toBeVisible();
});

// The customer's own connection gone (the browser offline): 获取验证码 on /set/center must still answer.
test("settings: 获取验证码 (the e-mail's, the password's) with the connection gone or reset says 网络错误,请检查 at once and keeps what was typed", async ({ page, request, context }) => {
  await signInAs(page, request, Persona.oneCompany, { path: '/set/center' });
  const centre = page.locator('[data-remote="mf_user_center"]');
  const passwordCard = centre.locator('.ant-card').filter({ has: page.getByLabel('新密码') });
  const emailCard = centre.locator('.ant-card').filter({ has: page.getByLabel('邮箱地址') });
  await emailCard.getByLabel('邮箱地址').fill('zw@example.com');
  await emailCard.getByLabel('邮箱验证码').fill('12');
  await passwordCard.getByLabel('新密码').fill(PASSWORD);

  await context.setOffline(true);
  await passwordCard.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(NETWORK).first()).toBeVisible({ timeout: 5000 });
  await expect(passwordCard.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  await emailCard.getByRole('button', { name: '获取验证码' }).click();
  await expect(emailCard.getByRole('alert')).toHaveText(NETWORK, { timeout: 5000 });
  await expect(emailCard.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  await context.setOffline(false);

  // Online, the connection reset on the way.
  await page.route('**/auth/user/email/code', (route) => route.abort('connectionreset'));
  await emailCard.getByRole('button', { name: '获取验证码' }).click();
  await expect(emailCard.getByRole('alert')).toHaveText(NETWORK, { timeout: 5000 });
  await expect(emailCard.getByLabel('邮箱地址')).toHaveValue('zw@example.com');
  await expect(emailCard.getByLabel('邮箱验证码')).toHaveValue('12');
  await expect(passwordCard.getByLabel('新密码')).toHaveValue(PASSWORD);
});
