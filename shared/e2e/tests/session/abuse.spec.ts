/**
 * The abuse answers of sign-in (issue 14, codes in the mock's README): each is shown with the
 * catalogue's message, what was typed stays, and the action waits the time the server names.
 * Every test runs in a world of its own (support/world.ts), so the locks stay there.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from '../support/world';
import { PASSWORD, Persona, openLoginDialog, scenario, smsCode, solveSlider } from './support';

const LOGIN = '/uc/v1/api/unified/login/accPwdlogin';
const WRONG = '手机号或密码错误，如未设置过密码，请通过忘记密码设置新密码';
const LOCKED = /^密码错误次数过多，账号已锁定，请1[45]分钟后再试$/;

async function passwordTab(page: Page, mobile: string, password: string): Promise<Locator> {
  await page.goto('/cWeb/home/index');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('手机号').fill(mobile);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByRole('checkbox').check();
  return dialog;
}

async function pressLogin(page: Page, request: APIRequestContext, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: /^登 ?录$/ }).click();
  await solveSlider(page, request);
}

test('password lockout: wrong passwords count down the attempts left, then 登录 is locked with its wait, the right password too', async ({ page, request }) => {
  // Six slider passes and the mock's growing slowdown of failures.
  test.setTimeout(180_000);
  const dialog = await passwordTab(page, Persona.oneCompany, 'Wrong#2026abc');
  const refusal = dialog.getByRole('alert').filter({ hasText: WRONG });
  const seen: number[] = [];
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    await pressLogin(page, request, dialog);
    const locked = page.getByText(LOCKED);
    await expect(refusal.or(locked).first()).toBeVisible();
    if (await locked.isVisible()) break;
    const left = Number((await refusal.innerText()).match(/还可尝试(\d+)次/)?.[1]);
    seen.push(left);
    await expect(dialog.getByLabel('密码', { exact: true })).toHaveValue('Wrong#2026abc');
  }
  expect(seen[0]).toBe(4);
  expect(seen).toEqual([...seen].sort((a, b) => b - a));
  const lockedButton = dialog.getByRole('button', { name: /^登录（1[45]分\d\d秒）$/ });
  await expect(lockedButton).toBeDisabled();
  // The countdown moves.
  const before = await lockedButton.innerText();
  await expect(lockedButton).not.toHaveText(before, { timeout: 3000 });

  // The right password is refused as well while the lock holds (another page, no countdown there).
  const again = await passwordTab(page, Persona.oneCompany, PASSWORD);
  await pressLogin(page, request, again);
  await expect(page.getByText(LOCKED)).toBeVisible();
  await expect(again.getByRole('button', { name: /^登录（/ })).toBeDisabled();
});

test('501011 keeps the lead to set a password: the not-activated mobile reaches 找回密码 from the answer', async ({ page, request }) => {
  const dialog = await passwordTab(page, Persona.notActivated, 'Anything#2026x');
  await pressLogin(page, request, dialog);
  const refusal = dialog.getByRole('alert').filter({ hasText: WRONG });
  await expect(refusal).toContainText('还可尝试4次');
  await refusal.getByRole('button', { name: '忘记密码' }).click();
  const form = page.getByRole('form', { name: '找回密码' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('手机号')).toHaveValue(Persona.notActivated);
});

test('captcha required (501010): the catalogue says so, and the next press brings a fresh puzzle that signs in', async ({ page, request }) => {
  const dialog = await passwordTab(page, Persona.oneCompany, PASSWORD);
  await scenario(request, { method: 'POST', path: LOGIN, code: 501010, message: 'server words', times: 1 });
  await pressLogin(page, request, dialog);
  await expect(page.getByText('请先完成滑块验证')).toBeVisible();
  await expect(page.getByText('server words')).toHaveCount(0);
  const sent = page.waitForRequest((r) => r.url().includes(LOGIN));
  await pressLogin(page, request, dialog);
  await sent;
  await expect(dialog).toBeHidden();
});

test('SMS sent too frequently (501013): the wait in the message and counted down on 获取验证码; the code sent first still signs in', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  let dialog = await openLoginDialog(page);
  await dialog.getByLabel('手机号').fill(Persona.oneCompany);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page, request);
  await expect(page.getByText('短信验证码已发送')).toBeVisible();
  const code = await smsCode(request, Persona.oneCompany);

  // A fresh page has no countdown: it asks again within the 60 s.
  await page.reload();
  dialog = await openLoginDialog(page);
  await dialog.getByLabel('手机号').fill(Persona.oneCompany);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page, request);
  const message = page.getByText(/^短信发送过于频繁，请\d+秒后再试$/);
  await expect(message).toBeVisible();
  const seconds = Number((await message.innerText()).match(/(\d+)秒/)?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  await expect(dialog.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await expect(page.getByText('短信验证码已发送')).toHaveCount(0);
  expect(await smsCode(request, Persona.oneCompany)).toBe(code);
});
