import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { Persona, signInAs } from '../session/support';

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

/**
 * Every line of text in the content and footer that a floating button (在线咨询, 智能助手, 回到顶部)
 * covers, at each scroll position from top to bottom. A line clipped out of sight by its box (a
 * carousel's other slides) counts only where it shows. With `controls`, a covered link, button or
 * field counts too (by its name or tag), even where none of its text is under the button.
 */
async function coveredWhileScrolling(page: Page, { controls = false } = {}): Promise<string[]> {
  return page.evaluate(async (withControls) => {
    const covered = new Set<string>();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 250) {
      window.scrollTo(0, y);
      await frame();
      const buttons = [...document.querySelectorAll('.portal-float')].map((b) => b.getBoundingClientRect()).filter((r) => r.width > 0);
      for (const root of document.querySelectorAll('main, footer')) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          if (!text) continue;
          const clips: DOMRect[] = [];
          for (let el = node.parentElement; el; el = el.parentElement) {
            const style = getComputedStyle(el);
            if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clips.push(el.getBoundingClientRect());
          }
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) {
            let { left, right, top, bottom } = line;
            for (const c of clips) [left, right, top, bottom] = [Math.max(left, c.left), Math.min(right, c.right), Math.max(top, c.top), Math.min(bottom, c.bottom)];
            if (right <= left || bottom <= top) continue;
            if (buttons.some((b) => left < b.right && b.left < right && top < b.bottom && b.top < bottom)) covered.add(text);
          }
        }
        if (!withControls) continue;
        for (const control of root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])')) {
          const r = control.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
          if (buttons.some((b) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)) {
            covered.add(`${control.tagName.toLowerCase()} ${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''}`);
          }
        }
      }
    }
    return [...covered];
  }, controls);
}

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
