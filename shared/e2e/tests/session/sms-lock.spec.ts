import { expect, test } from '@playwright/test';
import { Persona, openLoginDialog, resetMock, smsCode, solveSlider } from './support';

const LOCKED = '短信验证码错误次数过多，该手机号已锁定，请10分钟后再试';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// The lock lasts 10 minutes: later specs on this worker's mock sign in with the same persona.
test.afterEach(async ({ request }) => {
  await resetMock(request);
});

test('a mobile locked after five wrong SMS codes: asking for a new code says why, never 短信验证码已发送', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  let dialog = await openLoginDialog(page);
  await dialog.getByLabel('手机号').fill(Persona.oneCompany);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page, request);
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const right = await smsCode(request, Persona.oneCompany);
  await dialog.getByLabel('短信验证码').fill(right === '000000' ? '111111' : '000000');
  await dialog.getByRole('checkbox').check();
  const submit = dialog.getByRole('button', { name: /^登 ?录$/ });
  for (let left = 4; left >= 1; left -= 1) {
    await submit.click();
    await expect(page.getByText(`短信验证码错误，还可尝试${left}次`)).toBeVisible();
    await expect(submit).toBeEnabled();
  }
  await submit.click();
  await expect(page.getByText(LOCKED)).toBeVisible();

  // A fresh page (no countdown left) asks for a new code while the lock holds.
  await page.reload();
  dialog = await openLoginDialog(page);
  await dialog.getByLabel('手机号').fill(Persona.oneCompany);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page, request);
  await expect(page.getByText(LOCKED)).toBeVisible();
  await expect(page.getByText('短信验证码已发送')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  expect(await smsCode(request, Persona.oneCompany)).toBe(right);
});
