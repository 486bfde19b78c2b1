import { expect } from '@playwright/test';
import { test } from '../support/world';
import { Persona, expectSignedIn, signInAs } from '../session/support';
import { PRODUCT_PAGES, content } from './support';
import { heardOnBus, recordBusEvent } from '../support/portal';

const loginDialog = (page: import('@playwright/test').Page) => page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '短信登录' }) });

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`the home page is complete at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/cWeb/home/index');
    const home = content(page);
    await expect(home.getByRole('heading', { level: 2, name: '商业保理与供应链金融服务' })).toBeVisible();
    const catalogue = home.getByRole('region', { name: '产品中心' });
    for (const product of PRODUCT_PAGES) await expect(catalogue.getByRole('link', { name: new RegExp(product.name.replace(/[()（）]/g, '.')) })).toBeVisible();
    await expect(home.getByRole('region', { name: '新闻动态' }).getByRole('listitem')).toHaveCount(4);
    await expect(home.getByRole('button', { name: '实名认证' })).toBeVisible();
    await expect(home.getByRole('link', { name: /帮助中心/ })).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('the home page names the tab as soon as the shell runs, not after its first render\'s slices', async ({ page }) => {
  // A phone's CPU: the shell's first render (a transition, in slices) spans several frames.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // The tab's title at every frame between the shell's script starting and its first drawing.
  await page.addInitScript(() => {
    const w = window as unknown as { __FEDERATION__?: unknown; titlesBeforeDraw: string[] };
    w.titlesBeforeDraw = [];
    const sample = () => {
      if (document.getElementById('root')?.firstChild) return;
      if (w.__FEDERATION__) w.titlesBeforeDraw.push(document.title);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto('/cWeb/home/index');
  await expect(content(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const titles = await page.evaluate(() => (window as unknown as { titlesBeforeDraw: string[] }).titlesBeforeDraw);
  expect(titles.filter((t) => t !== '首页 - 供应链金融服务平台')).toEqual([]);
  await expect(page).toHaveTitle('首页 - 供应链金融服务平台');
});

test('the banner asks for login with the homeBanner key when signed out', async ({ page }) => {
  await page.goto('/cWeb/home/index');
  await expect(content(page).getByRole('region', { name: '产品推荐' })).toBeVisible();
  await recordBusEvent(page, 'login:requested');
  await content(page).getByRole('region', { name: '产品推荐' }).getByRole('button', { name: '立即开通' }).first().click();
  await expect(loginDialog(page)).toBeVisible();
  expect(await heardOnBus(page)).toEqual([expect.objectContaining({ key: 'homeBanner' })]);
});

test('a product entry button opens the login dialog when signed out', async ({ page }) => {
  await page.goto('/cWeb/product/twogold');
  await content(page).getByRole('button', { name: '立即办理' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/cWeb\/product\/twogold$/);
});

test('the banner moves on by itself and with its buttons', async ({ page }) => {
  await page.goto('/cWeb/home/index');
  const banner = content(page).getByRole('region', { name: '产品推荐' });
  const visibleTitle = () => banner.locator('[aria-roledescription="slide"][aria-hidden="false"] h2');
  await expect(visibleTitle()).toHaveText('应收账款提前变现，最快 T+1 放款');
  await banner.getByRole('button', { name: '下一张' }).click();
  await expect(visibleTitle()).toHaveText('核心企业信用，直达链条末端');
  await page.mouse.move(0, 0);
  await expect(visibleTitle()).toHaveText('拿到订单就能融资，备货生产不再等', { timeout: 8_000 });
});

test('signed in, the product entry button enters the business system; the hero offers the business centre', async ({ page, request, context }) => {
  await signInAs(page, request, Persona.oneCompany, { path: '/product/twogold' });
  await expectSignedIn(page, '张伟');
  // Authenticated person and company: the product-entry rules end in the business system.
  const [tab] = await Promise.all([context.waitForEvent('page'), content(page).getByRole('button', { name: '立即办理' }).click()]);
  await tab.waitForURL(/\/__mock\/biz\/twogold\?/);
  await tab.close();
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click();
  // The hero offers the business centre instead of sign-in.
  await expect(content(page).getByRole('region', { name: '商业保理与供应链金融服务' }).getByRole('link', { name: '进入业务中心' })).toBeVisible();
  await expect(content(page).getByRole('button', { name: '登录 / 注册' })).toHaveCount(0);
});
