import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { settled } from '../support/portal';
import { Persona, chooseCompany, expectSignedIn, loginDialog, openLoginDialog, scenario, sessionState, signInAs, smsLogin, userTrigger, type FederationWindow } from './support';

const USER = { method: 'GET', path: '/uc/v1/api/unified/login/user' };
const expiredDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: '您好，当前账号权限已失效，请重新登录' });

/** Client-side navigation, as a link in any app does (single-spa turns it into a popstate). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', `/cWeb${to}`), path);
  await expect(page).toHaveURL(new RegExp(`/cWeb${path.replace(/[?]/g, '\\?')}$`));
}

/** A client-side navigation to a page whose user call answers 401: the portal leaves it for home at once. */
async function goExpecting401(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', `/cWeb${to}`), path);
  await expect(page).toHaveURL(/\/cWeb\/home\/index$/);
}

async function signIn(page: Page, request: import('@playwright/test').APIRequestContext, mobile: string, company?: string) {
  await signInAs(page, request, mobile, { company });
}

async function openCard(page: Page) {
  await userTrigger(page).first().hover();
  const card = page.getByRole('group', { name: '用户信息' });
  await expect(card).toBeVisible();
  return card;
}

test('the user card: names, status labels, the red dot, switching company and the status click', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  await signIn(page, request, Persona.threeCompanies, '深圳前海鑫源贸易有限公司');
  let card = await openCard(page);
  await expect(card).toContainText('李娜');
  await expect(card).toContainText('138****0001');
  await expect(card).toContainText('深圳前海鑫源贸易有限公司');
  await expect(card.getByRole('button', { name: '企业已认证' })).toBeVisible();

  await card.getByRole('button', { name: '切换企业' }).click();
  await chooseCompany(page, '广州南沙恒通物流有限公司');
  await expect(userTrigger(page).first().getByRole('img', { name: '有待处理的认证事项' })).toBeVisible();
  card = await openCard(page);
  await expect(card).toContainText('广州南沙恒通物流有限公司');
  await card.getByRole('button', { name: /企业认证中/ }).click();
  await expect(page).toHaveURL(/\/cWeb\/AuthEnterprise\/AuthReject\?type=ContinueAuth&creditCode=91440115/);
  expect((await sessionState(page)).currentCompany?.companyName).toBe('广州南沙恒通物流有限公司');
});

