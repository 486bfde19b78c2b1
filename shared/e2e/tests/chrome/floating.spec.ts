import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { Persona, signInAs } from '../session/support';
import { coveredWhileScrolling } from './support';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of every line of visible text in the footer and the page's main content, in the viewport. */
async function textBoxes(page: Page): Promise<{ text: string; box: Box }[]> {
  return page.evaluate(() => {
    const boxes: { text: string; box: Box }[] = [];
    for (const root of document.querySelectorAll('main, footer')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (!text) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight) boxes.push({ text, box: { x: r.x, y: r.y, width: r.width, height: r.height } });
        }
      }
    }
    return boxes;
  });
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('the floating buttons on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const path of ['/home/index', '/aboutUs/index', '/helpCenter/loginRegister']) {
    test(`在线咨询 and 智能助手 cover no text of ${path} at the bottom of the page`, async ({ page }) => {
      await page.goto(`/cWeb${path}`);
      await expect(page.locator('[data-remote] h1').first()).toBeVisible();
      const consult = page.getByRole('button', { name: '在线咨询' });
      const chat = page.getByRole('button', { name: '智能助手' });
      await expect(consult).toBeEnabled();
      await expect(chat).toBeVisible();
      await expect(page.locator('footer .portal-footer__company')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);

      const buttons = [await consult.boundingBox(), await chat.boundingBox()];
      const texts = await textBoxes(page);
      expect(texts.length).toBeGreaterThan(0);
      for (const button of buttons) {
        expect(button).not.toBeNull();
        const covered = texts.filter((t) => button && overlaps(button, t.box)).map((t) => t.text);
        expect(covered).toEqual([]);
      }
    });
  }
});

test.describe('the floating buttons on a phone (375 px), at every scroll position', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const path of ['/home/index', '/dynamics/index', '/helpCenter/loginRegister']) {
    test(`no text of ${path} sits under 在线咨询, 智能助手 or 回到顶部`, async ({ page }) => {
      await page.goto(`/cWeb${path}`);
      await expect(page.locator('[data-remote] h1').first()).toBeVisible();
      await expect(page.getByRole('button', { name: '在线咨询' })).toBeEnabled();
      await expect(page.getByRole('button', { name: '智能助手' })).toBeVisible();
      // The page's own content is in (the news list, the help article), not only its frame.
      await expect(page.locator('main').getByRole('link').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect(page.getByRole('button', { name: '回到顶部' })).toBeVisible();
      expect(await coveredWhileScrolling(page)).toEqual([]);
    });
  }
});

test.describe('the floating buttons on wide screens, at every scroll position', () => {
  for (const viewport of [{ width: 1440, height: 900 }, { width: 1024, height: 768 }]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      /** The page's buttons are in: 在线咨询 ready, 智能助手 loaded. */
      const floatingShown = async (page: Page) => {
        await expect(page.getByRole('button', { name: '在线咨询' })).toBeEnabled();
        await expect(page.getByRole('button', { name: '智能助手' })).toBeVisible();
      };

      test('the home page: no text or control under 在线咨询, 智能助手 or 回到顶部', async ({ page }) => {
        await page.goto('/cWeb/home/index');
        await expect(page.locator('[data-remote] h1').first()).toBeVisible();
        await floatingShown(page);
        expect(await coveredWhileScrolling(page, { controls: true })).toEqual([]);
      });

      for (const { name, path, ready } of [
        { name: 'the contract list', path: '/contract/enterprise/list', ready: (page: Page) => page.getByText('共 4 份') },
        { name: 'the business centre', path: '/business/center', ready: (page: Page) => page.locator('main').getByText('进入业务系统').first() },
      ]) {
        test(`${name} (user-centre frame), signed in: its pager and links stay clear of the floating buttons`, async ({ page, request }) => {
          await signInAs(page, request, Persona.oneCompany, { path });
          await expect(ready(page)).toBeVisible();
          await floatingShown(page);
          expect(await coveredWhileScrolling(page, { controls: true })).toEqual([]);
        });
      }
    });
  }
});
