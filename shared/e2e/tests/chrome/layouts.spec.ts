import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { expectRemote } from './support';

/** Screenshots of each layout land here, outside git (artifacts/ is ignored). */
const ARTIFACTS = path.resolve(__dirname, '../../../../artifacts/chrome');

/** One route of each remote, in the layout its claim names. */
const LAYOUT_PAGES = [
  { layout: 'main', remote: 'mf_home_products', path: '/home/index', frame: '.portal-layout--main' },
  { layout: 'auth', remote: 'mf_auth', path: '/AuthPerson/AuthCertificate', frame: '.portal-layout--auth' },
  { layout: 'user-centre', remote: 'mf_user_center', path: '/base/info', frame: '.portal-layout--sidebar' },
  { layout: 'help', remote: 'mf_help', path: '/helpCenter/loginRegister', frame: '.portal-layout--sidebar' },
  { layout: 'treasury', remote: 'mf_treasury', path: '/treasuryFront/detail', frame: '.portal-layout--treasury' },
  { layout: 'plain', remote: 'mf_home_products', path: '/threeEditorShow', frame: '.portal-layout--plain' },
] as const;

const consult = (page: Page) => page.getByRole('button', { name: '在线咨询' });

for (const width of [1440, 375]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { layout, remote, path: route, frame } of LAYOUT_PAGES) {
      test(`the ${layout} layout frames ${remote} at ${route}`, async ({ page }) => {
        await page.goto(`/cWeb${route}`);
        await expectRemote(page, remote);
        await expect(page.locator(frame)).toBeVisible();
        // Only pages whose layout has a footer show one with the legal text loaded.
        if (layout !== 'treasury' && layout !== 'plain') await expect(page.locator('footer.portal-footer')).toHaveAttribute('data-variant', 'factoring');
        await page.screenshot({ path: path.join(ARTIFACTS, `${layout}-${width}.png`), fullPage: true });
      });
    }
  });
}

test('the main layout: top bar, footer and the consultation button that opens the chat service', async ({ page, context }) => {
  await page.goto('/cWeb/dynamics/index');
  await expectRemote(page, 'mf_home_products');
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '新闻动态' })).toHaveAttribute('aria-current', 'page');
  const [service] = await Promise.all([context.waitForEvent('page'), consult(page).click()]);
  await service.waitForLoadState();
  await expect(service).toHaveURL(/\/__mock\/chrome\/service$/);
  await expect(service.getByRole('heading', { level: 1 })).toHaveText('在线客服（模拟）');
  await service.getByLabel('输入您的问题').fill('怎么登录');
  await service.getByRole('button', { name: '发送' }).click();
  await expect(service.locator('#log')).toContainText('短信验证码登录');
});

test('the auth layout hides the consultation button on AuthUpload and AuthReject only', async ({ page }) => {
  for (const [route, shown] of [
    ['/AuthEnterprise/SelectBusiness', true],
    ['/AuthEnterprise/AuthUpload', false],
    ['/AuthEnterprise/AuthReject', false],
    ['/AuthEnterprise/AuthPayment', true],
  ] as const) {
    await page.goto(`/cWeb${route}`);
    await expect(page.locator('[data-remote="mf_auth"]')).toBeVisible();
    await expect(page.locator('.portal-layout--auth')).toBeVisible();
    await expect(consult(page)).toHaveCount(shown ? 1 : 0);
  }
});

test('the treasury layout: logo only, horizontal scroll and full minimum width under /treasuryFront', async ({ page }) => {
  await page.goto('/cWeb/treasuryFront/list');
  await expect(page.locator('[data-remote="mf_treasury"]')).toBeVisible();
  await expect(page.locator('.portal-layout--treasury .portal-brand')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
  await expect(consult(page)).toHaveCount(0);
  const content = page.locator('.portal-layout--treasury main');
  await expect(content).toHaveCSS('overflow-x', 'auto');
  await expect(content).toHaveCSS('min-width', '100%');
  expect((await content.boundingBox())?.width).toBe(page.viewportSize()?.width);
});

test('the treasury pages on a phone (390 px): the frame and its forms fit the screen, only the list\'s table scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of ['/treasuryFront/list', '/treasuryFront/detail', '/treasuryFront/temp', '/treasuryFront/productBrochure']) {
    await page.goto(`/cWeb${route}`);
    await expect(page.locator('.tr-frame__page .tr-card').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '司库栏目' })).toBeVisible();
    if (route === '/treasuryFront/list') await expect(page.locator('.tr-table table')).toBeVisible();
    // Controls outside a table's own scroll box: every one within the window.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('main a, main button, main input, main select, main textarea, main [role="combobox"]')]
        .filter((el) => !el.closest('.tr-table, .ant-table-wrapper'))
        .map((el) => ({ name: (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 20), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth + 0.5))
        .map(({ name, box }) => `${name} ${Math.round(box.left)}-${Math.round(box.right)}`),
    );
    expect(outside, route).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(390);
  }
  await page.goto('/cWeb/treasuryFront/list');
  const table = page.locator('.tr-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(await table.evaluate((el) => ({ fits: el.getBoundingClientRect().right <= window.innerWidth, scrolls: el.scrollWidth > el.clientWidth }))).toEqual({ fits: true, scrolls: true });
});

test('the help centre has its own sidebar of the nine help pages, the current one marked', async ({ page }) => {
  await page.goto('/cWeb/helpCenter/entAuth/process');
  const nav = page.getByRole('navigation', { name: '帮助中心' });
  await expect(nav.getByRole('link')).toHaveCount(9);
  await expect(nav.getByRole('link', { name: '企业认证流程' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});

test('the plain pages: 403, browser help, not found', async ({ page }) => {
  await page.goto('/cWeb/403');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('无访问权限');
  await page.screenshot({ path: path.join(ARTIFACTS, 'plain-403-1440.png') });
  await page.goto('/cWeb/browserHelp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('浏览器帮助');
  await expect(page.getByRole('rowheader', { name: 'Google Chrome' })).toBeVisible();
  await page.goto('/cWeb/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.locator('footer.portal-footer')).toBeVisible();
});

test('/testApi sends a call through the signed client and shows the signed request and the response', async ({ page }) => {
  await page.goto('/cWeb/testApi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('接口调试');
  await page.getByRole('button', { name: '发送请求' }).click();
  const request = page.getByTestId('signed-request');
  await expect(request).toContainText('/customer/client/uc/v1/api/unified/login/slide-verify-code');
  await expect(request).toContainText(/x-sign: \S+/i);
  await expect(request).toContainText(/x-timestamp: \d+/i);
  const response = page.getByTestId('api-response');
  await expect(response).toContainText('200');
  await expect(response).toContainText('调用成功');

  // A POST: its body leaves the browser sealed (encrypted payload), as signed.
  await page.locator('.ant-select', { has: page.getByRole('combobox', { name: '接口' }) }).click();
  await page.getByTitle(/发送短信验证码/).click();
  await page.getByRole('button', { name: '发送请求' }).click();
  await expect(request).toContainText('"payload"');
  await expect(request).toContainText(/x-encrypted: 1|x-encrypted: true/i);
  await page.screenshot({ path: path.join(ARTIFACTS, 'plain-testApi-1440.png'), fullPage: true });
});