for (const [mobile, label, path] of [
  [Persona.unauthenticated, '请完成个人认证', '/AuthPerson/AuthCertificate'],
  [Persona.weakPassword, '个人认证中', '/AuthPerson/AuthType'],
] as const) {
  test(`status ${label} routes to ${path}`, async ({ page, request }) => {
    await page.goto('/cWeb/home/index');
    await signIn(page, request, mobile);
    const card = await openCard(page);
    await card.getByRole('button', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/cWeb${path}$`));
  });
}

test('logout: confirm, the call, 退出成功, home; 退出异常 when the call fails', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  await signIn(page, request, Persona.oneCompany);
  await go(page, '/helpCenter/personAuth');

  await scenario(request, { method: 'POST', path: '/uc/v1/api/unified/login/logout', status: 500 });
  let card = await openCard(page);
  await card.getByRole('button', { name: '退出登录' }).click();
  let confirm = page.getByRole('dialog').filter({ hasText: '确定要退出当前账号吗？' });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('退出异常')).toBeVisible();
  await expectSignedIn(page, '张伟');
  await confirm.getByRole('button', { name: '取消' }).click();

  card = await openCard(page);
  await card.getByRole('button', { name: '退出登录' }).click();
  confirm = page.getByRole('dialog').filter({ hasText: '确定要退出当前账号吗？' });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('退出成功')).toBeVisible();
  await expect(page).toHaveURL(/\/cWeb\/home\/index$/);
  await expect(page.getByRole('banner').getByRole('button', { name: '登录 / 注册' })).toBeVisible();
  expect((await sessionState(page)).token).toBeUndefined();
});

test('401 after a recent login: home at once with the permission-expired dialog (26 units), Cancel stays home, and a re-login returns to the page', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  await signIn(page, request, Persona.oneCompany);
  await scenario(request, { ...USER, status: 401 });
  await goExpecting401(page, '/helpCenter/entAuth');
  const dialog = expiredDialog(page);
  await expect(dialog).toBeVisible();
  // Off the protected page at once: the dialog shows over the home page.
  await expect(page).toHaveURL(/\/cWeb\/home\/index$/);
  expect((await sessionState(page)).token).toBeUndefined();
  const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  // Measured once the opening zoom has finished.
  await expect
    .poll(() => dialog.evaluate((el) => Math.round((el.closest('.ant-modal') as HTMLElement).getBoundingClientRect().width)))
    .toBe(26 * rem);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/cWeb\/home\/index$/);

  // The saved login URL: after the next login (through the dialog: the subject) the user is back where the session ended.
  const relogin = await openLoginDialog(page);
  await smsLogin(page, request, relogin, Persona.oneCompany);
  await expect(relogin).toBeHidden();
  await expect(page).toHaveURL(/\/cWeb\/helpCenter\/entAuth$/);
  await expectSignedIn(page, '张伟');
});

test('401 more than 12 hours after the login: no dialog, straight home', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  await signIn(page, request, Persona.oneCompany);
  await go(page, '/helpCenter/entAuth');
  // That page's own user call must be answered first: a navigation while it is on its way joins it
  // (one user call at a time), and it was asked before the 401 was armed (a CI flake on a busy machine).
  await page.waitForLoadState('networkidle');
  await page.clock.install({ time: Date.now() + 13 * 3600_000 });
  // Scenarios apply before the protocol check, so the 401 comes despite the far clock.
  await scenario(request, { ...USER, status: 401 });
  await page.evaluate(() => window.history.pushState(null, '', '/cWeb/helpCenter/personAuth'));
  await expect(page).toHaveURL(/\/cWeb\/home\/index$/);
  await expect(page.getByRole('banner').getByRole('button', { name: '登录 / 注册' })).toBeVisible();
  await expect(expiredDialog(page)).toHaveCount(0);
});

test('twenty 401s at once: one dialog, one redirect, no toasts', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  await signIn(page, request, Persona.oneCompany);
  await go(page, '/helpCenter/entAuth');
  // The page's own auth calls must be answered before the twenty 401s are armed, or one of them takes a 401.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const pushes: string[] = [];
    (window as unknown as { __pushes: string[] }).__pushes = pushes;
    const push = window.history.pushState.bind(window.history);
    window.history.pushState = (data, unused, url) => {
      pushes.push(String(url));
      push(data, unused, url);
    };
  });
  await scenario(request, { method: 'GET', path: '/auth/info', status: 401, times: 20 });
  const outcomes = await page.evaluate(async (mobile) => {
    type Core = { sessionApi: { fetchEnterpriseAuth(m: string, e: string): Promise<unknown> } };
    const shell = (window as unknown as FederationWindow).__FEDERATION__.__INSTANCES__.find((i) => i.name === 'shell');
    const factory = await shell?.loadShare<Core>('@portal/core');
    const api = (factory ? factory() : undefined)?.sessionApi;
    if (!api) throw new Error('no shared @portal/core in the shell');
    const calls = Array.from({ length: 20 }, (_, i) => api.fetchEnterpriseAuth(mobile, `91X${i}`).then(() => 'ok', (e: { status?: number }) => e.status));
    return Promise.all(calls);
  }, Persona.oneCompany);
  expect(outcomes).toEqual(Array(20).fill(401));
  await expect(expiredDialog(page)).toHaveCount(1);
  await expect(expiredDialog(page)).toBeVisible();
  await expiredDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/cWeb\/home\/index$/);
  // Whatever the twenty answers would still do has happened before the count.
  await settled(page);
  const pushes = await page.evaluate(() => (window as unknown as { __pushes: string[] }).__pushes);
  expect(pushes.filter((url) => url.includes('/home/index'))).toHaveLength(1);
  await expect(expiredDialog(page)).toBeHidden();
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
});

test('a 401 on a page leaves it for home; Re-login returns to it', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  await signIn(page, request, Persona.oneCompany);
  await go(page, '/forget');
  const form = page.getByRole('form', { name: '找回密码' });
  await form.getByLabel('手机号').fill(Persona.weakPassword);
  await form.getByLabel('新密码').fill('Typed#Before401');
  await scenario(request, { method: 'POST', path: '/uc/v1/api/unified/login/password/pre-check', status: 401 });
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expiredDialog(page).getByRole('button', { name: '重新登录' }).click();
  const dialog = loginDialog(page);
  await expect(page).toHaveURL(/\/cWeb\/home\/index$/);
  await smsLogin(page, request, dialog, Persona.oneCompany);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cWeb\/forget$/);
  // This page has no top bar: the session itself says who is signed in.
  await expect.poll(async () => (await sessionState(page)).user?.mobile).toBe(Persona.oneCompany);
});

test('a re-login as another mobile asks for a reload, and reloads on confirm', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  await signIn(page, request, Persona.oneCompany);
  await scenario(request, { ...USER, status: 401 });
  await goExpecting401(page, '/helpCenter/entAuth');
  await expiredDialog(page).getByRole('button', { name: '重新登录' }).click();
  await smsLogin(page, request, loginDialog(page), Persona.threeCompanies);
  const prompt = page.getByRole('dialog').filter({ hasText: '您已经登录了其他账号，需要刷新下页面再进行下操作' });
  await expect(prompt).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __beforeReload: boolean }).__beforeReload = true));
  await prompt.getByRole('button', { name: '刷新页面' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload ?? false)).toBe(false);
  // After the reload the new session finishes its company choice.
  await chooseCompany(page, '深圳前海鑫源贸易有限公司');
  await expectSignedIn(page, '李娜');
  await expect(page).toHaveURL(/\/cWeb\/helpCenter\/entAuth$/);
});

test('a blocking code (1004001) shows 提示 / 已知晓 and ends the session', async ({ page, request }) => {
  await page.goto('/cWeb/home/index');
  await signIn(page, request, Persona.oneCompany);
  await scenario(request, { ...USER, code: 1004001, message: '账号已冻结，请联系客服' });
  await go(page, '/helpCenter/entAuth');
  const notice = page.getByRole('dialog').filter({ hasText: '账号已冻结，请联系客服' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('提示');
  expect((await sessionState(page)).token).toBeUndefined();
  await notice.getByRole('button', { name: '已知晓' }).click();
  await expect(notice).toBeHidden();
});
