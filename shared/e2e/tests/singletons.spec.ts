import { expect } from '@playwright/test';
import { test } from './support/world';
import { expectRemotePage } from './support/portal';

interface Diagnostics {
  bus: { on(e: string, f: (p: unknown) => void): void; emit(e: string, p: unknown): void };
  coreInstanceCount(): number;
  reactDomVersion: string;
}
interface FederationWindow {
  __FEDERATION__: { __INSTANCES__: { name: string; loadRemote<T>(id: string): Promise<T> }[] };
  __heard?: string[];
}

test('one @portal/core and one React DOM serve the shell and every remote', async ({ page }) => {
  const reactDomFetches: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    // react-dom's production build names itself to the devtools hook once per copy.
    if (body.includes('rendererPackageName:"react-dom"')) reactDomFetches.push(url);
  });

  await page.goto('/cWeb/home/index');
  await expectRemotePage(page, 'mf_home_products', '首页');
  // Same document from here on: client-side navigation through every remote.
  for (const [path, remote, heading] of [
    ['/helpCenter/loginRegister', 'mf_help', '帮助中心'],
    ['/AuthPerson/AuthType', 'mf_auth', '选择认证方式'],
    ['/base/info', 'mf_user_center', '基本信息'],
    ['/treasuryFront/list', 'mf_treasury', '司库服务'],
  ]) {
    await page.evaluate((p) => window.history.pushState(null, '', `/cWeb${p}`), path);
    await expectRemotePage(page, remote, heading);
  }

  expect(await page.evaluate(() => (globalThis as Record<symbol, unknown>)[Symbol.for('@portal/core instances')])).toBe(1);
  expect(reactDomFetches, `react-dom fetched from: ${reactDomFetches.join(', ')}`).toHaveLength(1);

  // Each remote's own import of @portal/core and react-dom resolves to the shell's copy.
  const result = await page.evaluate(async () => {
    const w = window as unknown as FederationWindow;
    const host = w.__FEDERATION__.__INSTANCES__.find((i) => i.name === 'shell');
    if (!host) throw new Error('no shell federation instance');
    const auth = await host.loadRemote<Diagnostics>('mf_auth/diagnostics');
    const help = await host.loadRemote<Diagnostics>('mf_help/diagnostics');
    w.__heard = [];
    help.bus.on('login:requested', (p) => w.__heard?.push(`mf_help heard ${JSON.stringify(p)}`));
    auth.bus.emit('login:requested', { key: 'homeBanner' });
    return { heard: w.__heard, versions: [auth.reactDomVersion, help.reactDomVersion], counts: [auth.coreInstanceCount(), help.coreInstanceCount()] };
  });
  expect(result.heard).toEqual(['mf_help heard {"key":"homeBanner"}']);
  expect(result.counts).toEqual([1, 1]);
  expect(new Set(result.versions).size).toBe(1);
  // The shell heard the same event: it opened the login dialog over the page.
  await expect(page.getByRole('dialog').getByRole('tab', { name: '短信登录' })).toBeVisible();
});
