/**
 * The portal by keyboard (issue 28): a skip link is the first Tab stop of a page and takes focus
 * to the content; after a sign-in in the login dialog, focus is in the content, not on <body>.
 */
import { expect } from '@playwright/test';
import { test } from '../support/world';
import { Persona, expectSignedIn, loginDialog, smsLogin } from './support';

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
