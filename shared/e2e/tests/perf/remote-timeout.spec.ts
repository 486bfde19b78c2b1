import { expect, type Route } from '@playwright/test';
import { test } from '../support/world';
import { expectRemotePage } from '../support/portal';

test('a remote whose files never answer shows the failure and its retry within the limit, not an endless loading', async ({ page }) => {
  // The limit is the deployment's (index.html's portal-remote-timeout-ms, 15 s by default): 3 s here.
  await page.route('**/cWeb/helpCenter/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/(name="portal-remote-timeout-ms" content=)"\d+"/, '$1"3000"');
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    return route.fulfill({ status: response.status(), headers, body });
  });
  // The remote's server accepts every request and never answers.
  let stalled = true;
  const held: Route[] = [];
  await page.route('**/cWeb/remotes/mf-help/**', (route) => (stalled ? void held.push(route) : route.continue()));

  await page.goto('/cWeb/helpCenter/loginRegister');
  const shown = Date.now();
  await expect(page.getByRole('status').filter({ hasText: '加载中，请稍候' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('页面暂时无法加载', { timeout: 10_000 });
  expect(Date.now() - shown).toBeLessThan(8000);
  expect(held.length).toBeGreaterThan(0);

  stalled = false;
  await page.getByRole('button', { name: '重试' }).click();
  await expectRemotePage(page, 'mf_help', '帮助中心');
  await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
});
