import { expect, type Page } from '@playwright/test';

/**
 * The remote is mounted in its frame and shows a page. The chrome tests check the frame, not
 * the remote's content, so they do not depend on what each remote's pages say.
 */
export async function expectRemote(page: Page, remote: string) {
  await expect(page.locator(`[data-remote="${remote}"] h1`).first()).toBeVisible();
  await expect(page.locator('[data-remote]')).toHaveCount(1);
}

/**
 * Every line of text in the content and footer that a floating button (在线咨询, 智能助手, 回到顶部)
 * covers, at each scroll position from top to bottom. A line clipped out of sight by its box (a
 * carousel's other slides) counts only where it shows. With `controls`, a covered link, button or
 * field counts too (by its name or tag), even where none of its text is under the button.
 */
export async function coveredWhileScrolling(page: Page, { controls = false } = {}): Promise<string[]> {
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
