import { expect } from '@playwright/test';
import { test } from '../support/world';
import { PersonaMobile } from '@portal/mock-api/personas';

// antd builds a component's CSS in the browser on its first render, unless the kit's
// pre-rendered styles (a .css file per antd module, loaded with its chunk in production builds) already hold it.
const PAGES = [
  { path: '/cWeb/forget', ready: { role: 'button' as const, name: '获取验证码' } },
  { path: '/cWeb/treasuryFront/detail', ready: { role: 'button' as const, name: '提交申请' } },
];

for (const { path, ready } of PAGES) {
  test(`${path} is drawn from the pre-rendered kit styles: antd builds no style of its own`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole(ready.role, { name: ready.name }).first()).toBeVisible();
    const styles = await page.evaluate(() => {
      const kit = [...document.querySelectorAll<HTMLLinkElement>('link[data-portal-kit-css]')];
      return {
        // The base file (antd's reset, its map, with the other files of its chunk) and the page's components' files, each once, side by side, in the sheet's order.
        base: kit.some((link) => /^base(\+\d+)?\.[0-9a-f]{8}\.css$/.test(link.getAttribute('data-portal-kit-css') ?? '')),
        files: kit.length > 2 && new Set(kit.map((link) => link.getAttribute('data-portal-kit-css'))).size === kit.length,
        // Two apps' builds may each copy the same small file first into one of theirs (`space-compact+1`,
        // `space-compact+2`): those two start with the same style, so share its rank.
        inOrder: kit.every((link, index) => {
          if (index === 0) return true;
          const [rank, before] = [link, kit[index - 1]].map((l) => Number(l.getAttribute('data-portal-kit-rank')));
          const first = (l: Element) => /^([^+.]+)/.exec(l.getAttribute('data-portal-kit-css') ?? '')?.[1];
          return link.previousElementSibling === kit[index - 1] && (rank > before || (rank === before && first(link) === first(kit[index - 1])));
        }),
        // Every file in before the kit components rendered: none still loading.
        loaded: kit.every((link) => link.sheet !== null),
        // Only the page's components: not every file the build has.
        notAll: kit.length < 30,
        // antd's run-time styles carry data-css-hash; its keyframes (`_effect-…`) are not component styles.
        // antd 6 writes its theme and each component's tokens as CSS variables in the browser whatever a
        // sheet holds (`.css-var-portal{--ant-…}`): a style of custom properties only is no component style.
        built: [...document.querySelectorAll('style[data-css-hash]')]
          .filter((style) => !/^(?:[^{}]+\{(?:--[\w-]+:[^;{}]*;?)*\})+$/.test(style.textContent ?? ''))
          .map((style) => style.getAttribute('data-css-hash') ?? '')
          .filter((hash) => !hash.startsWith('_effect-')),
        // Before the apps' own CSS (antd's run-time styles carry data-rc-order), which keeps its precedence over it.
        beforeApps: [...document.querySelectorAll('style:not([data-rc-order]), link[rel="stylesheet"]:not([data-portal-kit-css])')].every(
          (other) => (kit.at(-1)?.compareDocumentPosition(other) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      };
    });
    expect(styles).toEqual({ base: true, files: true, inOrder: true, loaded: true, notAll: true, built: [], beforeApps: true });
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
  expect(await page.locator('link[data-portal-kit-css]').count()).toBeGreaterThan(1);
});
