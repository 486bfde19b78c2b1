import { expect, type Page } from '@playwright/test';

/** The authentication remote's part of the page. */
export const auth = (page: Page) => page.locator('[data-remote="mf_auth"]');
/** A wizard page's own heading. */
export const heading = (page: Page, name: string) => auth(page).getByRole('heading', { level: 1, name });

/** Picks an option of an antd select by its label text. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await auth(page).getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  // The next select's options must not be confused with this one's, still fading out.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** 小额打款认证: a company's public account at a Hangzhou branch of ICBC, not yet applied for. */
export async function fillPublicAccount(page: Page): Promise<void> {
  await auth(page).getByLabel('对公账号').fill('1202 0204 0990 0012 345');
  await choose(page, '开户银行', '中国工商银行');
  await choose(page, '开户省份', '浙江省');
  await choose(page, '开户城市', '杭州市');
  await choose(page, '开户支行', /支行|分行|营业部/);
}
