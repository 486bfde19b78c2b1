/**
 * Product entry (issue 9 item 7): each persona presses a product's 立即办理 signed out, signs in
 * in the dialog, and lands where the rule says: a personal step, a notice, the enterprise
 * authentication entry or the business system.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/world';
import { Persona, chooseCompany, loginDialog, smsLogin } from '../session/support';

const ONE_COMPANY = '上海浦江供应链管理有限公司';

const productButton = (page: Page) => page.locator('[data-remote="mf_home_products"]').getByRole('button', { name: '立即办理' });

/** The acknowledge-only notice showing `text`. */
const notice = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

/** Signed out on a product page: 立即办理 opens the login dialog; the persona signs in there. */
async function enterSignedOut(page: Page, request: APIRequestContext, product: string, mobile: string): Promise<void> {
  await page.goto(`/cWeb/product/${product}`);
  await productButton(page).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await smsLogin(page, request, dialog, mobile);
}

/** Puts an account into a state through the mock's control API. */
async function setState(request: APIRequestContext, mobile: string, body: Record<string, unknown>): Promise<void> {
  const answer = await request.post(`/__mock/accounts/${mobile}/state`, { data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The credit code of the persona's company of that name. */
async function creditCodeOf(request: APIRequestContext, mobile: string, companyName: string): Promise<string> {
  const account = (await (await request.get(`/__mock/accounts/${mobile}`)).json()) as { companies: { companyName: string; creditCode: string }[] };
  const company = account.companies.find((c) => c.companyName === companyName);
  if (!company) throw new Error(`${mobile} has no company ${companyName}`);
  return company.creditCode;
}

/** Acknowledges the notice with `text`: title 提示, the one button 已知晓 (focused, so Enter works). */
async function acknowledge(page: Page, text: string, { keyboard = false } = {}): Promise<void> {
  const box = notice(page, text);
  await expect(box).toBeVisible();
  await expect(box).toContainText('提示');
  const button = box.getByRole('button', { name: '已知晓' });
  if (keyboard) {
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
  } else await button.click();
  await expect(box).toBeHidden();
}

test('signed out, 立即办理 asks for the login and then continues: not authenticated goes to AuthCertificate', async ({ page, request }) => {
  await enterSignedOut(page, request, 'twogold', Persona.unauthenticated);
  await expect(page).toHaveURL(/\/cWeb\/AuthPerson\/AuthCertificate\?fromProduct=twogold$/);
});

test('personal2 passed, next factor pending: AuthType', async ({ page, request }) => {
  await enterSignedOut(page, request, 'winnings', Persona.personal2Passed);
  await expect(page).toHaveURL(/\/cWeb\/AuthPerson\/AuthType\?fromProduct=winnings$/);
});

test('authenticated on the old platform: the upgrade prompt, then AuthCertificate', async ({ page, request }) => {
  await enterSignedOut(page, request, 'twogold', Persona.upgrade);
  await expect(page).toHaveURL(/\/cWeb\/product\/twogold$/);
  await acknowledge(page, '为了给您提供更优质的服务，平台已进行升级，如需开通新业务请您进行个人升级认证');
  await expect(page).toHaveURL(/\/cWeb\/AuthPerson\/AuthCertificate\?fromProduct=twogold$/);
});

test('bank card without face: AuthType to add the face factor', async ({ page, request }) => {
  await enterSignedOut(page, request, 'twogold', Persona.bankCardNoFace);
  await expect(page).toHaveURL(/\/cWeb\/AuthPerson\/AuthType\?type=addAuthTypeFace&fromProduct=twogold$/);
});

test('personally authenticated, no company: the enterprise authentication entry for that product', async ({ page, request }) => {
  await enterSignedOut(page, request, 'orderCredit', Persona.personalNoCompany);
  await expect(page).toHaveURL(/\/cWeb\/AuthEnterprise\/SelectBusinessOrder\?busType=ddb&fromProduct=orderCredit$/);
});

test('everything in order: the signed business-system jump in a new tab', async ({ page, request, context }) => {
  await page.goto('/cWeb/product/twogold');
  await productButton(page).click();
  const opened = context.waitForEvent('page');
  await smsLogin(page, request, loginDialog(page), Persona.oneCompany);
  const tab = await opened;
  await tab.waitForURL(/\/__mock\/biz\/twogold\?/);
  await expect(tab.getByTestId('company')).toHaveText(ONE_COMPANY);
  await expect(page).toHaveURL(/\/cWeb\/product\/twogold$/);
});

test('an individual business is refused for smallsupply', async ({ page, request }) => {
  await enterSignedOut(page, request, 'smallsupply', Persona.threeCompanies);
  await chooseCompany(page, '成都市武侯区李娜食品经营部');
  await acknowledge(page, '您所选的业务暂不支持个体工商户，请选择其他业务');
  await expect(page).toHaveURL(/\/cWeb\/product\/smallsupply$/);
});

test('a legal-person change and an administrator change in progress block smallsupply and proBill', async ({ page, request }) => {
  const creditCode = await creditCodeOf(request, Persona.oneCompany, ONE_COMPANY);
  await setState(request, Persona.oneCompany, { companies: [{ creditCode, legalChange: 'inProgress' }] });
  await enterSignedOut(page, request, 'smallsupply', Persona.oneCompany);
  await acknowledge(page, `${ONE_COMPANY}的法人正在变更中，暂不支持进入到业务系统`);

  // The next press reads the server's state again.
  await setState(request, Persona.oneCompany, { companies: [{ creditCode, legalChange: 'none', adminChange: 'inProgress' }] });
  // By keyboard this time: the button and the notice.
  await page.goto('/cWeb/product/bill');
  await productButton(page).focus();
  await page.keyboard.press('Enter');
  await acknowledge(page, `${ONE_COMPANY}的平台管理员正在变更中，暂不支持进入到业务系统`, { keyboard: true });
  await expect(page).toHaveURL(/\/cWeb\/product\/bill$/);
});

test('without the product permission: the legal representative is told so, an ordinary user whom to ask', async ({ page, request, context }) => {
  const creditCode = await creditCodeOf(request, Persona.oneCompany, ONE_COMPANY);
  await setState(request, Persona.oneCompany, { companies: [{ creditCode, permissions: { cp01: false } }] });
  await enterSignedOut(page, request, 'twogold', Persona.oneCompany);
  await acknowledge(page, '您暂无办理该产品权限');

  await setState(request, Persona.oneCompany, { companies: [{ creditCode, role: 'ORDINARY' }] });
  await productButton(page).click();
  await acknowledge(page, '请联系法定代表人或管理员去开通');
  expect(context.pages()).toHaveLength(1);
});
