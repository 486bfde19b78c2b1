import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { content, watchForScripts } from './support';
import { settled } from '../support/portal';

interface XssWindow {
  __xssFired?: string;
}

/** Pokes at everything a reader could touch in the hostile content, then checks nothing ran. */
async function exerciseAndCheck(page: Page, dialogs: string[]): Promise<void> {
  const body = content(page).getByRole('region', { name: '正文' });
  await expect(body.locator('#user-content-qa-hostile-start')).toBeVisible();
  for (const el of await body.locator('a, img, div, details, summary, p').all()) {
    await el.hover({ force: true, timeout: 2_000 }).catch(() => undefined);
  }
  const link = body.getByText('点击这里');
  await link.click({ force: true });
  await body.getByText('另一个链接').click({ force: true });
  // Let late handlers (image errors, frames, navigation) have their chance.
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as XssWindow).__xssFired)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await body.locator('script, iframe, object, embed, form, input, svg, math, style, meta').count()).toBe(0);
  expect(await body.locator('[onerror], [onload], [onclick], [onmouseover], [ontoggle], [onfocus]').count()).toBe(0);
  expect(await body.locator('[href^="javascript:" i], [src^="javascript:" i]').count()).toBe(0);
}

test('a news article with hostile content runs no script', async ({ page }) => {
  const { dialogs } = await watchForScripts(page);
  await page.goto('/cWeb/dynamics/article/qa-hostile');
  await expect(content(page).getByRole('heading', { level: 2 })).toHaveText('【测试】安全检查专用内容');
  await exerciseAndCheck(page, dialogs);
  await expect(page).toHaveURL(/\/dynamics\/article\/qa-hostile#?$/);
});

test('/threeEditorShow with hostile content runs no script', async ({ page }) => {
  const { dialogs } = await watchForScripts(page);
  await page.goto('/cWeb/threeEditorShow?id=qa-hostile');
  await expect(content(page).locator('h1')).toHaveText('【测试】安全检查专用内容');
  await exerciseAndCheck(page, dialogs);
});
