import { expect } from '@playwright/test';
import { test } from '../support/world';
import { content } from './support';

test('help search finds a page by a word in its body and opens it at the section', async ({ page }) => {
  await page.goto('/cWeb/helpCenter/loginRegister');
  const help = content(page);
  // 回填 appears only in the body of the enterprise authentication pages.
  await help.getByRole('searchbox', { name: '搜索帮助内容' }).fill('回填');
  const results = help.getByRole('region', { name: '搜索结果' });
  await expect(results.getByText(/找到 \d+ 个相关页面/)).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText('回填');
  await results.getByRole('link', { name: /企业认证流程/ }).click();
  await expect(page).toHaveURL(/\/cWeb\/helpCenter\/entAuth\/process#/);
  await expect(help.getByRole('heading', { level: 2, name: '企业认证流程' })).toBeVisible();
  await expect(help.getByRole('heading', { level: 3, name: '第三步：完成认证' })).toBeInViewport();
});

test('a search with no match says so', async ({ page }) => {
  await page.goto('/cWeb/helpCenter/signature?q=火星');
  await expect(content(page).getByText('没有找到与“火星”相关的帮助，请换个关键词试试。')).toBeVisible();
});

test('the contents jump to in-page anchors', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/cWeb/helpCenter/financialProcess');
  const help = content(page);
  await help.getByRole('navigation', { name: '本页目录' }).getByRole('link', { name: '还款' }).click();
  await expect(page).toHaveURL(/#user-content-%E8%BF%98%E6%AC%BE$/);
  await expect(help.getByRole('heading', { level: 3, name: '还款' })).toBeInViewport();
  await page.reload();
  await expect(help.getByRole('heading', { level: 3, name: '还款' })).toBeInViewport();
});
