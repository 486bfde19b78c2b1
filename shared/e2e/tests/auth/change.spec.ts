/**
 * Changes (issue 11) against the built portal and the mock's change world: a legal-representative
 * change from the administrator's upload through the new legal representative's signature to
 * approval, with a rejection fixed on the way; an administrator change to its result; both
 * blocking messages on smallsupply and proBill from the seeded changes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/world';
import { ChangePersonaMobile } from '@portal/mock-api/personas';
import { chooseCompany, loginDialog, signInAs, smsLogin } from '../session/support';

const { legalChangeAdmin: ADMIN, newLegal: NEW_LEGAL, adminChangeApplicant: APPLICANT } = ChangePersonaMobile;
const JINCHENG = '上海长宁锦程商贸有限公司';
const HENGXIN = '上海静安恒信实业有限公司';
const SHENGYUAN = '南昌红谷滩盛元科技有限公司';
const GANJIANG = '南昌青山湖赣江物流有限公司';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

const auth = (page: Page) => page.locator('[data-remote="mf_auth"]');
const heading = (page: Page, name: string) => auth(page).getByRole('heading', { level: 1, name });

interface MockAccount {
  personal: { idName: string; idNo: string } | null;
  companies: { companyName: string; creditCode: string }[];
}

async function account(request: APIRequestContext, mobile: string): Promise<MockAccount> {
  return (await (await request.get(`/__mock/accounts/${mobile}`)).json()) as MockAccount;
}

async function creditCodeOf(request: APIRequestContext, mobile: string, name: string): Promise<string> {
  const found = (await account(request, mobile)).companies.find((c) => c.companyName === name);
  if (!found) throw new Error(`${mobile} has no company ${name}`);
  return found.creditCode;
}

async function expectAccessible(page: Page): Promise<void> {
  // The resting page: a hovered default button takes the theme's hover blue (reported to the kit's owner).
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).include('[data-remote="mf_auth"]').analyze();
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary ?? ''} ${n.html}`));
  expect(serious, serious.join('\n')).toEqual([]);
}

/** Opens a page signed out, signs in there and picks the company when asked. */
async function signInAt(page: Page, request: APIRequestContext, path: string, mobile: string, company: string): Promise<void> {
  await signInAs(page, request, mobile, { path, company });
}

