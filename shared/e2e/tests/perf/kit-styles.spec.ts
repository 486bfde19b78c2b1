import { expect } from '@playwright/test';
import { test } from '../support/world';
import { PersonaMobile } from '@portal/mock-api/personas';

// antd builds a component's CSS in the browser on its first render. Production builds ship the kit's
// styles as one sheet made at build time (kit-sheet.<hash>.css, loaded with the KitProvider part) and run
// antd in its zero-runtime mode, so it builds none (shared/build/KIT.md).
const PAGES = [
  { path: '/cWeb/forget', ready: { role: 'button' as const, name: '获取验证码' } },
  { path: '/cWeb/treasuryFront/detail', ready: { role: 'button' as const, name: '提交申请' } },
];

for (const { path, ready } of PAGES) {
  test(`${path} is drawn from the kit's stylesheet: antd builds no component style, and every <style> has the nonce`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole(ready.role, { name: ready.name }).first()).toBeVisible();
    const styles = await page.evaluate(() => {
      const kit = [...document.querySelectorAll<HTMLLinkElement>('link[data-portal-kit-css]')];
      return {
        // The one sheet, once (whichever app's chunk asked for the KitProvider part).
        sheet: kit.length === 1 && /\/kit-sheet\.[0-9a-f]{8}\.css$/.test(kit[0].href),
        // In before the kit components rendered: webpack's chunk loading waited for it.
        loaded: kit.every((link) => link.sheet !== null && link.sheet.cssRules.length > 1000),
        // antd's run-time styles carry data-css-hash. What zero-runtime mode still writes is no component
        // style: its theme's and components' CSS variables (custom properties only), keyframes (`_effect-…`)
        // and the icons' reset (`|ant-design-icons|`, a few rules antd 6 writes whatever the mode).
        built: [...document.querySelectorAll('style[data-css-hash]')]
          .filter((style) => !/^(?:[^{}]+\{(?:--[\w-]+:[^;{}]*;?)*\})+$/.test(style.textContent ?? ''))
          .filter((style) => !/^\s*(?:\.anticon[^{}]*\{[^{}]*\}\s*)+$/.test(style.textContent ?? ''))
          .map((style) => style.getAttribute('data-css-hash') ?? '')
          .filter((hash) => !hash.startsWith('_effect-')),
        // The page's policy allows no other inline style (Chrome keeps a nonce in the property only).
        withoutNonce: [...document.querySelectorAll('style')].filter((style) => !style.nonce).map((style) => style.outerHTML.slice(0, 80)),
        // Before the apps' own CSS (antd's run-time styles carry data-rc-order), which keeps its precedence over it.
        beforeApps: [...document.querySelectorAll('style:not([data-rc-order]), link[rel="stylesheet"]:not([data-portal-kit-css])')].every(
          (other) => (kit.at(-1)?.compareDocumentPosition(other) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      };
    });
    expect(styles).toEqual({ sheet: true, loaded: true, built: [], withoutNonce: [], beforeApps: true });
  });
}

test('/login paints without the UI kit; its slide puzzle brings the kit when asked for', async ({ page }) => {
  await page.goto('/cWeb/login', { waitUntil: 'load' });
  const form = page.getByRole('form', { name: '登录' });
  await expect(form.getByRole('button', { name: '获取验证码' })).toBeVisible();
  // Untouched, the form runs on plain controls. Its first touch starts loading the kit dialogs
  // (so they are in before the get-code button needs them), which is why this is asked first.
  expect(await page.locator('link[data-portal-kit-css]').count()).toBe(0);
  await form.getByLabel('手机号').fill(PersonaMobile.oneCompany);
  await expect(form.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('slider')).toBeVisible();
  expect(await page.locator('link[data-portal-kit-css]').count()).toBe(1);
});
