/**
 * Every signed-in page of the route map at 375 px (issue 47 item 1) with a 35-character company
 * name: 13800000000's pages, and each authentication and change page as the persona whose state
 * shows it (README "Demo personas"), one test per group. No page wider than the screen, no control
 * beyond its edge, nothing floating over a line or a control at any scroll position, and the long
 * name cut with the whole name on hover or focus.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from '../support/world';
import { ChangePersonaMobile as CP, EnterprisePersonaMobile as EP } from '@portal/mock-api/personas';
import { ROUTES, routesOf } from '@portal/core/routing';
import { Persona, resetMock, signInAs } from '../session/support';
import { settled } from '../support/portal';
import { coveredWhileScrolling } from './support';

/** 35 characters, as Chinese company names often are. */
const LONG_NAME = '浙江省杭州市西湖区云帆未来数字供应链科技服务集团股份有限公司杭州分公司';
const CREDIT_CODE = '91310115MA1FL3XK9D';

/** A second 35-character name, for a persona's other company. */
const LONG_NAME_B = '江苏省苏州市工业园区星海未来数字供应链科技服务集团股份有限公司苏州分公司';

/**
 * A signed-in page of the route map (@portal/core's ROUTES) and what shows its content is in: its
 * own heading (level 1, in the remote's part), or another text where the page has one to wait for.
 */
interface Stop {
  path: string;
  ready: (page: Page) => Locator;
}

const main = (page: Page) => page.locator('main');
const h1 = (name: string) => (page: Page) => main(page).getByRole('heading', { level: 1, name });
const text = (value: string | RegExp) => (page: Page) => main(page).getByText(value).first();

/** 13800000000's user-centre pages (its company named LONG_NAME): contracts to sign HT00E101 and HT00P01, HT00E104 signed. */
const USER_CENTRE: Stop[] = [
  { path: '/business/center', ready: text('进入业务系统') },
  { path: '/base/info', ready: text('138****0000') },
  { path: '/base/info?tabname=ent', ready: text(LONG_NAME) },
  { path: '/contract/enterprise/list', ready: text(/共 \d+ 份/) },
  { path: '/contract/person/list', ready: text(/共 \d+ 份/) },
  { path: '/contract/enterprise/detail?id=HT00E101', ready: text('ZC-2026-HT00E101') },
  { path: '/contract/enterprise/sign?id=HT00E101', ready: (page) => main(page).getByRole('button', { name: '获取验证码' }) },
  { path: '/contract/enterprise/success?id=HT00E104', ready: text('签署成功') },
  { path: '/contract/person/detail?id=HT00P01', ready: text('ZC-2026-HT00P01') },
  { path: '/contract/person/sign?id=HT00P01', ready: (page) => main(page).getByRole('button', { name: '获取验证码' }) },
  { path: '/contract/success', ready: text('刷脸认证成功') },
  { path: '/download/center', ready: (page) => main(page).locator('h1') },
  { path: '/set/center', ready: text('登录记录') },
  { path: '/open/service', ready: (page) => main(page).locator('h1') },
];

/** A contract's own pages (not the lists). */
const CONTRACT_PAGE = /^\/contract\/(?:(?:enterprise|person)\/(?:detail|sign|success)|success)/;

/** Public pages, signed in. */
const PUBLIC: Stop[] = [
  { path: '/home/index', ready: (page) => main(page).locator('h1') },
  { path: '/helpCenter/loginRegister', ready: (page) => main(page).locator('h1') },
  { path: '/treasuryFront/detail', ready: text('常见问题') },
];

/** The authentication pages 13800000000 (personally and enterprise authenticated) opens. */
const AUTHENTICATED: Stop[] = [
  { path: '/AuthPerson/AuthResult', ready: (page) => main(page).getByRole('heading', { name: '个人实名认证成功' }) },
  { path: '/AuthPerson/SelectProduct', ready: h1('选择要办理的业务') },
  { path: '/AuthEnterprise/SelectBusiness?busType=abcp&fromProduct=twogold', ready: text(LONG_NAME) },
  { path: '/AuthEnterprise/SelectBusinessOrder?busType=ddb&fromProduct=orderCredit', ready: text(LONG_NAME) },
  { path: '/AuthEnterprise/AuthResult', ready: (page) => main(page).getByRole('heading', { name: '企业认证成功' }) },
  { path: '/AuthEnterprise/addAdministrator', ready: (page) => main(page).locator('h1') },
];

