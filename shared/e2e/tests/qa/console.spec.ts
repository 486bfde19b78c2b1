/**
 * The QA console (GET /__mock/, README "QA console"): a tester signs in as a persona from it and
 * moves the account through enterprise authentication by its buttons, the portal showing each step.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/world';
import { EnterprisePersonaMobile } from '@portal/mock-api/personas';
import { expectSignedIn } from '../session/support';

const HE_JUN = EnterprisePersonaMobile.legalPersonNoCompany;
const YUNFAN = '91330106MA2H7Y3KXQ';
/** Where the enterprise flow resumes: a page the state does not allow sends the user to the right one. */
const RESUME = '/cWeb/AuthEnterprise/AuthResult?type=ContinueAuth';

/** CSP violations of every page of the context (the console must hold under the preview server's strict script policy). */
async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${location.href}`);
    });
  });
  return violations;
}

const done = (console: Page, label: string) => expect(console.locator('#qa-status')).toHaveText(`${label}：成功`);
const heading = (portal: Page, name: string) => portal.locator('[data-remote="mf_auth"]').getByRole('heading', { level: 1, name });

test('a tester signs in as 13800000020 from the console and moves the company through enterprise authentication by its buttons', async ({ page: console, context }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(context);
  await console.goto('/__mock/');
  await expect(console.getByRole('heading', { level: 1, name: 'QA 控制台' })).toBeVisible();
  const persona = console.locator(`#qa-persona-rows tr[data-mobile="${HE_JUN}"]`);
  await expect(persona).toContainText('何俊');

  // The account: 杭州西湖云帆科技 linked, four factors passed, method 1.
  await persona.getByRole('button', { name: `查看状态 ${HE_JUN}` }).click();
  const add = console.getByRole('form', { name: '添加企业' });
  await add.getByLabel('企业（工商库）').selectOption(YUNFAN);
  await add.getByRole('button', { name: '添加企业' }).click();
  await done(console, '添加企业');
  const company = console.locator(`.qa-company[data-credit-code="${YUNFAN}"]`);
  await expect(company.getByLabel('子状态')).toHaveValue('ENT_4_FINISH');

  // 登录: the portal's own sign-in in this browser, then the page asked for.
  await console.locator('#qa-redirect').fill('/AuthEnterprise/AuthResult?type=ContinueAuth');
  const [portal] = await Promise.all([context.waitForEvent('page'), persona.getByRole('button', { name: `登录 ${HE_JUN}` }).click()]);
  await expect(heading(portal, '小额打款认证')).toBeVisible();
  await expectSignedIn(portal, '何俊');
  await expect(console.locator(`#qa-sms-rows tr[data-mobile="${HE_JUN}"]`).first()).toContainText(/登录验证码\s*\d{6}/);

  // The remittance: the console remits and shows the amount; the portal asks for it.
  await company.getByRole('button', { name: '模拟打款' }).click();
  await done(console, '模拟打款');
  await expect(console.locator(`#qa-pending-view tr[data-credit-code="${YUNFAN}"]`)).toContainText(/0\.\d\d/);
  await portal.goto(RESUME);
  await expect(heading(portal, '回填打款金额')).toBeVisible();

  await console.locator(`.qa-company[data-credit-code="${YUNFAN}"]`).getByRole('button', { name: '回填正确金额' }).click();
  await done(console, '回填正确金额');
  await portal.goto(RESUME);
  await expect(heading(portal, '法定代表人人脸识别')).toBeVisible();
  await expect(portal.locator('[data-remote="mf_auth"]').getByRole('img', { name: '人脸识别二维码' })).toBeVisible();

  // The face check the page started waits in the console: 人脸通过 moves the page on by itself.
  const face = console.locator('#qa-pending-view tr[data-face-id]');
  await expect(face).toContainText(HE_JUN);
  await face.getByRole('button', { name: '人脸通过' }).click();
  await done(console, '人脸通过');
  await expect(heading(portal, '上传认证材料')).toBeVisible();

  await console.locator(`.qa-company[data-credit-code="${YUNFAN}"]`).getByRole('button', { name: '模拟提交材料' }).click();
  await done(console, '模拟提交材料');
  await portal.goto(RESUME);
  await expect(portal.locator('[data-remote="mf_auth"]').getByRole('heading', { name: '认证材料审核中' })).toBeVisible();

  const review = console.locator(`#qa-pending-view tr[data-credit-code="${YUNFAN}"]`).filter({ has: console.getByRole('button', { name: '审核通过' }) });
  await review.getByRole('button', { name: '审核通过' }).click();
  await done(console, '审核通过');
  await portal.goto(RESUME);
  await expect(portal.locator('[data-remote="mf_auth"]').getByRole('heading', { name: '企业认证成功' })).toBeVisible();
  expect(violations, 'CSP violations').toEqual([]);
});

test('the console lists every control call from its definitions, queues a scenario on a chosen call, and links a readable OpenAPI view', async ({ page }) => {
  await page.goto('/__mock/');
  for (const call of ['GET /__mock/registry', 'POST /__mock/review/{creditCode}', 'POST /__mock/accounts/{mobile}/state', 'POST /__mock/limits/clear']) {
    await expect(page.locator(`#qa-calls-view details[data-call="${call}"]`)).toHaveCount(1);
  }
  const form = page.locator('#qa-scenario-form');
  await form.getByLabel('接口').selectOption('GET /uc/v1/api/unified/login/user');
  await form.getByLabel('业务码').fill('1004002');
  await form.getByRole('button', { name: '加入' }).click();
  await expect(page.locator('#qa-scenario-view')).toContainText('/uc/v1/api/unified/login/user');
  await expect(page.locator('#qa-scenario-view')).toContainText('业务码 1004002');

  const [doc] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: '接口文档（OpenAPI）' }).click()]);
  await expect(doc.getByRole('heading', { level: 2, name: 'mock-layer' })).toBeVisible();
  await doc.getByText('/customer/client/ifpc/v1/api/whiteList/list').click();
  await expect(doc.getByText('White list, 10 records a page')).toBeVisible();
});
