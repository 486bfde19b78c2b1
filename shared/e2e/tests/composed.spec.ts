import { expect } from '@playwright/test';
import { test } from './support/world';
import { REMOTE_PAGES, expectRemotePage } from './support/portal';

test.describe('the composed portal', () => {
  test('the root redirects to the home page', async ({ page }) => {
    await page.goto('/cWeb/');
    await expect(page).toHaveURL(/\/cWeb\/home\/index$/);
    await expectRemotePage(page, 'mf_home_products', '首页');
  });

  for (const { remote, path, heading } of REMOTE_PAGES) {
    test(`${path} renders ${remote} in its layout`, async ({ page }) => {
      await page.goto(`/cWeb${path}`);
      await expectRemotePage(page, remote, heading);
    });
  }

  test('each layout frames the remote that claims the path', async ({ page }) => {
    await page.goto('/cWeb/treasuryFront/detail');
    await expect(page.locator('.portal-layout--treasury .portal-topbar__menu')).toHaveCount(0);
    await page.goto('/cWeb/helpCenter/loginRegister');
    await expect(page.getByRole('navigation', { name: '帮助中心' }).getByRole('link')).toHaveCount(9);
    await page.goto('/cWeb/open/service');
    await expect(page.getByRole('navigation', { name: '用户中心' })).toHaveCount(0);
    await page.goto('/cWeb/base/info');
    await expect(page.getByRole('navigation', { name: '用户中心' })).toBeVisible();
  });

  test('an unknown path shows the not-found page, from the shell or inside a remote', async ({ page }) => {
    await page.goto('/cWeb/no/such/page');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.goto('/cWeb/helpCenter/loginRegister');
    await page.goto('/cWeb/treasuryFront/detail/extra/segments');
    await expect(page.locator('[data-remote="mf_treasury"]')).toBeVisible();
  });

  test('the shell owns its plain routes', async ({ page }) => {
    for (const [path, heading] of [
      ['/login', '登录'],
      ['/403', '无访问权限'],
      ['/browserHelp', '浏览器帮助'],
    ]) {
      await page.goto(`/cWeb${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('[data-remote]')).toHaveCount(0);
    }
  });

  test('each navigation starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/cWeb/home/index');
    await expectRemotePage(page, 'mf_home_products', '首页');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The top bar hides while scrolling down past 220 px and comes back when scrolling up. The bar
    // reads the first scroll before the next (two scrolls in one scroll event read as one, down).
    await expect(page.locator('.portal-topbar-slot')).toHaveAttribute('data-bar', 'hidden');
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect(page.locator('.portal-topbar-slot')).toHaveAttribute('data-bar', 'fixed');
    // Scrolling up a little brings the top bar back (it hides while scrolling down).
    await page.mouse.wheel(0, -200);
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '新闻动态' }).click();
    await expectRemotePage(page, 'mf_home_products', '新闻动态');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