/** A page only another persona's state shows (README "Demo personas"), with the company to name LONG_NAME. */
interface PersonaStop extends Stop {
  mobile: string;
  /** The company the page is about (renamed to a 35-character name first), when it is about one. */
  company?: string;
  /** A state to put the company into first (POST /__mock/accounts/:mobile/state), where no persona rests there. */
  state?: Record<string, unknown>;
  /** What brings the company's change to the page first, signed in as the persona (the page open at home). */
  prepare?: (page: Page, request: APIRequestContext, creditCode: string) => Promise<void>;
}

/** The new legal representative confirms, passes the face check and signs the change notice: the change goes to review. */
async function signLegalChange(page: Page, request: APIRequestContext, creditCode: string): Promise<void> {
  await page.goto(`/cWeb/LegalChange/Legal/sign?creditCode=${creditCode}`);
  await main(page).getByRole('button', { name: '确认身份，下一步' }).click();
  await expect(h1('人脸识别并签署变更通知书')(page)).toBeVisible();
  // The face check has started once its QR code shows: the mock's latest face session is this one then.
  await expect(main(page).getByRole('img', { name: '人脸识别二维码' })).toBeVisible();
  expect((await request.post('/__mock/face/latest', { data: { pass: true } })).ok()).toBe(true);
  await expect(main(page).getByText('人脸识别已通过')).toBeVisible();
  await main(page).getByRole('checkbox').check();
  await main(page).getByRole('button', { name: '签署变更通知书' }).click();
  await expect(main(page).getByRole('heading', { name: '已签署，平台审核中' })).toBeVisible();
}

/** The reviewer's (or, for an administrator change, the legal representative's) answer. */
const review = (result: string) => async (_page: Page, request: APIRequestContext, creditCode: string) => {
  const answer = await request.post(`/__mock/review/${creditCode}`, { data: { result, reason: '变更通知书未加盖公章' } });
  expect(answer.ok(), await answer.text()).toBe(true);
};

const PERSON_WIZARD: PersonaStop[] = [
  { mobile: Persona.unauthenticated, path: '/AuthPerson/AuthCertificate', ready: h1('个人实名认证') },
  { mobile: Persona.personal2Passed, path: '/AuthPerson/AuthType', ready: h1('选择认证方式') },
  { mobile: Persona.lastAttemptFailed, path: '/AuthPerson/AuthResult', ready: (page) => main(page).getByRole('heading', { name: '认证未通过' }) },
];

const ENTERPRISE_WIZARD: PersonaStop[] = [
  { mobile: EP.individualEnt4Failed, path: '/AuthEnterprise/AuthCertificate', ready: h1('填写企业信息') },
  { mobile: EP.ent4Finished, path: '/AuthEnterprise/AuthPayment', ready: h1('小额打款认证') },
  { mobile: EP.remittanceApplied, path: '/AuthEnterprise/AuthBackfill', ready: h1('回填打款金额') },
  { mobile: EP.remittanceVerified, path: '/AuthEnterprise/AuthType', ready: h1('法定代表人人脸识别') },
  { mobile: EP.administratorVerified, path: '/AuthEnterprise/legalPersonAuthType', ready: h1('通知法定代表人认证') },
  { mobile: EP.submitMaterials, path: '/AuthEnterprise/AuthUpload', ready: h1('上传认证材料') },
  { mobile: EP.businessReject, path: '/AuthEnterprise/AuthManualReview', ready: h1('人工审核未通过') },
  // No persona rests at a customer rejection: 13800000025's company put there.
  { mobile: EP.businessReject, path: '/AuthEnterprise/AuthReject', ready: (page) => main(page).locator('h1'), state: { subSts: 'MANUAL_CHECK_REJECT_CUSTOMER' } },
];

const JINCHENG = '上海长宁锦程商贸有限公司';
const SHENGYUAN = '南昌红谷滩盛元科技有限公司';

