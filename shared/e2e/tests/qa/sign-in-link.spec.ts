/**
 * Sign-in by link (issue 47 item 21): a link from any site to the QA sign-in page or the mock's
 * IAM centre signs nobody out or in; only the QA console (its ticket) and the IAM page's own form do.
 */
import { expect } from '@playwright/test';
import { test } from '../support/world';
import { Persona, expectSignedIn, signInAs } from '../session/support';

test('a bare link to /cWeb/__qa/sign-in neither signs the visitor out nor in as the persona it names', async ({ page, request }) => {
  await signInAs(page, request, Persona.oneCompany, { path: '/home/index' });
  await expectSignedIn(page, '张伟');
  await page.goto(`/cWeb/__qa/sign-in?mobile=${Persona.threeCompanies}&redirect=%2Fbusiness%2Fcenter`);
  await expect(page.getByRole('alert')).toContainText('登录凭证无效或已过期');
  await page.goto('/cWeb/home/index');
  await expectSignedIn(page, '张伟');
});

test('a bare link to the IAM centre’s authorize opens its chooser and signs nobody in', async ({ page }) => {
  await page.goto(`/__mock/iam/authorize?mobile=${Persona.threeCompanies}&redirect=${encodeURIComponent('/cWeb/login/byIam')}`);
  await expect(page).toHaveURL(/\/__mock\/iam\/login\?redirect=%2FcWeb%2Flogin%2FbyIam$/);
  await expect(page.getByRole('heading', { name: '集团统一认证中心（模拟）' })).toBeVisible();
  // Choosing on the page itself still signs in (its form posts with the page's own Origin).
  await page.locator(`button[data-mobile="${Persona.threeCompanies}"]`).click();
  await expect(page).toHaveURL(/\/cWeb\//);
});
