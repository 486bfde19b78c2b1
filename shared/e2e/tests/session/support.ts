/** Sign-in helpers for the session specs: the mock's control API, the slider, the login dialog. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_BASE_PATH, buildSignedRequest } from '@portal/core/protocol';
import { DEMO_PASSWORD, PersonaMobile } from '@portal/mock-api/personas';
import { BASE_PATH } from '@portal/build/apps';

/** The mock's persona table (one definition, read from the mock). */
export const PASSWORD = DEMO_PASSWORD;
export const Persona = PersonaMobile;

/**
 * Resets the world the request is bound to: in a test (support/world.ts) the test's own world,
 * fresh at its start, so a test needs it only to undo what it set up itself (a scenario).
 */
export async function resetMock(request: APIRequestContext): Promise<void> {
  expect((await request.post('/__mock/reset')).ok()).toBe(true);
}

/** The answer to the puzzle on screen (the last one the mock issued). */
export async function captchaAnswer(request: APIRequestContext): Promise<{ token: string; x: number }> {
  const answer = await request.get('/__mock/captcha/latest');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { token: string; x: number };
}

export async function smsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const sms = await request.get(`/__mock/sms/${mobile}`);
  expect(sms.ok()).toBe(true);
  return ((await sms.json()) as { code: string }).code;
}

export async function scenario(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  expect((await request.post('/__mock/scenario', { data: body })).status()).toBe(201);
}

/** The slider's handle once its puzzle has loaded. */
export async function readySlider(page: Page): Promise<Locator> {
  const slider = page.getByRole('slider');
  await expect(slider).toBeVisible();
  await expect(slider).toHaveAttribute('aria-disabled', 'false');
  return slider;
}

/** Drags the handle right by `x` px with real mouse moves, and lets go. */
export async function dragSlider(page: Page, x: number): Promise<void> {
  const slider = await readySlider(page);
  // The dialog zooms in when it opens: wait until the page's finite animations have ended and
  // the handle holds still for three frames before grabbing it (no fixed sleep).
  await slider.evaluate(async (handle) => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise<void>((resolve) => {
      let last = '';
      let still = 0;
      const frame = () => {
        const r = handle.getBoundingClientRect();
        const now = `${r.x},${r.y},${r.width}`;
        still = now === last ? still + 1 : 0;
        last = now;
        if (still >= 3) resolve();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  });
  const box = await slider.boundingBox();
  if (!box) throw new Error('the slider has no box');
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) await page.mouse.move(startX + (x * i) / steps, y + (i % 3) - 1);
  await page.mouse.up();
}

/** Solves the slider on screen by dragging it to the answer. */
export async function solveSlider(page: Page, request: APIRequestContext): Promise<void> {
  await readySlider(page);
  const { x } = await captchaAnswer(request);
  await dragSlider(page, x);
  await expect(page.getByRole('status').filter({ hasText: '验证成功' })).toBeVisible();
  await expect(page.getByRole('slider')).toBeHidden();
}

export const loginDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '短信登录' }) });

export async function openLoginDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '登录 / 注册' }).first().click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * SMS login in the form inside `scope` (the dialog or the /login page): mobile, slider, SMS
 * code from the mock, agreement, login.
 */
export async function smsLogin(page: Page, request: APIRequestContext, scope: Locator, mobile: string): Promise<void> {
  await scope.getByLabel('手机号').fill(mobile);
  await scope.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page, request);
  await expect(scope.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await scope.getByLabel('短信验证码').fill(await smsCode(request, mobile));
  await scope.getByRole('checkbox').check();
  await scope.getByRole('button', { name: '登录', exact: true }).click();
}

/** Chooses a company in the select-company dialog. */
export async function chooseCompany(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: '选择关联企业' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  // The choice is saved to the server before the session holds it: a reload before then asks again.
  await expect.poll(async () => (await sessionState(page)).currentCompany?.companyName).toBe(name);
}

/** The signed-in user's name in the top bar. */
export const userTrigger = (page: Page) => page.locator('.portal-user__trigger');

export async function expectSignedIn(page: Page, name: string): Promise<void> {
  await expect(userTrigger(page).first()).toContainText(name);
}

/** How a test reaches the portal's one @portal/core: the shell's shared module (no global of its own). */
export interface FederationWindow {
  __FEDERATION__: { __INSTANCES__: { name: string; loadShare<T>(pkg: string): Promise<false | (() => T | undefined)> }[] };
}

/** Waits for the shell's federation runtime: a page can paint (and load) before early.js has started main.js. */
async function shellRuntime(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as Partial<FederationWindow>).__FEDERATION__?.__INSTANCES__.some((i) => i.name === 'shell'));
}

/** The session store's state in the page, read through the shell's shared @portal/core. */
export async function sessionState(page: Page): Promise<{ token?: string; currentCompany?: { companyName: string } | null; user?: { mobile?: string } }> {
  await shellRuntime(page);
  return page.evaluate(async () => {
    const shell = (window as unknown as FederationWindow).__FEDERATION__.__INSTANCES__.find((i) => i.name === 'shell');
    const factory = await shell?.loadShare<{ sessionStore: { getState(): unknown } }>('@portal/core');
    const core = factory ? factory() : undefined;
    if (!core) throw new Error('no shared @portal/core in the shell');
    return JSON.parse(JSON.stringify(core.sessionStore.getState())) as { token?: string };
  });
}