/** 锦程's legal-representative change from both sides through review and rejection; 彭越's administrator change at 赣江 and 盛元. */
const CHANGES: PersonaStop[] = [
  { mobile: CP.legalChangeAdmin, company: '上海静安恒信实业有限公司', path: '/LegalChange/admin/upload', ready: h1('上传变更材料') },
  { mobile: CP.legalChangeAdmin, company: JINCHENG, path: '/LegalChange/admin/notifyLegal', ready: h1('等待新法定代表人确认') },
  { mobile: CP.newLegal, company: JINCHENG, path: '/LegalChange/Legal/sign', ready: h1('确认新法定代表人身份') },
  { mobile: CP.newLegal, company: JINCHENG, path: '/LegalChange/Legal/change', ready: (page) => main(page).locator('h1') },
  { mobile: CP.newLegal, company: JINCHENG, path: '/LegalChange/Legal/result', ready: text('已签署，平台审核中'), prepare: signLegalChange },
  { mobile: CP.legalChangeAdmin, company: JINCHENG, path: '/LegalChange/admin/manualReview', ready: h1('变更审核中') },
  { mobile: CP.legalChangeAdmin, company: JINCHENG, path: '/LegalChange/admin/reject', ready: text('变更通知书未加盖公章'), prepare: review('reject-business') },
  { mobile: CP.adminChangeApplicant, company: '南昌青山湖赣江物流有限公司', path: '/AdminChange/become/change', ready: h1('申请成为平台管理员') },
  { mobile: CP.adminChangeApplicant, company: SHENGYUAN, path: '/AdminChange/become/notifyLegal', ready: h1('等待法定代表人确认') },
  { mobile: CP.adminChangeApplicant, company: SHENGYUAN, path: '/AdminChange/result', ready: h1('管理员变更结果'), prepare: review('approve') },
];

/**
 * Controls that reach past the window's edges, outside a box that scrolls sideways on its own (a
 * table, the tab strip) or clips them out of sight (a carousel's other slides).
 */
async function controlsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollsAlone = (el: Element) => {
      const box = el.getBoundingClientRect();
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX === 'visible') continue;
        const clip = p.getBoundingClientRect();
        if (p.scrollWidth > p.clientWidth || box.right <= clip.left || box.left >= clip.right) return true;
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

/** The floating buttons a layout shows once its chrome is in: none on AuthUpload and AuthReject (shell rules), else 在线咨询 at least. */
const NO_FLOATS = ['/AuthEnterprise/AuthUpload', '/AuthEnterprise/AuthReject'];

/**
 * Opens the page, waits for its content and its floating buttons, and says what is wrong at 375 px:
 * left the page (the state did not allow it), wider than the screen, a control beyond an edge, or
 * something floating over a line or a control at any scroll position. Empty when all is well.
 */
async function problemsOf(page: Page, { path, ready }: Stop): Promise<string[]> {
  await page.goto(`/cWeb${path}`);
  const pathname = path.split('?')[0];
  await expect(ready(page)).toBeVisible();
  if (new URL(page.url()).pathname !== `/cWeb${pathname}`) return [`${path}: went to ${new URL(page.url()).pathname}`];
  if (!NO_FLOATS.includes(pathname)) await expect(page.locator('.portal-float').or(page.locator('.portal-layout--treasury')).first()).toBeVisible();
  await settled(page);
  const problems: string[] = [];
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 375) problems.push(`${path}: ${width} px wide`);
  for (const control of await controlsOffScreen(page)) problems.push(`${path}: off screen: ${control}`);
  for (const covered of await coveredWhileScrolling(page, { controls: true })) problems.push(`${path}: covered: ${covered}`);
  return problems;
}

/** Every stop of a walk on one signed-in page: what is wrong on each, all at once. */
async function walk(page: Page, stops: Stop[]): Promise<string[]> {
  const problems: string[] = [];
  for (const stop of stops) problems.push(...(await problemsOf(page, stop)));
  return problems;
}

interface MockAccount {
  companies: { companyName: string; creditCode: string }[];
}

/**
 * Each stop as its persona, in a phone-sized context of its own: the page's company (or the
 * persona's only one) renamed to a 35-character name first, and put into the stop's state.
 */
