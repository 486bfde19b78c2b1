/**
 * A server that accepts a call and never answers (issue 47 item 25): the spinner turns into a word
 * that the server has not answered yet, with a way to stop waiting, long before the spec's
 * 600000 ms limit; stopping shows the page's failure and its 重试.
 */
import { expect } from '@playwright/test';
import { test } from '../support/world';
import { Persona, scenario, signInAs } from '../session/support';

test('a call the server never answers: 仍在等待 with 取消等待 after 15 s, then the failure and its retry', async ({ page, request }) => {
  await signInAs(page, request, Persona.oneCompany, { path: '/business/center' });
  await scenario(request, { method: 'GET', path: '/contract-common/v1/contract/list', times: 1, delayMs: 55_000 });
  await page.getByRole('navigation', { name: '用户中心' }).getByRole('link', { name: '合同管理' }).click();
  const overlay = page.locator('.portal-loading');
  await expect(overlay).toContainText('加载中，请稍候');
  await expect(overlay).toContainText('服务器响应较慢，仍在等待…', { timeout: 25_000 });
  await overlay.getByRole('button', { name: '取消等待' }).click();
  await expect(overlay.getByRole('button', { name: '取消等待' })).toHaveCount(0);
  const failed = page.locator('main').getByRole('alert').filter({ hasText: '请求超时,请稍后重试' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('main').getByText(/共 \d+ 份/)).toBeVisible();
});
