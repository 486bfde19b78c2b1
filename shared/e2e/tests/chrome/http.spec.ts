import { expect } from '@playwright/test';
import { test } from '../support/world';
import { scenario } from '../session/support';
import { expectRemote } from './support';

const NEWS_LIST = { method: 'GET', path: '/cms/v1/api/news/list' };
const FIRST_NEWS = '链融保理上线“应付电子凭证”多级流转功能，助力末端供应商融资';

test.describe('calls seen from the page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('leaving a slow page and coming back shows its content, never 接口重复调用，请求已取消', async ({ page, request }) => {
    await page.goto('/cWeb/home/index');
    await expectRemote(page, 'mf_home_products');
    // Home's own news call (sent once its hero has painted) is answered before the slow one is queued.
    await expect(page.getByText(FIRST_NEWS).first()).toBeVisible();
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

  test('a slow news list shows one 加载中，请稍候: the page\'s own, not also the portal\'s overlay', async ({ page, request }) => {
    await page.goto('/cWeb/home/index');
    await expectRemote(page, 'mf_home_products');
    await expect(page.getByText(FIRST_NEWS).first()).toBeVisible();
    await scenario(request, { ...NEWS_LIST, delayMs: 2500 });
    // Whether the portal's overlay shows at any moment of the load.
    await page.evaluate(() => {
      const overlay = document.querySelector('.portal-loading');
      const seen = window as unknown as { overlayShown?: boolean };
      seen.overlayShown = false;
      new MutationObserver(() => {
        if (overlay?.getAttribute('data-shown') === 'true') seen.overlayShown = true;
      }).observe(overlay as Element, { attributes: true, childList: true, subtree: true });
    });
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '新闻动态' }).click();
    await expect(page.locator('main').getByRole('status').filter({ hasText: '加载中，请稍候' })).toBeVisible();
    await expect(page.getByText(FIRST_NEWS).first()).toBeVisible();
    await expect(page.getByText('加载中，请稍候')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { overlayShown?: boolean }).overlayShown)).toBe(false);
  });
});