async function review(request: APIRequestContext, creditCode: string, data: Record<string, string>): Promise<void> {
  const answer = await request.post(`/__mock/review/${creditCode}`, { data });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function uploadChange(page: Page, person: { idName: string; idNo: string }): Promise<void> {
  await auth(page).getByLabel('新法定代表人姓名').fill(person.idName);
  await auth(page).getByLabel('新法定代表人身份证号').fill(person.idNo);
  await auth(page).getByLabel('新法定代表人手机号').fill(NEW_LEGAL);
  for (const label of ['新营业执照', '法定代表人变更通知书（盖章）']) {
    await auth(page).locator(`input[type="file"][aria-label="${label}"]`).setInputFiles({ name: `${label}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(auth(page).getByRole('button', { name: `删除${label}` })).toBeVisible();
  }
  await auth(page).getByRole('button', { name: '提交并通知新法定代表人' }).click();
}

test('a legal-representative change: upload, the new legal representative signs (375 px, keyboard), a rejection fixed, approved', async ({ page, request, browser }) => {
  // Two people's sign-ins, two uploads, the face check, the signature and two reviews: near a minute
  // on a busy 2-core machine (CI ran out of the default 60 s on it).
  test.setTimeout(120_000);
  const code = await creditCodeOf(request, ADMIN, HENGXIN);
  const newLegal = (await account(request, NEW_LEGAL)).personal;
  if (!newLegal) throw new Error(`${NEW_LEGAL} has no identity`);

  await signInAt(page, request, `/LegalChange/admin/upload?creditCode=${code}`, ADMIN, HENGXIN);
  await expect(heading(page, '上传变更材料')).toBeVisible();
  await expectAccessible(page);
  await uploadChange(page, newLegal);
  await expect(heading(page, '等待新法定代表人确认')).toBeVisible();
  await expect(auth(page)).toContainText(`已短信通知新法定代表人${newLegal.idName}（138****0031）`);

  // The new legal representative follows the task link: it lands on the identity step.
  const changes = (await (await request.get('/__mock/changes')).json()) as { creditCode: string; instId: string; kind: string }[];
  const instId = changes.find((c) => c.creditCode === code && c.kind === 'legalChange')?.instId ?? '';
  // On a phone, by keyboard.
  const other = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signInAt(other, request, `/LegalChange/Legal/result?instId=${instId}&changeWay=LEGAL`, NEW_LEGAL, HENGXIN);
  await expect(heading(other, '确认新法定代表人身份')).toBeVisible();
  await expect(other).toHaveURL(new RegExp(`/LegalChange/Legal/sign\\?creditCode=${code}$`));
  await expect(auth(other)).toContainText(newLegal.idName);
  // An Enter here was lost once in a fresh-clone run, cause not found: the page keeps its button while
  // the session's company arrives (legalChange.test.tsx guards that), and 40 traced runs lost none.
  // Press again until the next step shows; a button that never leads there still fails.
  const faceStep = heading(other, '人脸识别并签署变更通知书');
  await expect(async () => {
    if (!(await faceStep.isVisible())) {
      await auth(other).getByRole('button', { name: '确认身份，下一步' }).focus({ timeout: 2000 });
      await other.keyboard.press('Enter');
    }
    await expect(faceStep).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(auth(other).getByRole('img', { name: '人脸识别二维码' })).toBeVisible();
  await expectAccessible(other);
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect((await request.post('/__mock/face/latest', { data: { pass: true } })).ok()).toBe(true);
  await expect(auth(other).getByText('人脸识别已通过')).toBeVisible();
  await auth(other).getByRole('checkbox').focus();
  await other.keyboard.press('Space');
  await auth(other).getByRole('button', { name: '签署变更通知书' }).focus();
  await other.keyboard.press('Enter');
  await expect(auth(other).getByRole('heading', { name: '已签署，平台审核中' })).toBeVisible();

  // Rejected: the administrator reads the reason and uploads again.
  await review(request, code, { result: 'reject-business', reason: '变更通知书未加盖公章' });
  await page.goto(`/cWeb/LegalChange/admin/manualReview?creditCode=${code}`);
  await expect(heading(page, '变更审核未通过')).toBeVisible();
  await expect(auth(page).getByRole('listitem')).toHaveText('变更通知书未加盖公章');
  await auth(page).getByRole('button', { name: '重新上传材料' }).click();
  await expect(heading(page, '上传变更材料')).toBeVisible();
  await uploadChange(page, newLegal);
  await expect(heading(page, '变更审核中')).toBeVisible();

  await review(request, code, { result: 'approve' });
  // The page may have read the approval already (a status read still under way when the review
  // landed: CI saw it once); otherwise the administrator asks for it.
  const approved = auth(page).getByRole('heading', { name: '法定代表人变更成功' });
  const refresh = auth(page).getByRole('button', { name: '刷新状态' });
  await expect(approved.or(refresh)).toBeVisible();
  if (await refresh.isVisible()) await refresh.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(approved).toBeVisible();
  await other.reload();
  await expect(auth(other).getByRole('heading', { name: '法定代表人变更成功' })).toBeVisible();
  await other.context().close();
});

test('an administrator change by keyboard at 375 px: apply with the authorisation, the legal representative confirms, the result', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const code = await creditCodeOf(request, APPLICANT, GANJIANG);
  await signInAt(page, request, `/AdminChange/become/change?creditCode=${code}`, APPLICANT, GANJIANG);
  await expect(heading(page, '申请成为平台管理员')).toBeVisible();
  await auth(page).getByRole('button', { name: '提交申请' }).click();
  await expect(auth(page).getByRole('alert')).toHaveText('请阅读并同意《平台管理员授权书》');
  await auth(page).getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await auth(page).getByRole('button', { name: '提交申请' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, '等待法定代表人确认')).toBeVisible();
  await expect(auth(page)).toContainText('已短信通知法定代表人谢斌（137****0131）确认您的申请。');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await review(request, code, { result: 'approve' });
  await auth(page).getByRole('button', { name: '刷新状态' }).click();
  await expect(heading(page, '管理员变更结果')).toBeVisible();
  await expect(auth(page).getByRole('heading', { name: '您已成为企业的平台管理员' })).toBeVisible();
});

const productButton = (page: Page) => page.locator('[data-remote="mf_home_products"]').getByRole('button', { name: '立即办理' });

async function blocked(page: Page, request: APIRequestContext, product: string, mobile: string, company: string, text: string): Promise<void> {
  await page.goto(`/cWeb/product/${product}`);
  await productButton(page).click();
  await smsLogin(page, request, loginDialog(page), mobile);
  await chooseCompany(page, company);
  const box = page.getByRole('dialog').filter({ hasText: text });
  await expect(box).toBeVisible();
  await box.getByRole('button', { name: '已知晓' }).click();
  await expect(box).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/cWeb/product/${product}$`));
}

test('the seeded changes block smallsupply (legal representative) and proBill (administrator) with the company named', async ({ page, browser, request }) => {
  await blocked(page, request, 'smallsupply', ADMIN, JINCHENG, `${JINCHENG}的法人正在变更中，暂不支持进入到业务系统`);
  const other = await (await browser.newContext()).newPage();
  await blocked(other, request, 'bill', APPLICANT, SHENGYUAN, `${SHENGYUAN}的平台管理员正在变更中，暂不支持进入到业务系统`);
  await other.context().close();
});
