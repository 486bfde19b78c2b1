import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { content } from './support';

/**
 * Nothing jumps while a phone's slow network delivers the page: the content calls and any image
 * answer late, and the layout shift the page adds up meanwhile stays within issue 13's CLS budget.
 */
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

const BUDGET = 0.05;
const LATE_MS = 800;
const SLOW = /\/cms\/v1\/api\/|\.(png|jpe?g|gif|webp|avif|svg)(\?|$)/;

interface ShiftWindow {
  __layoutShift: number;
}

async function loadSlowly(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(SLOW, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    await route.fallback();
  });
  await page.goto(path);
}

/** The shift summed so far, read after two more frames so the last one is counted. */
async function layoutShift(page: Page): Promise<number> {
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete))).toBe(true);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as ShiftWindow).__layoutShift))));
      }),
  );
}

test('the home page does not move while its news and images arrive late', async ({ page }) => {
  await loadSlowly(page, '/cWeb/home/index');
  await expect(content(page).getByRole('region', { name: '新闻动态' }).getByRole('listitem')).toHaveCount(4);
  expect(await layoutShift(page)).toBeLessThanOrEqual(BUDGET);
});

test('a product page does not move while its facts arrive late', async ({ page }) => {
  await loadSlowly(page, '/cWeb/product/twogold');
  const product = content(page);
  await expect(product.getByText('加载中，请稍候')).toBeVisible();
  await expect(product.getByRole('heading', { name: '所需材料' })).toBeVisible();
  await expect(product.getByRole('link', { name: /小供保理/ })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(BUDGET);
});

test('the help page, then the diagnostics page in the same page view (as a team reads its CLS): nothing moves', async ({ page }) => {
  await loadSlowly(page, '/cWeb/helpCenter/loginRegister');
  await expect(content(page).getByRole('heading', { name: '登录注册' })).toBeVisible();
  // A client-side navigation, as a link would make: the page view (and its CLS) goes on.
  await page.evaluate(() => window.history.pushState(null, '', '/cWeb/__portal'));
  await expect(page.getByRole('heading', { name: '门户诊断' })).toBeVisible();
  await expect(page.locator('tr[data-remote="mf_help"]')).toContainText('当前版本');
  await expect(page.getByRole('table', { name: '本次页面访问的 Web Vitals' }).getByRole('rowheader', { name: 'CLS' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(BUDGET);
});
