/**
 * The QA console's sign-in (issue 27): the portal's real sign-in calls, with the answers a tester
 * would read off the phone and the puzzle taken from the mock's control API, then the same
 * after-login steps as the login dialog (session stored, user, company choice). It only works
 * where the control API answers, i.e. against the mock.
 */
import type { AfterLoginState, SessionApi, SessionStore } from '@portal/core';

export interface QaSignInDeps {
  api: Pick<SessionApi, 'fetchSlider' | 'checkSlider' | 'sendSms' | 'smsLogin' | 'logout'>;
  store: Pick<SessionStore, 'getState' | 'forget'>;
  completeLogin: (token: string, mobile: string) => Promise<AfterLoginState>;
  /** A GET of the mock's control API (same origin), answering its JSON. */
  control: <T>(path: string) => Promise<T>;
}

/** A GET of the control API; throws with the answer's message when it is refused. */
export async function controlGet<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok || body === null) throw new Error(body?.message ?? `${path}: HTTP ${response.status}`);
  return body;
}

export async function qaSignIn(deps: QaSignInDeps, mobile: string): Promise<AfterLoginState> {
  const { api, store } = deps;
  // Another person's session ends first, as a logout would: nothing of theirs carries over.
  if (store.getState().token) {
    await api.logout().catch(() => undefined);
    store.forget();
  }
  const slider = await api.fetchSlider();
  const answer = await deps.control<{ x: number }>(`/__mock/captcha/${encodeURIComponent(slider.token)}`);
  const check = await api.checkSlider(slider.token, answer.x);
  if (!check.isSuccess || !check.secondToken) throw new Error('slider not passed');
  const smsToken = await api.sendSms(mobile, { token: slider.token, secondToken: check.secondToken });
  const sms = await deps.control<{ code: string }>(`/__mock/sms/${encodeURIComponent(mobile)}`);
  const { token } = await api.smsLogin(mobile, sms.code, smsToken);
  return deps.completeLogin(token, mobile);
}