const LOGIN_API = '/uc/v1/api/unified/login';

/** One call of the portal's API from Node, signed (and encrypted) as the portal's HTTP client does. */
async function signedCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const signed = buildSignedRequest({ method, path, body });
  const answer = await request.fetch(`${API_BASE_PATH}${path}`, { method, headers: signed.headers, data: signed.body });
  expect(answer.ok(), `${method} ${path}: HTTP ${answer.status()}`).toBe(true);
  const envelope = (await answer.json()) as { code: number; message?: string; data: T };
  expect(envelope.code, `${method} ${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

/**
 * The SMS sign-in's calls, made from Node as the login form makes them: the slide puzzle (its
 * answer from the control API), the SMS (its code from the control API), the login. The token.
 */
export async function apiSmsLogin(request: APIRequestContext, mobile: string): Promise<string> {
  const { token } = await signedCall<{ token: string }>(request, 'GET', `${LOGIN_API}/slide-verify-code`);
  const answer = await request.get(`/__mock/captcha/${token}`);
  expect(answer.ok()).toBe(true);
  const { x } = (await answer.json()) as { x: number };
  const check = await signedCall<{ isSuccess: boolean; secondToken: string }>(request, 'POST', `${LOGIN_API}/slide-verify-code/check`, { point: { x, y: 5 }, token });
  expect(check.isSuccess).toBe(true);
  const smsToken = await signedCall<string>(request, 'POST', `${LOGIN_API}/sms-verify-code`, { mobileNo: mobile, token, secondToken: check.secondToken });
  const login = await signedCall<{ token: string }>(request, 'POST', `${LOGIN_API}/smsLogin`, { mobileNo: mobile, smsVerCode: await smsCode(request, mobile), smsToken });
  return login.token;
}

/**
 * Signs in as `mobile` without the login UI, for tests whose subject is not sign-in (the login,
 * slider and SMS flows are tested through the UI in tests/session/): the sign-in calls from Node
 * (apiSmsLogin), the token stored in the page by the portal's own @portal/core (its encrypted
 * storage, as a login stores it), then `path` (default: the page open now, or home) is loaded and
 * the shell resumes the session as after a login: the user, the companies, the company choice
 * (one company is taken; with several, `company` is chosen in the dialog, else it stays open).
 */
export async function signInAs(page: Page, request: APIRequestContext, mobile: string, options: { path?: string; company?: string } = {}): Promise<void> {
  const token = await apiSmsLogin(request, mobile);
  const current = new URL(page.url() === 'about:blank' ? 'http://localhost/' : page.url());
  const here = current.pathname.startsWith(`${BASE_PATH}/`) ? `${current.pathname.slice(BASE_PATH.length)}${current.search}` : undefined;
  const target = `${BASE_PATH}${options.path ?? here ?? '/home/index'}`;
  // The portal's storage lives in its page: open the light /login page first when none is open.
  // Its router guard clears a signed-out page's session once the shell has drawn it: the token
  // goes in after that (written before, it was wiped now and then in CI), a frame after the form.
  if (!here) {
    await page.goto(`${BASE_PATH}/login`);
    await expect(page.getByRole('tab', { name: '短信登录' }).first()).toBeVisible();
  } else {
    // The page open now: its guard has run once its page's heading is drawn (a token written
    // before was wiped when the shell started late on a busy machine).
    await page.locator('main h1').first().waitFor();
  }
  await shellRuntime(page);
  await page.evaluate(async (signedToken) => {
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
    const shell = (window as unknown as FederationWindow).__FEDERATION__.__INSTANCES__.find((i) => i.name === 'shell');
    const factory = await shell?.loadShare<{ createSecureStorage(): { set(key: string, value: unknown): boolean; ready(): Promise<void> } }>('@portal/core');
    const core = factory ? factory() : undefined;
    if (!core) throw new Error('no shared @portal/core in the shell');
    // A storage of its own, not the live session store: the page must not react before the load below.
    const storage = core.createSecureStorage();
    if (!storage.set('token', signedToken) || !storage.set('authTime', Date.now())) throw new Error('the token was not stored');
    // A signed-out page has not loaded the storage's crypto: the writes wait in memory until it has.
    await storage.ready();
  }, token);
  await page.goto(target);
  await expect.poll(async () => (await sessionState(page)).user?.mobile).toBe(mobile);
  if (options.company) {
    await chooseCompany(page, options.company);
    return;
  }
  // The companies come after the user: one is taken (none: an empty company), several ask. A test
  // that enters a system right away must not do it before then (it went as 个人业务 once in CI).
  const choice = page.getByRole('dialog').filter({ hasText: '选择关联企业' });
  await expect.poll(async () => 'currentCompany' in (await sessionState(page)) || (await choice.isVisible())).toBe(true);
}
