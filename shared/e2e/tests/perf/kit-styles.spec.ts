import { expect, test } from '@playwright/test';
import { PersonaMobile } from '@portal/mock-api/personas';

// antd builds a component's CSS in the browser on its first render, unless the kit's
// pre-rendered sheet (put in <head> by production builds) already holds it.
const PAGES = [
  { path: '/cWeb/forget', ready: { role: 'button' as const, name: '获取验证码' } },
  { path: '/cWeb/treasuryFront/detail', ready: { role: 'button' as const, name: '提交申请' } },
];

for (const { path, ready } of PAGES) {
  test(`${path} is drawn from the pre-rendered kit sheet: antd builds no style of its own`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole(ready.role, { name: ready.name }).first()).toBeVisible();
    const styles = await page.evaluate(() => ({
      // The sheet goes in a piece per task ("1/N" … "N/N"), every piece once, in order, side by side.
      pieces: [...document.querySelectorAll('style[data-portal-kit-styles]')].every(
        (piece, index, all) => piece.getAttribute('data-portal-kit-styles') === `${index + 1}/${all.length}` && (index === 0 || piece.previousElementSibling === all[index - 1]),
      ),
      sheets: document.querySelectorAll('style[data-portal-kit-styles]').length > 1,
      // antd's run-time styles carry data-css-hash; its keyframes (`_effect-…`) are not component styles.
      built: [...document.querySelectorAll('style[data-css-hash]')].map((style) => style.getAttribute('data-css-hash') ?? '').filter((hash) => !hash.startsWith('_effect-')),
      // Before the apps' own CSS (antd's run-time styles carry data-rc-order), which keeps its precedence over it.
      beforeApps: [...document.querySelectorAll('style:not([data-rc-order]):not([data-portal-kit-styles]), link[rel="stylesheet"]')].every(
        (other) => ([...document.querySelectorAll('style[data-portal-kit-styles]')].at(-1)?.compareDocumentPosition(other) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    }));
    expect(styles).toEqual({ pieces: true, sheets: true, built: [], beforeApps: true });
  });
}

test('/login paints without the UI kit; its slide puzzle brings the kit when asked for', async ({ page }) => {
  await page.goto('/cWeb/login', { waitUntil: 'load' });
  const form = page.getByRole('form', { name: '登录' });
  await expect(form.getByRole('button', { name: '获取验证码' })).toBeVisible();
  // Untouched, the form runs on plain controls. Its first touch starts loading the kit dialogs
  // (so they are in before the get-code button needs them), which is why this is asked first.
  expect(await page.locator('style[data-portal-kit-styles]').count()).toBe(0);
  await form.getByLabel('手机号').fill(PersonaMobile.oneCompany);
  await expect(form.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('slider')).toBeVisible();
  expect(await page.locator('style[data-portal-kit-styles]').count()).toBeGreaterThan(1);
});
