import { expect, type Page } from '@playwright/test';

/** One path per claimed prefix, with the heading its page shows. */
export const REMOTE_PAGES: { remote: string; path: string; heading: string }[] = [
  { remote: 'mf_home_products', path: '/home/index', heading: '首页' },
  { remote: 'mf_home_products', path: '/dynamics/index', heading: '新闻动态' },
  { remote: 'mf_home_products', path: '/enterpriseCentre/index', heading: '业务中心' },
  { remote: 'mf_home_products', path: '/aboutUs/index', heading: '关于我们' },
  { remote: 'mf_home_products', path: '/product/twogold', heading: '保理营运资金' },
  { remote: 'mf_home_products', path: '/threeEditorShow', heading: '内容展示' },
  { remote: 'mf_auth', path: '/AuthPerson/AuthCertificate', heading: '个人实名认证' },
  { remote: 'mf_auth', path: '/AuthEnterprise/SelectBusiness', heading: '选择业务类型' },
  { remote: 'mf_auth', path: '/LegalChange/Legal/sign', heading: '确认新法定代表人身份' },
  { remote: 'mf_auth', path: '/AdminChange/become/change', heading: '申请成为平台管理员' },
  { remote: 'mf_user_center', path: '/business/center', heading: '业务中心' },
  { remote: 'mf_user_center', path: '/base/info', heading: '基本信息' },
  { remote: 'mf_user_center', path: '/contract/enterprise/list', heading: '合同管理' },
  { remote: 'mf_user_center', path: '/download/center', heading: '下载中心' },
  { remote: 'mf_user_center', path: '/set/center', heading: '设置中心' },
  { remote: 'mf_user_center', path: '/open/service', heading: '开通服务' },
  { remote: 'mf_help', path: '/helpCenter/loginRegister', heading: '帮助中心' },
  { remote: 'mf_treasury', path: '/treasuryFront/detail', heading: '司库服务' },
];

/** The mounted remote's content: the page heading inside the remote's own frame. */
export function remoteHeading(page: Page, remote: string) {
  return page.locator(`[data-remote="${remote}"] h1`);
}

export async function expectRemotePage(page: Page, remote: string, heading: string | RegExp) {
  await expect(remoteHeading(page, remote)).toHaveText(heading);
  await expect(page.locator('[data-remote]')).toHaveCount(1);
}

interface FederationWindow {
  __FEDERATION__: { __INSTANCES__: { name: string; loadShare<T>(pkg: string): Promise<false | (() => T | undefined)> }[] };
  __heard?: unknown[];
}

/**
 * Starts recording an event of the live bus in `window.__heard`, as a remote hears it: the bus of
 * the shell's shared @portal/core (the one singleton every remote uses; no global hands it out).
 */
export async function recordBusEvent(page: Page, event: string): Promise<void> {
  await page.evaluate(async (type) => {
    const w = window as unknown as FederationWindow;
    const factory = await w.__FEDERATION__.__INSTANCES__.find((i) => i.name === 'shell')?.loadShare<{ bus: { on(e: string, f: (p: unknown) => void): void } }>('@portal/core');
    const bus = factory ? factory()?.bus : undefined;
    if (!bus) throw new Error('no shared @portal/core in the shell');
    w.__heard = [];
    bus.on(type, (payload) => w.__heard?.push(payload));
  }, event);
}

/** What recordBusEvent heard so far. */
export async function heardOnBus(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as FederationWindow).__heard ?? []);
}

/** Emits on the live bus as a remote does (the shell's shared @portal/core). */
export async function emitOnBus(page: Page, event: string, payload: unknown): Promise<void> {
  await page.evaluate(
    async ([type, data]) => {
      const w = window as unknown as FederationWindow;
      const factory = await w.__FEDERATION__.__INSTANCES__.find((i) => i.name === 'shell')?.loadShare<{ bus: { emit(e: string, p: unknown): void } }>('@portal/core');
      const bus = factory ? factory()?.bus : undefined;
      if (!bus) throw new Error('no shared @portal/core in the shell');
      bus.emit(type, data);
    },
    [event, payload] as const,
  );
}

/**
 * Waits until whatever the page started has had its chance to run: every image loaded or failed
 * (an error handler fires then), every frame loaded, the network quiet, and two frames painted.
 * In place of a fixed sleep before checking that no injected handler ran.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete) && [...document.querySelectorAll('iframe')].every((f) => f.contentDocument?.readyState !== 'loading')))
    .toBe(true);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
