import { expect } from '@playwright/test';
import { test } from '../support/world';
import { PUBLIC_PAGES, content, expectPublicPage } from './support';

test.describe('every public page renders its content in the composed portal', () => {
  for (const { remote, path, h1, content: text } of PUBLIC_PAGES) {
    test(`${path}`, async ({ page }) => {
      await page.goto(`/cWeb${path}`);
      await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
      await expectPublicPage(page, h1, text);
    });
  }

  test('/helpCenter opens loginRegister, the default', async ({ page }) => {
    await page.goto('/cWeb/helpCenter');
    await expect(page).toHaveURL(/\/cWeb\/helpCenter\/loginRegister$/);
    await expect(content(page).getByRole('heading', { level: 2, name: '登录注册' })).toBeVisible();
  });

  test('/treasuryFront opens detail, the default', async ({ page }) => {
    await page.goto('/cWeb/treasuryFront');
    await expect(page).toHaveURL(/\/cWeb\/treasuryFront\/detail$/);
  });
});

test('news: paged list, category filter, article and back', async ({ page }) => {
  await page.goto('/cWeb/dynamics/index');
  const list = content(page);
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(6);
  await list.getByRole('navigation', { name: '新闻分页' }).getByRole('button', { name: '第 3 页' }).click();
  await expect(page).toHaveURL(/\/dynamics\/index\?page=3$/);
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(2);
  await list.getByRole('tab', { name: '平台公告' }).click();
  await expect(page).toHaveURL(/\?category=notice$/);
  await expect(list.getByText('平台公告', { exact: true }).first()).toBeVisible();
  await list.getByRole('link', { name: '关于 2025 年 11 月 15 日系统升级维护的公告' }).click();
  await expect(page).toHaveURL(/\/dynamics\/article\/n2025110801$/);
  await expect(list.getByRole('region', { name: '正文' })).toContainText('系统升级维护');
  await list.getByRole('link', { name: /^下一篇/ }).click();
  await expect(page).toHaveURL(/\/dynamics\/article\/n2025102801$/);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\?category=notice$/);
});

test('a missing article says it is not there, without a retry, with the way back to the news', async ({ page }) => {
  await page.goto('/cWeb/dynamics/article/nosuch');
  await expect(content(page).getByRole('alert')).toHaveText(/未找到这篇资讯，它可能已下线或链接有误。/);
  await expect(content(page).getByText('请求出错,请检查参数并重试')).toHaveCount(0);
  await expect(content(page).getByRole('button', { name: '重新加载' })).toHaveCount(0);
  await content(page).getByRole('link', { name: '返回新闻列表' }).click();
  await expect(page).toHaveURL(/\/dynamics\/index$/);
});

test('treasury: apply, see the result, find it in the list by its number', async ({ page }) => {
  await page.goto('/cWeb/treasuryFront/detail');
  const form = content(page).getByRole('form', { name: '司库服务申请' });
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('请输入企业名称')).toBeVisible();
  await form.getByLabel('企业名称').fill('上海浦江供应链管理有限公司');
  await form.getByLabel('统一社会信用代码').fill('91310115MA1FL3XK9X');
  await form.getByLabel('联系人').fill('张伟');
  await form.getByLabel('联系手机').fill('12800000000');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('请输入正确的统一社会信用代码')).toBeVisible();
  await expect(form.getByText('请输入正确的手机号')).toBeVisible();
  await form.getByLabel('统一社会信用代码').fill('91310115MA1FL3XK9D');
  await form.getByLabel('联系手机').fill('13800000000');
  await form.getByText('资金归集', { exact: true }).click();
  await expect(form.getByLabel('资金归集')).toBeChecked();
  await form.getByText('1 - 10 亿元', { exact: true }).click();
  await expect(form.getByLabel('1 - 10 亿元')).toBeChecked();
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/treasuryFront\/result\?no=SK\d{8}9001$/);
  await expect(content(page).getByText('申请已提交')).toBeVisible();
  await expect(content(page).getByText('上海浦江供应链管理有限公司')).toBeVisible();
  await content(page).getByRole('link', { name: '查看申请进度' }).click();
  await expect(page).toHaveURL(/\/treasuryFront\/list\?keyword=SK/);
  await expect(content(page).getByText('共 1 条')).toBeVisible();
  await expect(content(page).getByRole('cell', { name: '已受理' })).toBeVisible();
});

test('treasury list: filters and pages', async ({ page }) => {
  await page.goto('/cWeb/treasuryFront/list');
  const body = content(page);
  await expect(body.getByText('共 28 条')).toBeVisible();
  await body.getByRole('button', { name: '第 3 页' }).click();
  await expect(page).toHaveURL(/page=3$/);
  await expect(body.locator('tbody tr')).toHaveCount(8);
  await expect(body.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
  const filters = body.getByRole('form', { name: '筛选申请记录' });
  // A start date after the end date is refused where it was typed; nothing is searched.
  await filters.getByLabel('开始日期').fill('2025-12-01');
  await filters.getByLabel('结束日期').fill('2025-11-01');
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(filters.getByRole('alert')).toHaveText('开始日期不能晚于结束日期');
  await expect(page).toHaveURL(/page=3$/);
  await filters.getByLabel('开始日期').fill('');
  await filters.getByLabel('结束日期').fill('');
  await expect(filters.getByRole('alert')).toHaveCount(0);
  // The status is the browser's own select.
  await filters.getByLabel('状态').selectOption({ label: '已签约' });
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/status=SIGNED$/);
  // The URL changes before the filtered page arrives: wait for the rows, not the address.
  await expect.poll(async () => [...new Set(await body.locator('tbody tr td:nth-child(7)').allTextContents())]).toEqual(['已签约']);
  await body.getByRole('button', { name: '重置' }).click();
  await expect(page).toHaveURL(/\/treasuryFront\/list$/);
  await expect(body.getByText('共 28 条')).toBeVisible();
});
