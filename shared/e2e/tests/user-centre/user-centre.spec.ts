/**
 * The user centre (issue 12 "Done when"): 13800000000 opens the business centre and enters a
 * business system, signs an enterprise contract with an SMS code, finds it signed and downloads
 * it, is refused a contract another signer holds, changes the e-mail and signs out everywhere.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Persona, chooseCompany, expectSignedIn, openLoginDialog, resetMock, smsCode, smsLogin } from '../session/support';

const ONE_COMPANY = '上海浦江供应链管理有限公司';
const remote = (page: Page) => page.locator('[data-remote="mf_user_center"]');

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function signIn(page: Page, request: APIRequestContext, path: string): Promise<void> {
  await page.goto('/cWeb/');
  await smsLogin(page, request, await openLoginDialog(page), Persona.oneCompany);
  await expectSignedIn(page, '张伟');
  await page.goto(`/cWeb${path}`);
}

test('the business centre shows the company, its to-dos, and enters a business system', async ({ page, request, context }) => {
  await signIn(page, request, '/business/center');
  await expect(remote(page).getByText(`当前企业：${ONE_COMPANY}`)).toBeVisible();
  await expect(remote(page).getByText('您有 3 份企业合同待签署')).toBeVisible();
  const opened = context.waitForEvent('page');
  await remote(page).getByRole('button', { name: '进入业务系统 保理营运资金' }).click();
  const tab = await opened;
  await tab.waitForURL(/\/__mock\/biz\/twogold\?/);
  await expect(tab.getByTestId('company')).toHaveText(ONE_COMPANY);
});

test('signs an enterprise contract with an SMS code, sees it signed in the list and downloads it', async ({ page, request }) => {
  await signIn(page, request, '/contract/enterprise/list?status=TO_SIGN');
  const list = remote(page);
  await expect(list.getByRole('radio', { name: '待签署（3）' })).toBeChecked();
  const row = list.getByRole('row').filter({ hasText: 'ZC-2026-HT00E101' });
  await row.getByRole('link', { name: '签署' }).click();

  await expect(page).toHaveURL(/\/contract\/enterprise\/sign\?id=HT00E101/);
  await list.getByRole('button', { name: '获取验证码' }).click();
  await expect(list.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await list.getByLabel('短信验证码').fill(await smsCode(request, Persona.oneCompany));
  await list.getByRole('button', { name: '确认签署' }).click();
  await expect(list.getByText('签署成功')).toBeVisible();
  await expect(list.getByText(`已在合同上加盖：${ONE_COMPANY}（电子签章）`)).toBeVisible();

  await list.getByRole('link', { name: '返回合同列表' }).click();
  await list.getByText('已签署（2）').click();
  await expect(page).toHaveURL(/status=SIGNED/);
  const signed = list.getByRole('row').filter({ hasText: 'ZC-2026-HT00E101' });
  await expect(signed.getByText('已签署')).toBeVisible();
  await signed.getByRole('link', { name: '查看' }).click();
  await expect(list.getByText('短信验证意愿后签署合同')).toBeVisible();
  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: '下载' }).click();
  expect((await download).suggestedFilename()).toBe('HT00E101.pdf');
});

test('a contract another signer holds shows the holder and cannot be signed', async ({ page, request }) => {
  const lock = await request.post('/__mock/contracts/HT00E102/lock', { data: { holder: '王经理' } });
  expect(lock.ok()).toBe(true);
  await signIn(page, request, '/contract/enterprise/sign?id=HT00E102');
  await expect(remote(page).getByRole('alert')).toHaveText('该合同正由王经理签署中，暂不能签署');
  await expect(remote(page).getByRole('button', { name: '获取验证码' })).toHaveCount(0);
});

test('binds an e-mail with the code sent to it', async ({ page, request }) => {
  await signIn(page, request, '/set/center');
  const centre = remote(page);
  await expect(centre.getByTestId('bound-email')).toHaveText('尚未绑定邮箱');
  await centre.getByLabel('邮箱地址').fill('zw@example.com');
  await centre.getByRole('button', { name: '获取验证码' }).last().click();
  await expect(centre.getByText('验证码已发送至邮箱')).toBeVisible();
  const mail = (await (await request.get('/__mock/mail/zw@example.com')).json()) as { code: string };
  await centre.getByLabel('邮箱验证码').fill(mail.code);
  await centre.getByRole('button', { name: '绑定邮箱' }).click();
  await expect(centre.getByTestId('bound-email')).toHaveText('当前绑定邮箱：zw@example.com');
});

test('signing out of all devices ends the session in another browser context too', async ({ page, request, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, request, '/set/center');
  await signIn(page, request, '/set/center');

  await remote(page).getByRole('button', { name: '退出全部设备' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确 定' }).or(page.getByRole('dialog').getByRole('button', { name: '确定' })).click();
  await expect(page.getByRole('button', { name: '登录 / 注册' }).first()).toBeVisible();

  await otherPage.reload();
  await expect(otherPage.getByRole('button', { name: '登录 / 注册' }).first()).toBeVisible();
  await other.close();
});

test('the business centre switches company through the shell dialog, and the contracts follow', async ({ page, request }) => {
  await page.goto('/cWeb/');
  await smsLogin(page, request, await openLoginDialog(page), Persona.threeCompanies);
  await chooseCompany(page, '深圳前海鑫源贸易有限公司');
  await page.goto('/cWeb/business/center');
  const centre = remote(page);
  await expect(centre.getByText('当前企业：深圳前海鑫源贸易有限公司')).toBeVisible();
  await centre.getByRole('button', { name: '切换企业' }).click();
  await chooseCompany(page, '广州南沙恒通物流有限公司');
  await expect(centre.getByText('当前企业：广州南沙恒通物流有限公司')).toBeVisible();
  await page.goto('/cWeb/contract/enterprise/list');
  await expect(centre.getByRole('radio', { name: '全部（2）' })).toBeChecked();
  await expect(centre.getByText('已拒签（1）')).toBeVisible();
});
