/**
 * What a customer sees of their own state (issue 47 items 3, 5, 6, 8 and 10) against the built
 * portal and the mock: the authenticated name after personal authentication, no backfill tries
 * left said when the page opens, an expired company shown as expired wherever its status is, the
 * legal-representative change keeping what was typed, and 切换企业 only with a company to switch to.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/world';
import { ChangePersonaMobile as CP, EnterprisePersonaMobile as EP } from '@portal/mock-api/personas';
import { Persona, signInAs, userTrigger } from '../session/support';

const auth = (page: Page) => page.locator('[data-remote="mf_auth"]');
const userCard = (page: Page) => page.getByRole('group', { name: '用户信息' });

async function companies(request: APIRequestContext, mobile: string): Promise<{ creditCode: string; companyName: string; legalChange: string }[]> {
  const account = (await (await request.get(`/__mock/accounts/${mobile}`)).json()) as { companies: { creditCode: string; companyName: string; legalChange: string }[] };
  return account.companies;
}

async function openUserCard(page: Page): Promise<void> {
  await userTrigger(page).click();
  await expect(userCard(page)).toBeVisible();
}

test('item 3: after personal authentication the top bar and user card carry the authenticated name, not 138****0002', async ({ page, request }) => {
  await signInAs(page, request, Persona.unauthenticated, { path: '/AuthPerson/AuthCertificate' });
  await expect(userTrigger(page)).toContainText('138****0002');
  // personal2, telecom and face passed (the walk through the factors is tests/auth/person.spec.ts).
  const passed = await request.post(`/__mock/accounts/${Persona.unauthenticated}/state`, {
    data: { personal: { idName: '周晓燕', idNo: '11010519491231002X', factors: { personal2: 'SUCCESS', telecomOperators3: 'SUCCESS', livingFace: 'SUCCESS' } } },
  });
  expect(passed.ok()).toBe(true);
  await page.goto('/cWeb/business/center');
  await expect(userTrigger(page)).toContainText('周晓燕');
  await expect(page.locator('.portal-user__avatar')).toHaveText('周');
  await openUserCard(page);
  await expect(userCard(page)).toContainText('周晓燕');
  await expect(userCard(page).getByText('138****0002')).toBeVisible();
});

test('item 5: 13800000042, no backfill tries left, is told so when the page opens, with 重新申请打款', async ({ page, request }) => {
  const [company] = await companies(request, EP.remittanceTriesUsed);
  await signInAs(page, request, EP.remittanceTriesUsed, { path: `/AuthEnterprise/AuthBackfill?creditCode=${company.creditCode}` });
  await expect(auth(page).getByRole('heading', { level: 1, name: '回填打款金额' })).toBeVisible();
  await expect(auth(page).getByRole('alert')).toHaveText('验证次数已用完，请重新申请打款');
  await expect(auth(page).getByLabel('到账金额（元）')).toBeDisabled();
  await expect(auth(page).getByRole('button', { name: '验证金额' })).toHaveCount(0);
  await auth(page).getByRole('button', { name: '重新申请打款' }).click();
  await expect(page).toHaveURL(/\/cWeb\/AuthEnterprise\/AuthPayment/);
});

test('item 6: 13800000028, whose company expired, sees 企业认证已过期 on the user card, the business centre and base info, and its dialog', async ({ page, request }) => {
  const [company] = await companies(request, EP.expired);
  await signInAs(page, request, EP.expired, { path: '/business/center' });
  const centre = page.locator('[data-remote="mf_user_center"]');
  await expect(centre.getByRole('heading', { level: 1, name: '业务中心' })).toBeVisible();
  await expect(centre.getByRole('button', { name: /^重新认证/ }).first()).toBeVisible();
  await expect(centre.getByText('立即开通')).toHaveCount(0);
  await expect(centre.getByText('企业认证已过期').first()).toBeVisible();

  await openUserCard(page);
  await expect(userCard(page).getByText('企业未认证')).toHaveCount(0);
  await userCard(page).getByRole('button', { name: '企业认证已过期' }).click();
  const dialog = page.getByRole('dialog', { name: '企业认证异常' });
  await expect(dialog).toContainText(`${company.companyName}的企业认证已过期，请重新进行企业认证`);
  await expect(page).toHaveURL(new RegExp(`/cWeb/AuthEnterprise/AuthCertificate\\?creditCode=${company.creditCode}$`));

  await page.goto('/cWeb/base/info?tabname=ent');
  await expect(page.locator('[data-remote="mf_user_center"]').getByText('企业认证已过期')).toBeVisible();
});

test('item 6: a product of the expired company leads to its 企业认证已过期 dialog, not to product selection', async ({ page, request }) => {
  const [company] = await companies(request, EP.expired);
  await signInAs(page, request, EP.expired, { path: '/business/center' });
  const centre = page.locator('[data-remote="mf_user_center"]');
  await centre.getByRole('button', { name: /^重新认证/ }).first().click();
  await expect(page.getByRole('dialog', { name: '企业认证异常' })).toContainText(`${company.companyName}的企业认证已过期`);
  await expect(page).not.toHaveURL(/SelectProduct|SelectBusiness/);
});

test('item 8: the legal-representative change keeps the typed new representative across leaving the page', async ({ page, request }) => {
  const noChange = (await companies(request, CP.legalChangeAdmin)).find((c) => c.legalChange === 'none');
  expect(noChange).toMatchObject({ legalChange: 'none', creditCode: expect.any(String), companyName: expect.any(String) });
  const { creditCode, companyName } = noChange as { creditCode: string; companyName: string };
  await signInAs(page, request, CP.legalChangeAdmin, { path: `/LegalChange/admin/upload?creditCode=${creditCode}`, company: companyName });
  await expect(auth(page).getByRole('heading', { level: 1, name: '上传变更材料' })).toBeVisible();
  await auth(page).getByLabel('新法定代表人姓名').fill('欧阳明');
  await auth(page).getByLabel('新法定代表人身份证号').fill('11010519491231002X');
  await auth(page).getByLabel('新法定代表人手机号').fill('13912345678');
  await page.goto('/cWeb/business/center');
  await expect(page.locator('[data-remote="mf_user_center"]').getByRole('heading', { level: 1, name: '业务中心' })).toBeVisible();
  await page.goto(`/cWeb/LegalChange/admin/upload?creditCode=${creditCode}`);
  await expect(auth(page).getByLabel('新法定代表人姓名')).toHaveValue('欧阳明');
  await expect(auth(page).getByLabel('新法定代表人身份证号')).toHaveValue('11010519491231002X');
  await expect(auth(page).getByLabel('新法定代表人手机号')).toHaveValue('13912345678');
});

test('item 10: 13800000012, with no company, is offered no 切换企业, also after a reload', async ({ page, request }) => {
  await signInAs(page, request, Persona.upgrade, { path: '/home/index' });
  await page.reload();
  await openUserCard(page);
  await expect(userCard(page).getByRole('button', { name: '修改密码' })).toBeVisible();
  await expect(userCard(page).getByRole('button', { name: '切换企业' })).toHaveCount(0);
});
