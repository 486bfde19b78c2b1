import { expect } from '@playwright/test';
import { test } from './support/world';
import { expectRemotePage } from './support/portal';

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: '主菜单' });

test('links and the back button keep the shell and every remote on the same path', async ({ page }) => {
  await page.goto('/cWeb/home/index');
  await expectRemotePage(page, 'mf_home_products', '首页');
  await expect(menu(page).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');

  // A link rendered by a remote's own router, to a page of another remote.
  await page.locator('[data-remote="mf_home_products"]').getByRole('link', { name: '帮助中心' }).click();
  await expect(page).toHaveURL(/\/cWeb\/helpCenter\/loginRegister$/);
  await expectRemotePage(page, 'mf_help', '帮助中心');
  await expect(menu(page).getByRole('link', { name: '帮助中心' })).toHaveAttribute('aria-current', 'page');

  // A link rendered by the shell's router, to a page of a third remote.
  await menu(page).getByRole('link', { name: '产品中心' }).click();
  await expectRemotePage(page, 'mf_home_products', '保理营运资金');

  // Inside one remote, by its own router.
  await page.locator('[data-remote="mf_home_products"]').getByRole('link', { name: '首页' }).first().click();
  await expectRemotePage(page, 'mf_home_products', '首页');

  await page.goBack();
  await expect(page).toHaveURL(/\/cWeb\/product\/twogold$/);
  await expectRemotePage(page, 'mf_home_products', '保理营运资金');
  await expect(menu(page).getByRole('link', { name: '产品中心' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\/cWeb\/helpCenter\/loginRegister$/);
  await expectRemotePage(page, 'mf_help', '帮助中心');
  await expect(menu(page).getByRole('link', { name: '帮助中心' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expectRemotePage(page, 'mf_home_products', '首页');
  await page.goForward();
  await expectRemotePage(page, 'mf_help', '帮助中心');
});

test('a remote asks the shell to sign in over the bus and the shell opens the login dialog over the page', async ({ page }) => {
  await page.goto('/cWeb/product/bill');
  await page.locator('[data-remote="mf_home_products"]').getByRole('button', { name: '立即办理' }).click();
  await expect(page.getByRole('dialog').getByRole('tab', { name: '短信登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/cWeb\/product\/bill$/);
});
