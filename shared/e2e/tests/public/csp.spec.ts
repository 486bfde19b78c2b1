/**
 * The portal's main pages under its Content-Security-Policy, whose style-src allows no inline
 * style but the nonce of the answer (issue 28, item 24): no violation on any page.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { Persona, openLoginDialog, readySlider, smsLogin, expectSignedIn } from '../session/support';
import { expectRemotePage } from '../support/portal';

/** Every `securitypolicyviolation` of the context's pages, as one line each. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.context().exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${e.effectiveDirective} ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} "${e.sample}" on ${location.pathname}`);
    });
  });
  return violations;
}

test('the main pages, the puzzle and a signed-in page apply every style with no inline style allowed', async ({ page, request }) => {
  const violations = await recordViolations(page);

  const home = await page.goto('/cWeb/home/index');
  const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(home?.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  expect(styleSrc).toMatch(/'nonce-[A-Za-z0-9+/_-]{22,}={0,2}'/);
  expect(styleSrc).not.toContain("'unsafe-inline'");
  await expectRemotePage(page, 'mf_home_products', '首页');
  // A kit component styled by the kit's sheet: the sheet was applied, not only inserted.
  await expect(page.getByRole('button', { name: '登录 / 注册' }).first()).not.toHaveCSS('cursor', 'auto');

  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('手机号').fill(Persona.oneCompany);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await readySlider(page);
  await page.keyboard.press('Escape');

  for (const [path, remote, heading] of [
    ['/product/twogold', 'mf_home_products', '保理营运资金'],
    // Rich text whose source has style attributes (dropped before any parser sees them).
    ['/dynamics/article/n2025110801', 'mf_home_products', '新闻动态'],
    ['/helpCenter/loginRegister', 'mf_help', '帮助中心'],
    ['/treasuryFront/list', 'mf_treasury', '司库服务'],
  ]) {
    await page.goto(`/cWeb${path}`);
    await expectRemotePage(page, remote, heading);
  }

  await page.goto('/cWeb/home/index');
  const signIn = await openLoginDialog(page);
  await smsLogin(page, request, signIn, Persona.oneCompany);
  await expectSignedIn(page, '张伟');
  await page.goto('/cWeb/base/info');
  await expectRemotePage(page, 'mf_user_center', '基本信息');
  await page.goto('/cWeb/AuthEnterprise/SelectBusiness');
  await expectRemotePage(page, 'mf_auth', '选择业务类型');

  expect(violations).toEqual([]);
});
