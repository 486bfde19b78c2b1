import { expect } from '@playwright/test';
import { test } from '../support/world';
import { Persona, openLoginDialog, smsCode, solveSlider } from './support';

const LOCKED = '短信验证码错误次数过多，该验证码已失效，请重新获取';

test('five wrong SMS codes kill that code: 501005 says so and 登录 waits the time the server names; what was typed stays', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('手机号').fill(Persona.oneCompany);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page, request);
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const right = await smsCode(request, Persona.oneCompany);
  const wrong = right === '000000' ? '111111' : '000000';
  await dialog.getByLabel('短信验证码').fill(wrong);
  await dialog.getByRole('checkbox').check();
  const submit = dialog.getByRole('button', { name: /^登 ?录$/ });
  for (let left = 4; left >= 1; left -= 1) {
    await submit.click();
    await expect(page.getByText(`短信验证码错误，还可尝试${left}次`)).toBeVisible();
    await expect(submit).toBeEnabled();
  }
  await submit.click();
  await expect(page.getByText(LOCKED)).toBeVisible();
  // The dead code's wait (10 minutes) counts down on the button; a new code would lift it.
  await expect(dialog.getByRole('button', { name: /^登录（(10分00|9分\d\d)秒）$/ })).toBeDisabled();
  await expect(dialog.getByLabel('短信验证码')).toHaveValue(wrong);
  await expect(dialog.getByLabel('手机号')).toHaveValue(Persona.oneCompany);
});
