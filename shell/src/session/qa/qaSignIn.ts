/**
 * The QA console's sign-in (issue 27): core's `controlSmsLogin` (the real sign-in calls, answered
 * from the mock's control API), then the same after-login steps as the login dialog (session
 * stored, user, company choice).
 */
import { checkSignInTicket, controlSmsLogin, type AfterLoginState, type ControlGet, type SessionApi, type SessionStore } from '@portal/core';

export interface QaSignInDeps {
  api: Pick<SessionApi, 'fetchSlider' | 'checkSlider' | 'sendSms' | 'smsLogin' | 'logout'>;
  store: Pick<SessionStore, 'getState' | 'forget'>;
  completeLogin: (token: string, mobile: string) => Promise<AfterLoginState>;
  control: ControlGet;
}

/** `signedOut`: another person's session was ended; the caller loads the page again to sign in. */
export type QaSignInEnd = AfterLoginState | 'signedOut';

export async function qaSignIn(deps: QaSignInDeps, mobile: string, ticket: string | null): Promise<QaSignInEnd> {
  const { api, store } = deps;
  // The console's ticket first: a bare link from another site signs no one out, and no one in.
  await checkSignInTicket(deps.control, mobile, ticket);
  // Another person's session ends first, as a logout would: nothing of theirs carries over. The
  // shell answers a sign-out by leaving the page, so the sign-in itself runs on a fresh load.
  if (store.getState().token) {
    await api.logout().catch(() => undefined);
    store.forget();
    return 'signedOut';
  }
  return deps.completeLogin(await controlSmsLogin(api, deps.control, mobile), mobile);
}
