import { expect, test } from '@playwright/test';

// What a phone waits for before the first paint: main.js at high priority, and nothing of the UI kit.
test('main.js, which every first paint waits for, is fetched at high priority beside the preloaded bootstrap chunk', async ({ request }) => {
  // The page as served (the shell adds prefetch links of its own once it runs).
  const html = await (await request.get('/cWeb/home/index')).text();
  expect(html).toMatch(/<script defer="defer" src="\/cWeb\/main\.js" fetchpriority="high">/);
  expect(html.match(/<link rel="preload" as="script" href="\/cWeb\/[0-9]+\.[0-9a-f]{8}\.js">/g)).toHaveLength(1);
});

for (const { path, heading } of [
  { path: '/cWeb/login', heading: '登录' },
  { path: '/cWeb/treasuryFront/list', heading: '查询' },
]) {
  test(`${path}: the page's frame is painted before any file of the UI kit is requested`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole(path.endsWith('login') ? 'heading' : 'button', { name: heading }).first()).toBeVisible();
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      kitRequested: performance.getEntriesByType('resource').find((entry) => /\/kit-base\.[0-9a-f]{8}\.js$/.test(entry.name))?.startTime ?? Number.NaN,
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.kitRequested).toBeGreaterThan(timing.firstPaint);
  });
}
