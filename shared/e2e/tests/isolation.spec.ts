import { expect } from '@playwright/test';
import { test } from './support/world';
import { expectRemotePage } from './support/portal';

test('a remote that is down shows a message with retry, and the rest keeps working', async ({ page }) => {
  let down = true;
  await page.route('**/cWeb/remotes/mf-help/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));

  await page.goto('/cWeb/helpCenter/loginRegister');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('页面暂时无法加载');
  // The shell's own frame is still there and works.
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '关于我们' }).click();
  await expectRemotePage(page, 'mf_home_products', '关于我们');
  await page.goto('/cWeb/AuthPerson/AuthCertificate');
  await expectRemotePage(page, 'mf_auth', '个人实名认证');

  await page.goto('/cWeb/helpCenter/personAuth');
  await expect(page.getByRole('alert')).toContainText('页面暂时无法加载');
  down = false;
  await page.getByRole('button', { name: '重试' }).click();
  await expectRemotePage(page, 'mf_help', '帮助中心');
});

test('a broken remotes.json shows a message with retry', async ({ page }) => {
  let broken = true;
  await page.route('**/cWeb/remotes.json', (route) => (broken ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
  await page.goto('/cWeb/home/index');
  await expect(page.getByRole('alert')).toContainText('门户配置加载失败');
  broken = false;
  await page.getByRole('button', { name: '重试' }).click();
  await expectRemotePage(page, 'mf_home_products', '首页');
});
