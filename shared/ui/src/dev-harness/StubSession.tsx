import { useState } from 'react';
import { checkSignInTicket, controlGet, controlSmsLogin, sessionApi } from '@portal/core';
import { harness as t } from '../i18n/zh-CN/harness';
import { useSession, usePortalSession, type PortalSession } from '../session-hooks';

/** The mock API's personas (see the README); '' is signed out. */
const PERSONAS: { mobile: string; label: string }[] = [
  { mobile: '', label: t.signedOut },
  ...Object.entries(t.personas).map(([mobile, label]) => ({ mobile, label })),
];

/** What the shell does after a login, in short: the token, the user, the first company, the auth info. */
export async function finishSignIn(session: PortalSession, token: string, mobile: string): Promise<void> {
  const { store } = session;
  store.signIn(token);
  store.setUser(await sessionApi.fetchUser());
  const linked = await sessionApi.fetchCompanies(mobile);
  store.setCompanies(linked);
  store.setCurrentCompany(linked.companys[0] ?? null);
  await session.refreshAuth();
}

/**
 * The QA console's sign-in button in a remote alone (/cWeb/__qa/sign-in): the real sign-in calls, with the
 * slider answer and the SMS code read from the mock's control API (as the shell's /__qa/sign-in
 * does; the harness cannot use the shell's), then `finishSignIn`.
 */
export async function consoleSignIn(session: PortalSession, mobile: string, ticket: string | null): Promise<void> {
  // The console's ticket first: a bare link from another site signs no one out, and no one in.
  await checkSignInTicket(controlGet, mobile, ticket);
  session.store.forget();
  await finishSignIn(session, await controlSmsLogin(sessionApi, controlGet, mobile), mobile);
}

/**
 * The harness's stand-in for the shell's sign-in: QA picks a persona, the mock API opens a
 * session for it (no captcha, no SMS), and the remote's session store gets a real token, user,
 * company (the first linked) and auth info. `onSignedIn` ends the login requests waiting.
 */
export function StubSession({ onSignedIn }: { onSignedIn: (mobile: string) => void }) {
  const session = usePortalSession();
  const { store } = session;
  const mobile = useSession().user?.mobile ?? '';
  const [error, setError] = useState<string>();

  const choose = async (next: string) => {
    setError(undefined);
    store.forget();
    if (!next) return;
    try {
      const res = await fetch('/__mock/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: next }) });
      if (!res.ok) throw new Error(`mock session: ${res.status}`);
      const { token } = (await res.json()) as { token: string };
      await finishSignIn(session, token, next);
      onSignedIn(next);
    } catch (e) {
      store.forget();
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <label className="portal-harness__session">
      stub session
      <select value={mobile} onChange={(e) => void choose(e.target.value)}>
        {PERSONAS.map((p) => (
          <option key={p.mobile} value={p.mobile}>
            {p.label}
          </option>
        ))}
      </select>
      {error && <span role="alert">{error}</span>}
    </label>
  );
}