async function walkAsPersonas(browser: Browser, request: APIRequestContext, stops: PersonaStop[]): Promise<string[]> {
  const problems: string[] = [];
  /** The credit codes of the companies renamed so far, by persona and seeded name. */
  const renamed = new Map<string, string>();
  for (const stop of stops) {
    const account = (await (await request.get(`/__mock/accounts/${stop.mobile}`)).json()) as MockAccount;
    const key = `${stop.mobile} ${stop.company ?? ''}`;
    const company = stop.company ? account.companies.find((c) => c.companyName === stop.company || c.creditCode === renamed.get(key)) : account.companies[0];
    if (company) renamed.set(key, company.creditCode);
    let name: string | undefined;
    if (company) {
      // A persona's second company gets a second long name, so a company choice can tell them apart.
      name = account.companies.some((c) => c !== company && c.companyName === LONG_NAME) ? LONG_NAME_B : LONG_NAME;
      const changed = await request.post(`/__mock/accounts/${stop.mobile}/state`, { data: { companies: [{ creditCode: company.creditCode, companyName: name, ...stop.state }] } });
      expect(changed.ok(), await changed.text()).toBe(true);
    }
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const pathname = stop.path.split('?')[0];
    const withCompany = company && stop.company ? `${stop.path}${stop.path.includes('?') ? '&' : '?'}creditCode=${company.creditCode}` : stop.path;
    // Asked to choose only with more than one company.
    await signInAs(page, request, stop.mobile, { path: '/home/index', ...(account.companies.length > 1 && name ? { company: name } : {}) });
    if (stop.prepare && company) await stop.prepare(page, request, company.creditCode);
    problems.push(...(await problemsOf(page, { ...stop, path: withCompany })).map((p) => p.replace(withCompany, pathname)));
    await context.close();
  }
  return problems;
}

test.describe('every signed-in page on a phone (375 px) with a 35-character company name', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test.beforeEach(async ({ page, request }) => {
    await resetMock(request);
    expect(LONG_NAME).toHaveLength(35);
    expect((await request.post(`/__mock/accounts/${Persona.oneCompany}/state`, { data: { companies: [{ creditCode: CREDIT_CODE, companyName: LONG_NAME }] } })).ok()).toBe(true);
    await signInAs(page, request, Persona.oneCompany, { path: '/business/center' });
  });

  // Two halves of the user centre; each stop loads a page and scrolls it: on a busy 2-core machine up to ~20 s each.
  test('the user centre: business centre, base info, contract lists, downloads, settings, services', async ({ page }) => {
    test.setTimeout(60_000 + 20_000 * USER_CENTRE.length);
    expect(await walk(page, USER_CENTRE.filter((stop) => !CONTRACT_PAGE.test(stop.path)))).toEqual([]);
  });

  test('the user centre: the contract detail, sign and success pages', async ({ page }) => {
    test.setTimeout(60_000 + 20_000 * USER_CENTRE.length);
    expect(await walk(page, USER_CENTRE.filter((stop) => CONTRACT_PAGE.test(stop.path)))).toEqual([]);
  });

  test('public pages and the authentication pages an authenticated person and company open', async ({ page }) => {
    test.setTimeout(60_000 + 20_000 * (PUBLIC.length + AUTHENTICATED.length));
    expect(await walk(page, [...PUBLIC, ...AUTHENTICATED])).toEqual([]);
  });

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

test.describe('the authentication and change pages on a phone (375 px), each as the persona whose state shows it', () => {
  for (const [group, stops] of [
    ['the personal wizard', PERSON_WIZARD],
    ['the enterprise wizard', ENTERPRISE_WIZARD],
    ['the legal-representative and administrator changes', CHANGES],
  ] as const) {
    test(`${group}: as wide as the screen, every control on it, nothing floating over text or a control`, async ({ browser, request }) => {
      test.setTimeout(60_000 + 40_000 * stops.length);
      expect(await walkAsPersonas(browser, request, [...stops])).toEqual([]);
    });
  }
});

test('the walk stops at every signed-in page of the route map (mf-auth and mf-user-center)', () => {
  const walked = [...USER_CENTRE, ...AUTHENTICATED, ...PERSON_WIZARD, ...ENTERPRISE_WIZARD, ...CHANGES].map((stop) => stop.path.split('?')[0]);
  // /contract only sends on to the enterprise list, which is walked.
  const pages = [...routesOf('mf-auth'), ...routesOf('mf-user-center')].filter((route) => route !== ROUTES.userCentre.contract);
  const missed = pages.map((route) => route.path).filter((pattern) => !walked.some((path) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path)));
  expect(missed).toEqual([]);
});

test.describe('the enterprise step bar on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('shows every step title whole, none cut to 认证', async ({ page, request }) => {
    await resetMock(request);
    await signInAs(page, request, EP.ent4Finished, { path: '/AuthEnterprise/AuthPayment' });
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
