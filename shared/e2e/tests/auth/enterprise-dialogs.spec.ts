/**
 * The enterprise dialogs (issues 10 and 11): the auth-error dialog over an enterprise page opened
 * for a company whose legal representative is changing, and the select-enterprise-auth-mode dialog
 * of AuthCertificate, both against the built portal and the mock.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openLoginDialog, resetMock, smsLogin } from '../session/support';

const MOBILE = '13800000000';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

const auth = (page: Page) => page.locator('[data-remote="mf_auth"]');

async function onlyCompany(request: APIRequestContext, state: Record<string, unknown>): Promise<string> {
  const account = (await (await request.get(`/__mock/accounts/${MOBILE}`)).json()) as { companies: { creditCode: string }[] };
  const creditCode = account.companies[0]?.creditCode ?? '';
  const answer = await request.post(`/__mock/accounts/${MOBILE}/state`, { data: { companies: [{ creditCode, ...state }] } });
  expect(answer.ok()).toBe(true);
  return creditCode;
}

async function signInAt(page: Page, request: APIRequestContext, path: string): Promise<void> {
  await page.goto(`/cWeb${path}`);
  const dialog = await openLoginDialog(page);
  await smsLogin(page, request, dialog, MOBILE);
  await expect(dialog).toBeHidden();
}

test('a company whose legal representative is changing: the auth-error dialog leads to the change', async ({ page, request }) => {
  const creditCode = await onlyCompany(request, { legalChange: 'inProgress' });
  await signInAt(page, request, `/AuthEnterprise/AuthCertificate?creditCode=${creditCode}`);
  const dialog = page.getByRole('dialog', { name: '企业认证异常' });
  await expect(dialog).toContainText('的法人正在变更中或已变更，请先完成法人变更认证');
  await dialog.getByRole('button', { name: /去\s*变\s*更/ }).click();
  await expect(page).toHaveURL(new RegExp(`/cWeb/LegalChange/admin/upload\\?creditCode=${creditCode}$`));
  await expect(dialog).toBeHidden();
});

test('AuthCertificate: the method is chosen in the select-enterprise-auth-mode dialog, by keyboard', async ({ page, request }) => {
  const creditCode = await onlyCompany(request, { sts: null, subSts: null, authMethod: null });
  await signInAt(page, request, `/AuthEnterprise/AuthCertificate?creditCode=${creditCode}`);
  await auth(page).getByRole('button', { name: '查看各认证方式说明并选择' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '选择企业认证方式' });
  await expect(dialog.getByRole('radio')).toHaveCount(4);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请选择企业认证方式');
  await dialog.getByRole('radio', { name: /^线下认证/ }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: /确\s*定/ }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(auth(page).getByRole('radio', { name: '线下认证（上传盖章材料）' })).toBeChecked();
});
