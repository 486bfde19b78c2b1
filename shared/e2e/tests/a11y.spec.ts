import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/world';
import { PersonaMobile } from '@portal/mock-api/personas';

/** WCAG 2.0 A and AA and 2.1 AA: the rules the portal promises (issue 8, item 10). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** Runs axe on what is on screen and fails on any critical or serious violation, naming each node. */
async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.failureSummary ?? ''}`));
  expect(serious, serious.join('\n')).toEqual([]);
}

/** The page's own heading, inside the remote's frame or the shell. */
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 }).first();

const PAGES: { name: string; path: string; ready: string | RegExp }[] = [
  { name: 'home', path: '/home/index', ready: '首页' },
  { name: 'a product page', path: '/product/twogold', ready: '保理营运资金' },
  { name: 'news', path: '/dynamics/index', ready: '新闻动态' },
  { name: 'help', path: '/helpCenter/loginRegister', ready: '帮助中心' },
  { name: 'about', path: '/aboutUs/index', ready: '关于我们' },
  { name: 'treasury detail', path: '/treasuryFront/detail', ready: '司库服务' },
  { name: 'treasury list', path: '/treasuryFront/list', ready: '司库服务' },
];

for (const { name, path, ready } of PAGES) {
  test(`${name} has no critical or serious axe violation`, async ({ page }) => {
    await page.goto(`/cWeb${path}`);
    await expect(heading(page, ready)).toBeVisible();
    // The page's data is on screen: no skeleton or spinner left to judge.
    await expect(page.locator('[aria-busy="true"], .ant-spin-spinning')).toHaveCount(0);
    if (path === '/treasuryFront/list') await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('/login has no critical or serious axe violation', async ({ page }) => {
  await page.goto('/cWeb/login');
  await expect(page.getByRole('tab', { name: '短信登录' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('/updatePw has no critical or serious axe violation', async ({ page }) => {
  await page.goto('/cWeb/updatePw');
  await expect(page.getByLabel('新密码', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the login dialog and the slide captcha have no critical or serious axe violation', async ({ page }) => {
  await page.goto('/cWeb/home/index');
  await expect(heading(page, '首页')).toBeVisible();
  await page.getByRole('button', { name: '登录 / 注册' }).first().click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '短信登录' }) });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);

  await dialog.getByLabel('手机号').fill(PersonaMobile.oneCompany);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const slider = page.getByRole('slider');
  await expect(slider).toHaveAttribute('aria-disabled', 'false');
  await expectNoSeriousViolations(page);
});
