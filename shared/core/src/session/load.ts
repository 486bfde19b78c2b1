/**
 * Loads the authentication info into the session store: after each navigation (the shell's
 * guard), after a login or a company switch, and when a remote finishes an authentication step
 * (`useRefreshAuth`), so the user card's label and red dot follow without a reload.
 */
import type { SessionApi } from './api';
import type { SessionStore } from './store';
import { summaryRoleChanged } from './rules';

export interface AuthLoadDeps {
  store: SessionStore;
  api: Pick<SessionApi, 'fetchPersonalAuth' | 'fetchEnterpriseAuth' | 'fetchSummary' | 'fetchHistory'>;
}

export interface AuthLoadOptions {
  /** Reload the current company's enterprise info even when the summary's role is unchanged. */
  enterprise?: boolean;
}

/**
 * The personal info for the user's mobile with an empty enterprise code, the summary (a role
 * change, a missing enterprise info or `enterprise` reloads the current company's enterprise
 * info, set after the summary), and once per session the pre-upgrade history. Failures leave the
 * store as it was (a 401 has its own flow); answers that arrive after the session changed are dropped.
 */
export async function loadAuthInfo({ store, api }: AuthLoadDeps, { enterprise = false }: AuthLoadOptions = {}): Promise<void> {
  const { token, user, currentCompany, history, enterpriseAuth } = store.getState();
  const mobile = user?.mobile;
  if (!token || !mobile) return;
  const current = () => store.getState().token === token;
  // Due whatever the summary says (forced, or none yet): asked beside it, one wave of calls, not two.
  const enterpriseEarly = currentCompany && (enterprise || enterpriseAuth === undefined) ? api.fetchEnterpriseAuth(mobile, currentCompany.creditCode) : undefined;
  enterpriseEarly?.catch(() => undefined);
  const personal = api.fetchPersonalAuth(mobile).then(
    (info) => current() && store.setPersonalAuth(info),
    () => undefined,
  );
  const summary = api.fetchSummary(currentCompany?.creditCode ?? '').then(
    async (next) => {
      if (!current()) return;
      const before = store.getState().summary;
      store.setSummary(next);
      const missing = store.getState().enterpriseAuth === undefined;
      if (!currentCompany || !(enterprise || missing || summaryRoleChanged(before, next))) return;
      try {
        const info = await (enterpriseEarly ?? api.fetchEnterpriseAuth(mobile, currentCompany.creditCode));
        if (current()) store.setEnterpriseAuth(info);
      } catch {
        // Background load: a failure leaves the status as it was.
      }
    },
    () => undefined,
  );
  const past = history
    ? undefined
    : api.fetchHistory().then(
        (info) => current() && store.setHistory(info),
        () => undefined,
      );
  await Promise.all([personal, summary, past]);
}

/**
 * The current company's enterprise info alone: what `enterprise` adds to a load whose summary is
 * already fresh. A failure leaves the status as it was; an answer after the session changed is dropped.
 */
export async function loadEnterpriseAuthInfo({ store, api }: AuthLoadDeps): Promise<void> {
  const { token, user, currentCompany } = store.getState();
  if (!token || !user?.mobile || !currentCompany) return;
  try {
    const info = await api.fetchEnterpriseAuth(user.mobile, currentCompany.creditCode);
    if (store.getState().token === token) store.setEnterpriseAuth(info);
  } catch {
    // Background load: a failure leaves the status as it was.
  }
}
