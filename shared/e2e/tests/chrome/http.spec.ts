import { expect, test } from '@playwright/test';
import { resetMock, scenario } from '../session/support';
import { expectRemote } from './support';

const NEWS_LIST = { method: 'GET', path: '/cms/v1/api/news/list' };
const FIRST_NEWS = '链融保理上线“应付电子凭证”多级流转功能，助力末端供应商融资';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test.describe('calls seen from the page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('leaving a slow page and coming back shows its content, never 接口重复调用，请求已取消', async ({ page, request }) => {
    await page.goto('/cWeb/home/index');
    await expectRemote(page, 'mf_home_products');
    await scenario(request, { ...NEWS_LIST, delayMs: 3000 });
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByRole('link', { name: '新闻动态' }).click();
    await expect(page).toHaveURL(/\/dynamics\/index$/);
    await menu.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/home\/index$/);
    await menu.getByRole('link', { name: '新闻动态' }).click();
    await expect(page.getByText(FIRST_NEWS).first()).toBeVisible();
    await expect(page.getByText('接口重复调用，请求已取消')).toHaveCount(0);
  });

  test('a slow call shows 加载中，请稍候 until it answers', async ({ page, request }) => {
    await page.goto('/cWeb/home/index');
    await expectRemote(page, 'mf_home_products');
    await scenario(request, { ...NEWS_LIST, delayMs: 2500 });
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '新闻动态' }).click();
    // The portal's overlay for a slow call (the news list's own placeholder says the same inside the page).
    const overlay = page.getByRole('status').filter({ hasText: '加载中，请稍候' }).and(page.locator('.portal-loading'));
    await expect(overlay).toBeVisible();
    await expect(page.getByText(FIRST_NEWS).first()).toBeVisible();
    await expect(overlay).toHaveCount(0);
  });
});
