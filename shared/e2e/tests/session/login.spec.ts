import { expect, test } from '@playwright/test';
import { Persona, chooseCompany, expectSignedIn, openLoginDialog, resetMock, sessionState, smsLogin } from './support';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('SMS login in the dialog with one company: chosen automatically', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  const dialog = await openLoginDialog(page);
  await smsLogin(page, request, dialog, Persona.oneCompany);
  await expect(dialog).toBeHidden();
  await expectSignedIn(page, '张伟');
  expect((await sessionState(page)).currentCompany?.companyName).toBe('上海浦江供应链管理有限公司');
});

test('SMS login with three companies: the choice is required', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  const dialog = await openLoginDialog(page);
  await smsLogin(page, request, dialog, Persona.threeCompanies);
  await chooseCompany(page, '广州南沙恒通物流有限公司');
  await expectSignedIn(page, '李娜');
});
