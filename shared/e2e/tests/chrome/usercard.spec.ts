import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { Persona, signInAs, userTrigger } from '../session/support';
import { expectRemote } from './support';

const card = (page: Page) => page.getByRole('group', { name: '用户信息' });

async function signIn(page: Page, request: import('@playwright/test').APIRequestContext, mobile: string) {
  await signInAs(page, request, mobile, { path: '/home/index' });
  await expectRemote(page, 'mf_home_products');
}

test.describe('the user card on a phone (375 px, touch)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('opens by tap in the menu drawer, offers logout, and closes by a second tap', async ({ page, request }) => {
    await signInAs(page, request, Persona.oneCompany, { path: '/home/index' });
    const drawer = page.getByRole('dialog', { name: '主菜单' });

    if (!(await drawer.isVisible())) await page.getByRole('button', { name: '打开菜单' }).tap();
    const trigger = drawer.locator('.portal-user__trigger');
    await trigger.tap();
    await expect(card(page)).toBeVisible();
    await expect(card(page).getByRole('button', { name: '退出登录' })).toBeInViewport();
    await expect(card(page).getByRole('button', { name: '修改密码' })).toBeVisible();
    await trigger.tap();
    await expect(card(page)).toBeHidden();
  });
});

test.describe('the user card on a desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a click does not close the card the hover opened; the keyboard opens and closes it', async ({ page, request }) => {
    await signIn(page, request, Persona.oneCompany);
    const trigger = userTrigger(page).first();
    await trigger.hover();
    await expect(card(page)).toBeVisible();
    await trigger.click();
    await expect(card(page)).toBeVisible();
    // Pinned by the click, it stays while the pointer goes elsewhere, and a click outside closes it.
    await page.mouse.move(10, 600);
    await expect(card(page)).toBeVisible();
    await page.mouse.click(10, 600);
    await expect(card(page)).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(card(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(card(page).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(card(page)).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a user without a name sees the masked mobile once', async ({ page, request }) => {
    await signIn(page, request, Persona.unauthenticated);
    await userTrigger(page).first().click();
    await expect(card(page)).toBeVisible();
    expect((await card(page).innerText()).match(/138\*{4}0002/g)).toHaveLength(1);
  });
});
