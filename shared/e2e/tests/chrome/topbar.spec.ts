import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { expectRemote } from './support';

const ARTIFACTS = path.resolve(__dirname, '../../../../artifacts/chrome');
const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const bar = (page: Page) => page.locator('.portal-topbar-slot');

async function tallPage(page: Page, route = '/home/index') {
  await page.goto(`/cWeb${route}`);
  await expect(page.locator('[data-remote]')).toBeVisible();
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
  });
}

/**
 * Scrolls and waits for the scroll event, which the page has then handled (its listener came
 * first): the next scroll is then one event of its own. Without the wait, on a busy machine two
 * scrolls could reach the page as one event (600 then 500 seen as 221 to 500: down, not up).
 */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        if (window.scrollY === to) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, to);
      }),
    y,
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test.describe('the product mega-menu and the intro videos', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('hovering the product centre opens three groups; a video plays at 1.5x in a 1000 × 562 dialog', async ({ page }) => {
    await page.goto('/cWeb/home/index');
    await expectRemote(page, 'mf_home_products');
    await menu(page).getByRole('link', { name: '产品中心' }).hover();
    const mega = page.getByTestId('mega-menu');
    await expect(mega).toBeVisible();
    await expect(mega).toHaveAccessibleName('产品中心');
    for (const [group, count] of [
      ['应收账款保理', 4],
      ['订单融资', 2],
      ['应付管理', 3],
    ] as const) {
      await expect(mega.getByRole('region', { name: group }).getByRole('link')).toHaveCount(count);
    }

    // Browsing the menu fetches posters only: a video is requested when the visitor plays it.
    const videos: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.mp4')) videos.push(request.url());
    });
    await mega.getByRole('link', { name: '保理营运资金' }).hover();
    const poster = mega.getByRole('img', { name: '保理营运资金 产品介绍视频' });
    await expect(poster).toHaveAttribute('src', '/cWeb/media/twogold.jpg');
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
    await mega.getByRole('link', { name: '应付电子凭证' }).hover();
    await expect(mega.getByRole('img', { name: '应付电子凭证 产品介绍视频' })).toBeVisible();
    await mega.getByRole('link', { name: '保理营运资金' }).hover();
    expect(videos).toEqual([]);

    await mega.getByRole('button', { name: /播放介绍视频/ }).click();
    const dialog = page.getByRole('dialog', { name: '保理营运资金' });
    await expect(dialog).toBeVisible();
    await expect(mega).toHaveCount(0);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(1000);
    expect(await page.locator('.portal-video__frame').evaluate((el) => el.getBoundingClientRect().height)).toBe(562);

    await dialog.getByRole('button', { name: '1.5x' }).click();
    await expect(dialog.getByRole('button', { name: '1.5x' })).toHaveAttribute('aria-pressed', 'true');
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('poster', '/cWeb/media/twogold.jpg');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.5)).toBe(true);
    expect(videos.every((url) => url.endsWith('/cWeb/media/twogold.mp4'))).toBe(true);
    expect(videos.length).toBeGreaterThan(0);
    await expect(dialog.getByText('加载中，请稍候')).toHaveCount(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'video-1440.png') });

    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a video that cannot play says so', async ({ page }) => {
    await page.route('**/cWeb/media/bill.mp4', (route) => route.abort());
    await page.goto('/cWeb/home/index');
    await menu(page).getByRole('link', { name: '产品中心' }).hover();
    const mega = page.getByTestId('mega-menu');
    await mega.getByRole('link', { name: '票据保理' }).hover();
    await mega.getByRole('button', { name: /播放介绍视频/ }).click();
    await expect(page.getByRole('dialog', { name: '票据保理' }).getByRole('alert')).toHaveText('此视频暂无法播放，请稍后再试');
  });

  test('a product link in the mega-menu opens its page and marks the product centre', async ({ page }) => {
    await page.goto('/cWeb/helpCenter/loginRegister');
    await menu(page).getByRole('link', { name: '产品中心' }).hover();
    await page.getByTestId('mega-menu').getByRole('link', { name: '订单融资（保障）' }).click();
    await expect(page).toHaveURL(/\/cWeb\/product\/orderProtection$/);
    await expect(menu(page).getByRole('link', { name: '产品中心' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('on a screen exactly 2560 wide', () => {
  test.use({ viewport: { width: 2560, height: 1440 }, screen: { width: 2560, height: 1440 } });

  test('the video dialog is 1300 × 730.6', async ({ page }) => {
    await page.goto('/cWeb/home/index');
    await menu(page).getByRole('link', { name: '产品中心' }).hover();
    const mega = page.getByTestId('mega-menu');
    await mega.getByRole('link', { name: '应付电子凭证' }).hover();
    await mega.getByRole('button', { name: /播放介绍视频/ }).click();
    const dialog = page.getByRole('dialog', { name: '应付电子凭证' });
    expect((await dialog.boundingBox())?.width).toBe(1300);
    expect(await page.locator('.portal-video__frame').evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(730.6, 0);
  });
});

test.describe('scrolling', () => {
  test.use({ viewport: { width: 1280, height: 700 } });

  test('the bar is fixed between 32 and 220 px, hides scrolling down past 220 and comes back scrolling up', async ({ page }) => {
    await tallPage(page);
    await expect(bar(page)).toHaveAttribute('data-bar', 'static');
    for (const [y, state] of [
      [20, 'static'],
      [32, 'static'],
      [33, 'fixed'],
      [200, 'fixed'],
      [220, 'fixed'],
      [221, 'hidden'],
      [600, 'hidden'],
      [500, 'fixed'],
      [900, 'hidden'],
      [150, 'fixed'],
      [10, 'static'],
    ] as const) {
      await scrollTo(page, y);
      await expect(bar(page), `at ${y}`).toHaveAttribute('data-bar', state);
    }
    await scrollTo(page, 100);
    const header = page.locator('header.portal-topbar');
    await expect(header).toHaveCSS('position', 'fixed');
    // The bar slides back in (0.25 s): wait for it to settle at the top.
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await scrollTo(page, 700);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(-64);
  });

  test('back-to-top shows beyond 800 px and scrolls up smoothly in about 500 ms', async ({ page }) => {
    await tallPage(page);
    const button = page.getByRole('button', { name: '回到顶部' });
    await scrollTo(page, 800);
    await expect(button).toHaveCount(0);
    await scrollTo(page, 801);
    await expect(button).toBeVisible();
    await scrollTo(page, 3000);
    const elapsed = await page.evaluate(
      () =>
        new Promise<{ ms: number; steps: number }>((resolve) => {
          const started = performance.now();
          let steps = 0;
          const onScroll = () => {
            steps += 1;
            if (window.scrollY === 0) {
              window.removeEventListener('scroll', onScroll);
              resolve({ ms: performance.now() - started, steps });
            }
          };
          window.addEventListener('scroll', onScroll);
          (document.querySelector('button[aria-label="回到顶部"]') as HTMLButtonElement).click();
        }),
    );
    // Animated, not a jump: it takes its time, in many steps. The upper bound leaves room for
    // a busy CI machine: it drops frames (fewer, longer steps) and can finish late.
    expect(elapsed.ms).toBeGreaterThan(350);
    expect(elapsed.ms).toBeLessThan(2000);
    expect(elapsed.steps).toBeGreaterThan(5);
    await expect(button).toHaveCount(0);
  });
});

test.describe('the 1024 px breakpoint', () => {
  test('at 1024 px the menu is in the bar', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/cWeb/home/index');
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: '打开菜单' })).toHaveCount(0);
  });

  test('below 1024 px the menu is a drawer with the sign-in area; the active item follows the route', async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await page.goto('/cWeb/dynamics/index');
    await expectRemote(page, 'mf_home_products');
    await expect(menu(page)).toHaveCount(0);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '主菜单' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: '新闻动态' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.locator('.portal-drawer__session')).not.toBeEmpty();
    await page.screenshot({ path: path.join(ARTIFACTS, 'drawer-1023.png') });
    await drawer.getByRole('link', { name: '帮助中心' }).click();
    await expect(drawer).toHaveCount(0);
    await expectRemote(page, 'mf_help');
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect(page.getByRole('dialog', { name: '主菜单' }).getByRole('link', { name: '帮助中心' })).toHaveAttribute('aria-current', 'page');

    // Widening past the breakpoint closes the drawer and brings the bar's menu back.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('dialog', { name: '主菜单' })).toHaveCount(0);
    await expect(menu(page).getByRole('link', { name: '帮助中心' })).toHaveAttribute('aria-current', 'page');
  });
});
