import { expect, test } from '@playwright/test';

// What a phone waits for before the first paint: main.js at high priority, and nothing of the UI kit.
test('main.js, which every first paint waits for, is fetched at high priority beside the preloaded bootstrap chunk', async ({ request }) => {
  // The page as served (the shell adds prefetch links of its own once it runs).
  const html = await (await request.get('/cWeb/home/index')).text();
  expect(html).toMatch(/<script defer="defer" src="\/cWeb\/main\.js" fetchpriority="high">/);
  expect(html.match(/<link rel="preload" as="script" href="\/cWeb\/[0-9]+\.[0-9a-f]{8}\.js">/g)).toHaveLength(1);
});

test("/cWeb/treasuryFront/list: the page's frame is painted before any file of the UI kit is requested", async ({ page }) => {
  await page.goto('/cWeb/treasuryFront/list');
  await expect(page.getByRole('button', { name: '查询' }).first()).toBeVisible();
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    kitRequested: performance.getEntriesByType('resource').find((entry) => /\/kit-base\.[0-9a-f]{8}\.js$/.test(entry.name))?.startTime ?? Number.NaN,
  }));
  expect(timing.firstPaint).toBeGreaterThan(0);
  expect(timing.kitRequested).toBeGreaterThan(timing.firstPaint);
});

test('/cWeb/login: the login form is there, ready to type in, with no file of the UI kit requested', async ({ page }) => {
  await page.goto('/cWeb/login');
  await expect(page.getByRole('form', { name: '登录' }).getByLabel('手机号')).toBeFocused();
  const kitFiles = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/kit-[a-z-]+\.[0-9a-f]{8}\.js$/.test(entry.name)).length);
  expect(kitFiles).toBe(0);
});
