import { useState } from 'react';
import { bus, clearSession, getUserInfo, http, setToken, setUserInfo, type UserInfo } from '@portal/core';

/** The mock API's personas (see the README); '' is signed out. */
const PERSONAS: { mobile: string; label: string }[] = [
  { mobile: '', label: '未登录' },
  { mobile: '13800000000', label: '13800000000 · 已实名，一家已认证企业' },
  { mobile: '13800000001', label: '13800000001 · 已实名，三家关联企业' },
  { mobile: '13800000002', label: '13800000002 · 未实名，无企业' },
  { mobile: '13800000003', label: '13800000003 · 弱密码' },
];

/**
 * The harness's stand-in for the shell's sign-in: QA picks a persona, the mock API opens a
 * session for it (no captcha, no SMS), and the remote sees a real token and user info.
 */
export function StubSession() {
  const [mobile, setMobile] = useState(() => getUserInfo()?.mobile ?? '');
  const [error, setError] = useState<string>();

  const choose = async (next: string) => {
    setError(undefined);
    clearSession();
    setMobile(next);
    if (!next) {
      bus.emit('session:changed', { loggedIn: false });
      return;
    }
    try {
      const res = await fetch('/__mock/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: next }) });
      if (!res.ok) throw new Error(`mock session: ${res.status}`);
      const { token } = (await res.json()) as { token: string };
      setToken(token);
      setUserInfo(await http.get<UserInfo>('/uc/v1/api/unified/login/user'));
      bus.emit('session:changed', { loggedIn: true, mobile: next });
    } catch (e) {
      clearSession();
      setMobile('');
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
