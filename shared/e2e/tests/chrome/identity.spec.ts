import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';

const BRAND = '供应链金融服务平台';

/** Every response of the page that answered 404, from the moment it is called. */
function collect404s(page: Page): string[] {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  return missing;
}

test('every page links the brand favicon (SVG inline, and ICO), and no request of a page answers 404', async ({ page, request }) => {
  const missing = collect404s(page);
  const brandIcon = (await (await request.get('/cWeb/favicon.svg')).text()).trim();
  for (const [route, heading] of [
    ['/home/index', '首页'],
    ['/product/bill', '票据保理'],
    ['/helpCenter/signature', '帮助中心'],
    ['/treasuryFront/detail', '司库服务'],
  ] as const) {
    await page.goto(`/cWeb${route}`);
    await expect(page.locator('[data-remote] h1, main h1', { hasText: heading }).first()).toBeAttached();
    // Inline, the brand's SVG (the file the portal also serves): the page's first files do not
    // share the browser's connections with a request for it.
    const inline = (await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href')) ?? '';
    expect(inline).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(inline.slice('data:image/svg+xml,'.length))).toBe(brandIcon);
  }
  await page.goto('/cWeb/login');
  await expect(page.getByRole('tab', { name: '短信登录' })).toBeVisible();
  await page.goto('/cWeb/userAgreement.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Headless Chromium draws no tab icon, so the icons the pages link are fetched here.
  const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(icons).toHaveLength(2);
  for (const [url, type] of [...icons.map((u) => [u, u.endsWith('.svg') ? 'image/svg+xml' : 'image/']), ['/cWeb/apple-touch-icon.png', 'image/png']]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type']).toContain(type);
  }
  expect(missing).toEqual([]);
});

test('the tab names the page: the route’s name, refined by the item once it has loaded', async ({ page }) => {
  await page.goto('/cWeb/home/index');
  await expect(page).toHaveTitle(`首页 - ${BRAND}`);

  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '产品中心' }).hover();
  await page.getByTestId('mega-menu').getByRole('link', { name: '票据保理' }).click();
  await expect(page).toHaveTitle(`票据保理 - 产品中心 - ${BRAND}`);

  await page.goto('/cWeb/dynamics/index');
  await expect(page).toHaveTitle(`新闻动态 - ${BRAND}`);
  const first = page.locator('[data-remote] h2 a').first();
  const headline = (await first.innerText()).trim();
  await first.click();
  await expect(page.locator('[data-remote] h2', { hasText: headline })).toBeVisible();
  await expect(page).toHaveTitle(`${headline} - ${BRAND}`);
  await page.goBack();
  await expect(page).toHaveTitle(`新闻动态 - ${BRAND}`);

  await page.goto('/cWeb/helpCenter/loginRegister');
  await expect(page).toHaveTitle(`登录注册 - 帮助中心 - ${BRAND}`);
  await page.getByRole('navigation', { name: '帮助中心' }).getByRole('link', { name: '电子签章' }).click();
  await expect(page).toHaveTitle(`电子签章 - 帮助中心 - ${BRAND}`);

  await page.goto('/cWeb/login');
  await expect(page).toHaveTitle(`登录 - ${BRAND}`);
});
