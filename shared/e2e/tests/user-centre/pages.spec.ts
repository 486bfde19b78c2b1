/**
 * The user centre's other pages for 13800000000: masked personal information revealed after an
 * SMS check, the enterprise tab, the download centre (1004002 silent, the service failure text),
 * contract cards at 375 px with the filters in the URL, and axe on each page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/world';
import { ChangePersonaMobile } from '@portal/mock-api/personas';
import { Persona, expectSignedIn, scenario, signInAs, smsCode } from '../session/support';

const remote = (page: Page) => page.locator('[data-remote="mf_user_center"]');

async function signIn(page: Page, request: APIRequestContext, path: string): Promise<void> {
  await signInAs(page, request, Persona.oneCompany, { path });
  await expectSignedIn(page, '张伟');
}

async function expectNoSeriousViolation(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('[data-remote="mf_user_center"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

test('personal information is masked until an SMS re-verification; tabname=ent shows the company', async ({ page, request }) => {
  await signIn(page, request, '/base/info');
  const info = remote(page);
  await expect(info.getByText('138****0000')).toBeVisible();
  // The authenticated person's name, masked (not the dash of a value too short for the keep-3-and-4 rule).
  await expect(info.getByRole('row').filter({ hasText: '姓名' })).toHaveText('姓名张*');
  await expectNoSeriousViolation(page);
  await info.getByRole('button', { name: '查看完整信息' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '短信验证' });
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  // An SMS code field keeps digits only (spec 000 section 5).
  await dialog.getByLabel('短信验证码').pressSequentially('12a');
  await expect(dialog.getByLabel('短信验证码')).toHaveValue('12');
  await dialog.getByLabel('短信验证码').fill(await smsCode(request, Persona.oneCompany));
  await dialog.getByRole('button', { name: /确\s*认/ }).click();
  await expect(info.getByText(Persona.oneCompany)).toBeVisible();
  await expect(info.getByText(/^310115\d{11}[\dX]$/)).toBeVisible();

  await info.getByRole('tab', { name: '企业信息' }).click();
  await expect(page).toHaveURL(/tabname=ent/);
  await expect(info.getByText('上海浦江供应链管理有限公司')).toBeVisible();
  await expect(info.getByRole('link', { name: '法定代表人变更' })).toBeVisible();
  await expectNoSeriousViolation(page);
});

test('an ordinary user of a company finds the way to apply to become its administrator on the enterprise tab', async ({ page, request }) => {
  await signInAs(page, request, ChangePersonaMobile.adminChangeApplicant, { path: '/base/info?tabname=ent', company: '南昌青山湖赣江物流有限公司' });
  const info = remote(page);
  await expect(info.getByText('南昌青山湖赣江物流有限公司')).toBeVisible();
  await expect(info.getByRole('link', { name: '法定代表人变更' })).toHaveCount(0);
  await info.getByRole('link', { name: '申请成为平台管理员' }).click();
  await expect(page).toHaveURL(/\/cWeb\/AdminChange\/become\/change/);
  await expect(page.locator('[data-remote="mf_auth"]').getByRole('heading', { level: 1, name: '申请成为平台管理员' })).toBeVisible();
});

test('the download centre downloads by time link; 1004002 stays silent, a service failure says so', async ({ page, request }) => {
  await signIn(page, request, '/download/center');
  const centre = remote(page);
  const row = centre.getByRole('row').filter({ hasText: '保理融资框架协议' });
  await expect(row).toBeVisible();
  await expectNoSeriousViolation(page);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /下载/ }).click();
  expect((await download).suggestedFilename()).toBe('保理融资框架协议（ZC-2026-HT00E104）.pdf');

  await scenario(request, { method: 'POST', path: '/ps/communal/file/auth-url', times: 1, code: 1004002, message: '文件不存在' });
  const silent = page.waitForResponse((r) => r.url().includes('/ps/communal/file/auth-url'));
  await row.getByRole('button', { name: /下载/ }).click();
  await silent;
  await expect(centre.getByRole('alert')).toHaveCount(0);

  await scenario(request, { method: 'POST', path: '/ps/communal/file/auth-url', times: 1, status: 500 });
  await row.getByRole('button', { name: /下载/ }).click();
  await expect(centre.getByRole('alert')).toHaveText('文件下载服务异常，请联系客服');
});

test('at 375 px the contract list is cards, its filters live in the URL, and it passes axe', async ({ page, request }) => {
  await signIn(page, request, '/contract');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page).toHaveURL(/\/contract\/enterprise\/list$/);
  const list = remote(page);
  await list.getByText('已签署（1）').click();
  await expect(page).toHaveURL(/status=SIGNED/);
  const cards = list.locator('.uc-contract__card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('保理融资框架协议');
  await expect(list.getByRole('table')).toBeHidden();
  await page.reload();
  await expect(list.locator('.uc-contract__card')).toHaveCount(1);
  await expectNoSeriousViolation(page);
  const overflow = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('open service: no sidebar, the agreements first, then the product-entry flow', async ({ page, request, context }) => {
  await signIn(page, request, '/open/service');
  const open = remote(page);
  await expect(open.getByRole('button', { name: '立即开通' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '用户中心' })).toHaveCount(0);
  const submit = open.getByRole('button', { name: '立即开通' });
  await expect(submit).toBeDisabled();
  await expectNoSeriousViolation(page);
  await open.getByRole('checkbox').check();
  const opened = context.waitForEvent('page');
  await submit.click();
  const tab = await opened;
  await tab.waitForURL(/\/__mock\/biz\/twogold\?/);
  await expect(open.getByText('已为您进入业务系统')).toBeVisible();
});
