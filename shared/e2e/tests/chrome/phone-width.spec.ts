/**
 * Every signed-in page at 375 px (issue 47 item 1) for 13800000000 whose company has a 35-character
 * name: no page wider than the screen, no control beyond its edge, nothing floating over a line or
 * a control at any scroll position, and the long name cut with the whole name on hover or focus.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { EnterprisePersonaMobile } from '@portal/mock-api/personas';
import { Persona, resetMock, signInAs } from '../session/support';
import { coveredWhileScrolling } from './support';

/** 35 characters, as Chinese company names often are. */
const LONG_NAME = '浙江省杭州市西湖区云帆未来数字供应链科技服务集团股份有限公司杭州分公司';
const CREDIT_CODE = '91310115MA1FL3XK9D';

/** The signed-in pages of the persona, each with what shows that its content is in. */
const PAGES: { path: string; ready: (page: Page) => ReturnType<Page['getByText']> }[] = [
  { path: '/business/center', ready: (page) => page.locator('main').getByText('进入业务系统').first() },
  { path: '/base/info', ready: (page) => page.locator('main').getByText('138****0000') },
  { path: '/base/info?tabname=ent', ready: (page) => page.locator('main').getByText(LONG_NAME) },
  { path: '/contract/enterprise/list', ready: (page) => page.locator('main').getByText(/共 \d+ 份/) },
  { path: '/contract/person/list', ready: (page) => page.locator('main').getByText(/共 \d+ 份/) },
  { path: '/download/center', ready: (page) => page.locator('main h1') },
  { path: '/set/center', ready: (page) => page.locator('main').getByText('登录记录', { exact: true }) },
  { path: '/open/service', ready: (page) => page.locator('main h1') },
  { path: '/home/index', ready: (page) => page.locator('main h1') },
  { path: '/helpCenter/loginRegister', ready: (page) => page.locator('main h1') },
  { path: '/treasuryFront/detail', ready: (page) => page.locator('main').getByText('常见问题') },
];

/** Controls outside a box that scrolls sideways on its own (a table, the tab strip) that reach past the window's edges. */
async function controlsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollsAlone = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if ((style.overflowX === 'auto' || style.overflowX === 'scroll' || style.overflowX === 'hidden') && p.scrollWidth > p.clientWidth) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('main a, main button, main input, main textarea, main [role="combobox"], main [role="tab"], main h1, main h2')]
      .filter((el) => !scrollsAlone(el))
      .map((el) => ({ name: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 20), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5))
      .map(({ name, box }) => `${name} ${Math.round(box.left)}-${Math.round(box.right)}`);
  });
}

test.describe('every signed-in page on a phone (375 px) with a 35-character company name', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test.beforeEach(async ({ page, request }) => {
    await resetMock(request);
    expect(LONG_NAME).toHaveLength(35);
    expect((await request.post(`/__mock/accounts/${Persona.oneCompany}/state`, { data: { companies: [{ creditCode: CREDIT_CODE, companyName: LONG_NAME }] } })).ok()).toBe(true);
    await signInAs(page, request, Persona.oneCompany, { path: '/business/center' });
  });

  for (const { path, ready } of PAGES) {
    test(`${path}: as wide as the screen, every control on it, nothing floating over text or a control`, async ({ page }) => {
      await page.goto(`/cWeb${path}`);
      await expect(ready(page)).toBeVisible();
      await expect(page.getByRole('button', { name: '智能助手' }).or(page.locator('.portal-layout--treasury')).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await controlsOffScreen(page)).toEqual([]);
      expect(await coveredWhileScrolling(page, { controls: true })).toEqual([]);
    });
  }

  test('the business centre cuts the company line and shows it whole on hover and on focus; axe passes', async ({ page }) => {
    await page.goto('/cWeb/business/center');
    await expect(page.locator('main').getByText('进入业务系统').first()).toBeVisible();
    const line = page.locator('main .uc-business__company-name');
    await expect(line).toHaveAttribute('data-cut', 'true');
    expect(await line.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
    await line.focus();
    await expect(page.getByRole('tooltip')).toContainText(LONG_NAME);
    await line.blur();
    await expect(page.getByRole('tooltip')).toBeHidden();
    await line.hover();
    await expect(page.getByRole('tooltip')).toContainText(LONG_NAME);
    const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
  });

  test('the user centre tab strip shows that more tabs lie beyond its edge', async ({ page }) => {
    await page.goto('/cWeb/business/center');
    const strip = page.getByRole('navigation', { name: '用户中心' });
    await expect(strip.getByRole('link', { name: '业务中心' })).toBeVisible();
    await expect(strip.getByRole('link', { name: '开通服务' })).not.toBeInViewport();
    await expect(strip.locator('.portal-sidebar__more--after')).toBeVisible();
    await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(strip.locator('.portal-sidebar__more--after')).toHaveCount(0);
    await expect(strip.locator('.portal-sidebar__more--before')).toBeVisible();
  });

  test("the user card cuts the company's name and shows it whole on focus", async ({ page }) => {
    await page.goto('/cWeb/home/index');
    const drawer = page.getByRole('dialog', { name: '主菜单' });
    if (!(await drawer.isVisible())) await page.getByRole('button', { name: '打开菜单' }).click();
    await drawer.locator('.portal-user__trigger').click();
    const name = page.getByRole('group', { name: '用户信息' }).locator('.portal-user__company-name');
    await expect(name).toHaveText(LONG_NAME);
    const cut = () => name.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(await cut()).toBe(true);
    await name.focus();
    expect(await cut()).toBe(false);
    expect(await name.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
  });
});

test.describe('the enterprise step bar on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('shows every step title whole, none cut to 认证', async ({ page, request }) => {
    await resetMock(request);
    await signInAs(page, request, EnterprisePersonaMobile.ent4Finished, { path: '/AuthEnterprise/AuthPayment' });
    const steps = page.getByRole('navigation', { name: '企业认证步骤' });
    const titles = steps.locator('.ant-steps-item-title');
    await expect(titles).toHaveText(['企业信息', '认证方式', '认证材料', '认证结果']);
    const cut = await titles.evaluateAll((all) =>
      all.filter((el) => {
        const box = el.getBoundingClientRect();
        const clip = el.closest('.ant-steps-item')?.getBoundingClientRect();
        return !clip || box.left < clip.left - 0.5 || box.right > clip.right + 0.5 || box.right > window.innerWidth;
      }).map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
  });
});
