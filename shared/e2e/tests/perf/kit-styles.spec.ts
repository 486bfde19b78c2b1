import { expect, test } from '@playwright/test';

// antd builds a component's CSS in the browser on its first render, unless the kit's
// pre-rendered sheet (put in <head> by production builds) already holds it.
const PAGES = [
  { path: '/cWeb/login', ready: { role: 'tab' as const, name: '短信登录' } },
  { path: '/cWeb/treasuryFront/list', ready: { role: 'button' as const, name: '查询' } },
];

for (const { path, ready } of PAGES) {
  test(`${path} is drawn from the pre-rendered kit sheet: antd builds no style of its own`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole(ready.role, { name: ready.name }).first()).toBeVisible();
    const styles = await page.evaluate(() => ({
      sheets: document.querySelectorAll('style[data-portal-kit-styles]').length,
      // antd's run-time styles carry data-css-hash; its keyframes (`_effect-…`) are not component styles.
      built: [...document.querySelectorAll('style[data-css-hash]')].map((style) => style.getAttribute('data-css-hash') ?? '').filter((hash) => !hash.startsWith('_effect-')),
      // Before the apps' own CSS (antd's run-time styles carry data-rc-order), which keeps its precedence over it.
      beforeApps: [...document.querySelectorAll('style:not([data-rc-order]):not([data-portal-kit-styles]), link[rel="stylesheet"]')].every(
        (other) => (document.querySelector('style[data-portal-kit-styles]')?.compareDocumentPosition(other) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    }));
    expect(styles).toEqual({ sheets: 1, built: [], beforeApps: true });
  });
}
