/**
 * The portal by keyboard (issue 28): a skip link is the first Tab stop of a page and takes focus
 * to the content; after a sign-in in the login dialog or on /login, focus is in the content, not on <body>.
 */
import { expect } from '@playwright/test';
import { test } from '../support/world';
import { Persona, expectSignedIn, loginDialog, smsCode, smsLogin, solveSlider } from './support';

test('skip link first, then a keyboard sign-in leaves focus in the content', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  await expect(page.locator('[data-remote] h1').first()).toBeVisible();
  // The floating buttons are on the page too: the skip link still comes before them.
  await expect(page.getByRole('button', { name: '智能助手' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

  // The top bar's 登录 / 注册, pressed by keyboard: the button is gone once signed in.
  await page.getByRole('button', { name: '登录 / 注册' }).first().focus();
  await page.keyboard.press('Enter');
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await smsLogin(page, request, dialog, Persona.oneCompany);
  await expect(dialog).toBeHidden();
  await expectSignedIn(page, '张伟');
  await expect
    .poll(() => page.evaluate(() => ({ body: document.activeElement === document.body, inMain: document.activeElement?.closest('main') !== null })))
    .toEqual({ body: false, inMain: true });
});

test("a keyboard sign-in on /login leaves focus on the opened page's heading", async ({ page, request }) => {
  await page.goto('/cWeb/login?from=%2FcWeb%2Fbusiness%2Fcenter');
  const form = page.locator('main');
  await form.getByLabel('手机号').fill(Persona.oneCompany);
  await form.getByRole('button', { name: '获取验证码' }).press('Enter');
  await solveSlider(page, request);
  await form.getByLabel('短信验证码').fill(await smsCode(request, Persona.oneCompany));
  await form.getByRole('checkbox').press('Space');
  await form.getByRole('button', { name: '登录', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/cWeb\/business\/center$/);
  await expectSignedIn(page, '张伟');
  await expect(page.locator('main h1')).toHaveText('业务中心');
  await expect(page.locator('main h1')).toBeFocused();
});
