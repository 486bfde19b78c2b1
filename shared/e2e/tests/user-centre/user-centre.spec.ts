/**
 * The user centre (issue 12 "Done when", one journey): 13800000000 opens the business centre and
 * enters a business system, signs an enterprise contract with an SMS code, finds it signed (its
 * PDF drawn with the seal, Chinese text through pdf.js's CMaps) and downloads it, is refused a
 * contract another signer holds, changes the e-mail and signs out of all devices, ending another
 * browser context's session. Then face signing, and the business centre of a company whose
 * authentication came back.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/world';
import { Persona, chooseCompany, expectSignedIn, signInAs, smsCode } from '../session/support';

const ONE_COMPANY = '上海浦江供应链管理有限公司';
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

test('the Done-when journey: business system, SMS signing, signed and downloadable, a locked contract, e-mail, sign out everywhere', async ({ page, request, browser, context }) => {
  // The whole issue in one test: two sign-ins, a business system, a signature, a PDF, three pages.
  test.setTimeout(180_000);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, request, '/set/center');
  await expect(remote(otherPage).getByRole('button', { name: '退出全部设备' })).toBeVisible();

  // The business centre: the company, its to-dos, a product's business system through the signed jump.
  await signIn(page, request, '/business/center');
  const centre = remote(page);
  await expect(centre.getByText(`当前企业：${ONE_COMPANY}`)).toBeVisible();
  await expect(centre.getByText('您有 3 份企业合同待签署')).toBeVisible();
  await expectNoSeriousViolation(page);
  const opened = context.waitForEvent('page');
  await centre.getByRole('button', { name: '进入业务系统 保理营运资金' }).click();
  const tab = await opened;
  await tab.waitForURL(/\/__mock\/biz\/twogold\?/);
  await expect(tab.getByTestId('company')).toHaveText(ONE_COMPANY);
  await tab.close();

  // The to-do leads to the enterprise contracts to sign; one is signed with an SMS code.
  await centre.getByText('您有 3 份企业合同待签署').locator('..').getByRole('link', { name: '去签署' }).click();
  await expect(page).toHaveURL(/\/contract\/enterprise\/list\?status=TO_SIGN/);
  await expect(centre.getByRole('radio', { name: '待签署（3）' })).toBeChecked();
  await centre.getByRole('row').filter({ hasText: 'ZC-2026-HT00E101' }).getByRole('link', { name: '签署' }).click();
  await expect(page).toHaveURL(/\/contract\/enterprise\/sign\?id=HT00E101/);
  await centre.getByRole('button', { name: '获取验证码' }).click();
  await expect(centre.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await centre.getByLabel('短信验证码').pressSequentially('12a');
  await expect(centre.getByLabel('短信验证码')).toHaveValue('12');
  await centre.getByLabel('短信验证码').fill(await smsCode(request, Persona.oneCompany));
  await centre.getByRole('button', { name: '确认签署' }).click();
  await expect(centre.getByText('签署成功')).toBeVisible();
  await expect(centre.getByText(`已在合同上加盖：${ONE_COMPANY}（电子签章）`)).toBeVisible();

  // Signed in the list (counts refetched after the signature), its PDF drawn, downloadable.
  await centre.getByRole('link', { name: '返回合同列表' }).click();
  await centre.getByText('已签署（2）').click();
  await expect(page).toHaveURL(/status=SIGNED/);
  const signed = centre.getByRole('row').filter({ hasText: 'ZC-2026-HT00E101' });
  await expect(signed.getByText('已签署')).toBeVisible();
  const cmap = page.waitForResponse((r) => r.url().endsWith('/pdfjs/cmaps/UniGB-UCS2-H.bcmap'));
  await signed.getByRole('link', { name: '查看' }).click();
  await expect(centre.getByText('短信验证意愿后签署合同')).toBeVisible();
  expect((await cmap).status()).toBe(200);
  const pdfPage = centre.getByRole('img', { name: '合同第 1 页' });
  await expect(pdfPage).toHaveAttribute('data-rendered', 'true');
  await expect(centre.getByText('共 1 页')).toBeVisible();
  await pdfPage.screenshot({ path: test.info().outputPath('contract-pdf.png') });
  const download = page.waitForEvent('download');
  await centre.getByRole('button', { name: '下载' }).click();
  // Saved under the document's own name, not its file key.
  expect((await download).suggestedFilename()).toBe('应收账款转让合同（ZC-2026-HT00E101）.pdf');

  // Another signer holds HT00E102: the holder is named and nothing can be signed.
  const lock = await request.post('/__mock/contracts/HT00E102/lock', { data: { holder: '王经理' } });
  expect(lock.ok()).toBe(true);
  await page.goto('/cWeb/contract/enterprise/sign?id=HT00E102');
  await expect(centre.getByRole('alert')).toHaveText('该合同正由王经理签署中，暂不能签署');
  await expect(centre.getByRole('button', { name: '获取验证码' })).toHaveCount(0);

  // The e-mail, with the code sent to it.
  await page.goto('/cWeb/set/center');
  await expect(centre.getByTestId('bound-email')).toHaveText('尚未绑定邮箱');
  await centre.getByLabel('邮箱地址').fill('zw@example.com');
  await centre.getByRole('button', { name: '获取验证码' }).last().click();
  await expect(centre.getByText('验证码已发送至邮箱')).toBeVisible();
  const mail = (await (await request.get('/__mock/mail/zw@example.com')).json()) as { code: string };
  await centre.getByLabel('邮箱验证码').fill(mail.code);
  await centre.getByRole('button', { name: '绑定邮箱' }).click();
  await expect(centre.getByTestId('bound-email')).toHaveText('当前绑定邮箱：zw@example.com');

  // Signing out of all devices ends the other context's session too.
  await centre.getByRole('button', { name: '退出全部设备' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('button', { name: '登录 / 注册' }).first()).toBeVisible();
  await otherPage.reload();
  await expect(otherPage.getByRole('button', { name: '登录 / 注册' }).first()).toBeVisible();
  await other.close();
});

test('signs with the face check on the phone: a failure offers another try, a pass signs', async ({ page, request }) => {
  await signIn(page, request, '/contract/enterprise/sign?id=HT00E102');
  const sign = remote(page);
  await sign.getByRole('tab', { name: '刷脸验证签署' }).click();
  await expect(sign.getByRole('img', { name: '人脸识别二维码' })).toBeVisible();
  await expectNoSeriousViolation(page);
  await request.post('/__mock/face/latest', { data: { pass: false, reason: '未检测到活体，请按提示完成动作' } });
  await expect(sign.getByRole('alert')).toHaveText('人脸识别未通过：未检测到活体，请按提示完成动作');
  await sign.getByRole('button', { name: '重新刷脸' }).click();
  await expect(sign.getByRole('img', { name: '人脸识别二维码' })).toBeVisible();
  const face = await request.post('/__mock/face/latest', { data: { pass: true } });
  expect(((await face.json()) as { scene: string }).scene).toBe('contract');
  await expect(sign.getByText('签署成功')).toBeVisible();
  await expect(sign.getByText(`已在合同上加盖：${ONE_COMPANY}（电子签章）`)).toBeVisible();
  await sign.getByRole('link', { name: '查看合同' }).click();
  await expect(sign.getByText('刷脸验证意愿后签署合同')).toBeVisible();

  // Where the phone lands after the face check.
  await page.goto('/cWeb/contract/success');
  await expect(sign.getByText('刷脸认证成功')).toBeVisible();
});

test('the business centre switches company through the shell dialog; products, to-dos and contracts follow', async ({ page, request }) => {
  await signInAs(page, request, Persona.threeCompanies, { path: '/', company: '深圳前海鑫源贸易有限公司' });
  await page.goto('/cWeb/business/center');
  const centre = remote(page);
  await expect(centre.getByText('当前企业：深圳前海鑫源贸易有限公司')).toBeVisible();
  await expect(centre.getByRole('button', { name: '在当前页打开 保理营运资金' })).toBeVisible();
  await centre.getByRole('button', { name: '切换企业' }).click();
  await chooseCompany(page, '广州南沙恒通物流有限公司');
  await expect(centre.getByText('当前企业：广州南沙恒通物流有限公司')).toBeVisible();
  // Its authentication came back to the customer: a to-do to fix it, and every product continues authentication.
  await expect(centre.getByRole('button', { name: '继续认证 保理营运资金' })).toBeVisible();
  await centre.getByText('企业认证材料被退回，请修改后重新提交').locator('..').getByRole('link', { name: '去修改' }).click();
  await expect(page).toHaveURL(/\/AuthEnterprise\/AuthReject\?type=ContinueAuth/);
  await page.goto('/cWeb/contract/enterprise/list');
  await expect(centre.getByRole('radio', { name: '全部（2）' })).toBeChecked();
  await expect(centre.getByText('已拒签（1）')).toBeVisible();
});
