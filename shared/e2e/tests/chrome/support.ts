import { expect, type Page } from '@playwright/test';

/**
 * The remote is mounted in its frame and shows a page. The chrome tests check the frame, not
 * the remote's content, so they do not depend on what each remote's pages say.
 */
export async function expectRemote(page: Page, remote: string) {
  await expect(page.locator(`[data-remote="${remote}"] h1`).first()).toBeVisible();
  await expect(page.locator('[data-remote]')).toHaveCount(1);
}
