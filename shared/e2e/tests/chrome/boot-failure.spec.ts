import { expect } from '@playwright/test';
import { test } from '../support/world';

test('a shell whose start fails (its bootstrap chunk lost) shows the failure page with a retry and reports it', async ({ page, request }) => {
  const lost = /\/cWeb\/bootstrap\.[0-9a-f]+\.js$/;
  await page.route(lost, (route) => route.abort('failed'));
  await page.goto('/cWeb/home/index');
  const failure = page.getByRole('alert');
  await expect(failure.getByRole('heading', { level: 1, name: '门户启动失败' })).toBeVisible();
  await expect(failure).toContainText('请重试');
  await expect(failure.getByRole('heading', { level: 1 })).toBeFocused();
  await expect
    .poll(async () => ((await (await request.get('/__mock/telemetry')).json()) as { events: { type: string; detail?: string }[] }).events.filter((e) => e.type === 'boot-failed').length)
    .toBe(1);

  // The deploy race is over: 重试 loads the portal.
  await page.unroute(lost);
  await failure.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('[data-remote="mf_home_products"] h1').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '门户启动失败' })).toHaveCount(0);
});
