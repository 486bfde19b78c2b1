/**
 * QA's sign-in (issue 27): the portal's real sign-in calls, with the slide puzzle's answer and the
 * SMS code a tester would read off the screen and the phone taken from the mock's control API.
 * It only works where the control API answers, i.e. against the mock.
 */
import type { SessionApi } from './api';

/** A GET of the mock's control API (same origin), answering its JSON. */
export type ControlGet = <T>(path: string) => Promise<T>;

/** A GET of the control API; throws with the answer's message when it is refused. */
export async function controlGet<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok || body === null) throw new Error(body?.message ?? `${path}: HTTP ${response.status}`);
  return body;
}

/** Slider, SMS and SMS login as the login form makes them; the session token. */
export async function controlSmsLogin(api: Pick<SessionApi, 'fetchSlider' | 'checkSlider' | 'sendSms' | 'smsLogin'>, control: ControlGet, mobile: string): Promise<string> {
  const slider = await api.fetchSlider();
  const answer = await control<{ x: number }>(`/__mock/captcha/${encodeURIComponent(slider.token)}`);
  const check = await api.checkSlider(slider.token, answer.x);
  if (!check.isSuccess || !check.secondToken) throw new Error('slider not passed');
  const smsToken = await api.sendSms(mobile, { token: slider.token, secondToken: check.secondToken });
  const sms = await control<{ code: string }>(`/__mock/sms/${encodeURIComponent(mobile)}`);
  const { token } = await api.smsLogin(mobile, sms.code, smsToken);
  return token;
}

/**
 * The QA console's sign-in ticket: the console asks for one (`POST`, own origin only) and puts it
 * in the sign-in link; the QA sign-in page checks it (`GET .../:ticket?mobile=`) before it signs
 * anyone out or in, so a bare link from another site signs nobody in.
 */
export const QA_SIGN_IN_TICKET_PATH = '/__mock/qa/sign-in-ticket';

/** Resolves when `ticket` was issued by the console for `mobile` and is still live; throws with the mock's reason otherwise. */
export async function checkSignInTicket(control: ControlGet, mobile: string, ticket: string | null): Promise<void> {
  await control<{ mobile: string }>(`${QA_SIGN_IN_TICKET_PATH}/${encodeURIComponent(ticket || '-')}?${new URLSearchParams({ mobile }).toString()}`);
}
