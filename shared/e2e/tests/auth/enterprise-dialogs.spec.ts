/**
 * The enterprise dialogs (issues 10 and 11): the auth-error dialog over an enterprise page opened
 * for a company whose legal representative is changing, whose authentication expired, or whose
 * association was removed, and the select-enterprise-auth-mode dialog of AuthCertificate, against
 * the built portal and the mock.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/world';
import { EnterprisePersonaMobile as EP, PersonaMobile } from '@portal/mock-api/personas';
import { signInAs } from '../session/support';

const MOBILE: string = PersonaMobile.oneCompany;

const auth = (page: Page) => page.locator('[data-remote="mf_auth"]');

async function onlyCompany(request: APIRequestContext, state: Record<string, unknown>): Promise<string> {
  const account = (await (await request.get(`/__mock/accounts/${MOBILE}`)).json()) as { companies: { creditCode: string }[] };
  const creditCode = account.companies[0]?.creditCode ?? '';
  const answer = await request.post(`/__mock/accounts/${MOBILE}/state`, { data: { companies: [{ creditCode, ...state }] } });
  expect(answer.ok()).toBe(true);
  return creditCode;
}

async function signInAt(page: Page, request: APIRequestContext, path: string, mobile = MOBILE): Promise<void> {
  await signInAs(page, request, mobile, { path });
}

async function firstCompany(request: APIRequestContext, mobile: string): Promise<{ creditCode: string; companyName: string }> {
  const account = (await (await request.get(`/__mock/accounts/${mobile}`)).json()) as { companies: { creditCode: string; companyName: string }[] };
  return account.companies[0];
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

test('13800000028, whose enterprise authentication expired: the auth-error dialog leads to authenticating again', async ({ page, request }) => {
  const { creditCode, companyName } = await firstCompany(request, EP.expired);
  await signInAt(page, request, `/AuthEnterprise/AuthPayment?creditCode=${creditCode}`, EP.expired);
  const dialog = page.getByRole('dialog', { name: '企业认证异常' });
  await expect(dialog).toContainText(`${companyName}的企业认证已过期，请重新进行企业认证`);
  await dialog.getByRole('button', { name: '重新认证' }).click();
  await expect(page).toHaveURL(new RegExp(`/cWeb/AuthEnterprise/AuthCertificate\\?creditCode=${creditCode}&type=addEntAuth$`));
  await expect(auth(page).getByRole('heading', { level: 1, name: '填写企业信息' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a company whose association was removed (state call remove): the auth-error dialog leads to adding a company', async ({ page, request }) => {
  const { creditCode, companyName } = await firstCompany(request, EP.ent4Finished);
  await signInAt(page, request, '/home/index', EP.ent4Finished);
  await page.goto(`/cWeb/AuthEnterprise/AuthPayment?creditCode=${creditCode}`);
  await expect(auth(page).getByRole('heading', { level: 1, name: '小额打款认证' })).toBeVisible();
  expect((await request.post(`/__mock/accounts/${EP.ent4Finished}/state`, { data: { companies: [{ creditCode, remove: true }] } })).ok()).toBe(true);
  await page.reload();
  const dialog = page.getByRole('dialog', { name: '企业认证异常' });
  await expect(dialog).toContainText(`您与${companyName}的关联关系已解除，如需继续办理请重新添加企业`);
  await dialog.getByRole('button', { name: '重新添加企业' }).click();
  await expect(page).toHaveURL(/\/cWeb\/AuthEnterprise\/SelectBusiness\?type=addEntAuth$/);
  await expect(auth(page).getByRole('heading', { level: 1, name: '选择业务类型' })).toBeVisible();
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
