import { useState } from 'react';
import { sessionApi } from '@portal/core';
import { harness as t } from '../i18n/zh-CN/harness';
import { useSession, usePortalSession } from '../session-hooks';

/** The mock API's personas (see the README); '' is signed out. */
const PERSONAS: { mobile: string; label: string }[] = [
  { mobile: '', label: t.signedOut },
  ...Object.entries(t.personas).map(([mobile, label]) => ({ mobile, label })),
];

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
      store.signIn(token);
      store.setUser(await sessionApi.fetchUser());
      const linked = await sessionApi.fetchCompanies(next);
      store.setCompanies(linked);
      store.setCurrentCompany(linked.companys[0] ?? null);
      await session.refreshAuth();
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
