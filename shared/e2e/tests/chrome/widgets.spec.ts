import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { expectRemote } from './support';

const launcher = (page: Page) => page.getByRole('button', { name: '智能助手' });

test.describe('the AI chat widget', () => {
  test('its SDK loads only after the page has loaded; the widget stays hidden until the SDK has arrived, then appears', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/__mock/chrome/chat-sdk.js', async (route) => {
      await held;
      await route.continue();
    });
    // The document's state at the moment the SDK's script is added to the page.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('script[src*="chat-sdk.js"]')) return;
        (window as unknown as { sdkAddedWhen: string }).sdkAddedWhen = document.readyState;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const sdkRequest = page.waitForRequest('**/__mock/chrome/chat-sdk.js');
    await page.goto('/cWeb/home/index');
    await expectRemote(page, 'mf_home_products');
    await sdkRequest;
    expect(await page.evaluate(() => (window as unknown as { sdkAddedWhen?: string }).sdkAddedWhen)).toBe('complete');
    await expect(launcher(page)).toHaveCount(0);
    expect(await page.evaluate(() => 'PortalChatSDK' in window)).toBe(false);
    release();
    await expect(launcher(page)).toBeVisible({ timeout: 5000 });
    expect(await page.evaluate(() => 'PortalChatSDK' in window)).toBe(true);
  });

  test('answers questions, takes at most 50 characters, and reports a failed connection', async ({ page, request }) => {
    await page.goto('/cWeb/home/index');
    await launcher(page).click();
    const chat = page.getByRole('dialog', { name: '智能助手' });
    await expect(chat).toBeVisible();
    const input = chat.getByRole('textbox');
    await expect(input).toHaveAttribute('maxlength', '50');
    await input.fill('问'.repeat(60));
    await expect(input).toHaveValue('问'.repeat(50));

    await input.fill('如何进行企业认证？');
    await chat.getByRole('button', { name: '发送' }).click();
    await expect(chat.locator('.portal-chat__line--assistant').last()).toContainText('企业认证有四种方式');

    await input.fill('今天天气怎么样');
    await chat.getByRole('button', { name: '发送' }).click();
    await expect(chat.locator('.portal-chat__line--assistant').last()).toContainText('这个问题我暂时无法回答');

    await request.post('/__mock/chrome/scenario', { data: { askFailures: 1 } });
    await input.fill('怎么登录');
    await chat.getByRole('button', { name: '发送' }).click();
    await expect(chat.locator('.portal-chat__line--assistant').last()).toHaveText(/Sorry, connection error, please try again later/);

    // The conversation survives navigation to another remote.
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '帮助中心' }).click();
    await expectRemote(page, 'mf_help');
    await expect(chat).toContainText('企业认证有四种方式');
  });
});

test.describe('the user-centre sidebar', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('its collapsed state survives a reload (cookie), and it is hidden on /open/service', async ({ page, context }) => {
    await page.goto('/cWeb/base/info');
    const nav = page.getByRole('navigation', { name: '用户中心' });
    await expect(nav).toHaveAttribute('data-collapsed', 'false');
    await expect(nav.getByRole('link', { name: '基本信息' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: '收起菜单' }).click();
    await expect(nav).toHaveAttribute('data-collapsed', 'true');
    const cookie = (await context.cookies()).find((c) => c.name === 'portal_sidebar_collapsed');
    expect(cookie?.value).toBe('1');

    await page.reload();
    await expect(page.getByRole('navigation', { name: '用户中心' })).toHaveAttribute('data-collapsed', 'true');
    await page.goto('/cWeb/download/center');
    await expect(page.getByRole('navigation', { name: '用户中心' })).toHaveAttribute('data-collapsed', 'true');

    await page.goto('/cWeb/open/service');
    await expectRemote(page, 'mf_user_center');
    await expect(page.getByRole('navigation', { name: '用户中心' })).toHaveCount(0);

    await page.goto('/cWeb/set/center');
    await page.getByRole('navigation', { name: '用户中心' }).getByRole('button', { name: '展开菜单' }).click();
    await page.reload();
    await expect(page.getByRole('navigation', { name: '用户中心' })).toHaveAttribute('data-collapsed', 'false');
  });
});
