/** Sign-in helpers for the session specs: the mock's control API, the slider, the login dialog. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, PersonaMobile } from '@portal/mock-api/personas';

/** The mock's persona table (one definition, read from the mock). */
export const PASSWORD = DEMO_PASSWORD;
export const Persona = PersonaMobile;

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
  // The dialog zooms in when it opens: wait until the handle stops moving before grabbing it.
  let box = await slider.boundingBox();
  for (let i = 0; i < 50; i += 1) {
    await page.waitForTimeout(50);
    const next = await slider.boundingBox();
    if (box && next && next.x === box.x && next.y === box.y && next.width === box.width) break;
    box = next;
  }
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

/** The session store's state in the page, read through the shell's shared @portal/core. */
export async function sessionState(page: Page): Promise<{ token?: string; currentCompany?: { companyName: string } | null; user?: { mobile?: string } }> {
  return page.evaluate(async () => {
    const shell = (window as unknown as FederationWindow).__FEDERATION__.__INSTANCES__.find((i) => i.name === 'shell');
    const factory = await shell?.loadShare<{ sessionStore: { getState(): unknown } }>('@portal/core');
    const core = factory ? factory() : undefined;
    if (!core) throw new Error('no shared @portal/core in the shell');
    return JSON.parse(JSON.stringify(core.sessionStore.getState())) as { token?: string };
  });
}
