/**
 * The session store: token, user info, companies, current company and authentication status.
 * One per portal (`@portal/core` is a Module Federation singleton), readable by any app through
 * `getState`/`subscribe` (React: useSyncExternalStore). The token, its time, the user info and
 * the current company persist in the encrypted storage; the rest lives in memory. Changes that
 * other apps care about go out on the bus: session:changed, company:switched, auth:status-changed.
 */
import { bus as portalBus, type Company, type PortalBus } from '../bus';
import { secureStorage as portalStorage, type SecureStorage } from '../storage';
import { deriveAuthView, type AuthView } from './status';
import { createSubscribers } from './subscribers';
import type { AuthHistoryInfo, AuthSummary, CurrentUser, EnterpriseAuthInfo, PersonalAuthInfo, UserCompanies } from './types';

export interface SessionState {
  token?: string;
  /** When the token was stored (ms since the epoch). */
  authTime?: number;
  user?: CurrentUser;
  /** Undefined until loaded. */
  companies?: Company[];
  /** The user-centre id from the companies call (the server's spelling). */
  userCustmoerId?: string;
  /** Null: no company (none linked); undefined: not chosen yet. */
  currentCompany?: Company | null;
  personalAuth?: PersonalAuthInfo;
  enterpriseAuth?: EnterpriseAuthInfo;
  summary?: AuthSummary;
  history?: AuthHistoryInfo;
  /**
   * The mobile of this tab's last session. It outlives a 401 (the page still shows that user's
   * data, so logging in as someone else needs a reload) and goes with a logout.
   */
  sessionMobile?: string;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Stores a fresh token (and its time). */
  signIn(token: string, at?: number): void;
  setUser(user: CurrentUser): void;
  setCompanies(companies: UserCompanies): void;
  setCurrentCompany(company: Company | null): void;
  setPersonalAuth(info: PersonalAuthInfo | undefined): void;
  setEnterpriseAuth(info: EnterpriseAuthInfo | undefined): void;
  setSummary(summary: AuthSummary | undefined): void;
  setHistory(history: AuthHistoryInfo | undefined): void;
  /**
   * Clears the token, its time, the user info and the company, stored and held (a 401, the
   * guard); keeps `sessionMobile` and the saved login URL (where a re-login returns to).
   */
  clear(): void;
  /** Clears everything, `sessionMobile` too (logout). */
  forget(): void;
  /** Re-reads the stored values (another tab signed in or out). */
  reload(): void;
  authView(): AuthView;
}

export interface SessionStoreOptions {
  storage?: SecureStorage;
  bus?: PortalBus;
  now?: () => number;
}

/** Stored for 'no company' (chosen, none linked), so a reload does not ask again. */
const NO_COMPANY: Company = { companyUCId: '', creditCode: '', companyName: '' };
const isNoCompany = (company: Company): boolean => company.companyUCId === '' && company.creditCode === '';

/** What clear() removes: everything stored except the saved login URL. */
const SESSION_KEYS = ['token', 'authTime', 'userInfo', 'currentCompany'] as const;

const sameCompany = (a: Company | null | undefined, b: Company | null | undefined): boolean =>
  a === b || (!!a && !!b && a.companyUCId === b.companyUCId && a.creditCode === b.creditCode);

export function createSessionStore({ storage = portalStorage, bus = portalBus, now = Date.now }: SessionStoreOptions = {}): SessionStore {
  const subscribers = createSubscribers();

  function fromStorage(sessionMobile: string | undefined): SessionState {
    const token = storage.get('token');
    if (!token) return { sessionMobile };
    const user = storage.get('userInfo') as CurrentUser | undefined;
    const company = storage.get('currentCompany');
    return {
      token,
      authTime: storage.get('authTime'),
      user,
      currentCompany: company && isNoCompany(company) ? null : company,
      sessionMobile: user?.mobile ?? sessionMobile,
    };
  }

  let state: SessionState = fromStorage(undefined);
  let view = deriveAuthView({ loggedIn: !!state.token });

  function update(changes: Partial<SessionState>, replace = false): void {
    const before = state;
    state = replace ? { ...changes } : { ...state, ...changes };
    const loggedIn = !!state.token;
    if (!!before.token !== loggedIn || before.user?.mobile !== state.user?.mobile) {
      bus.emit('session:changed', { loggedIn, mobile: state.user?.mobile });
    }
    if (!sameCompany(before.currentCompany, state.currentCompany) && (before.currentCompany !== undefined || state.currentCompany !== undefined)) {
      bus.emit('company:switched', { company: state.currentCompany ?? null });
    }
    const next = deriveAuthView({ loggedIn, personal: state.personalAuth, history: state.history, enterprise: state.enterpriseAuth, summary: state.summary });
    if (next.personal !== view.personal || next.enterprise !== view.enterprise) {
      bus.emit('auth:status-changed', { personal: next.personal, enterprise: next.enterprise });
    }
    view = next;
    subscribers.notify();
  }

  return {
    getState: () => state,
    subscribe: subscribers.subscribe,
    signIn(token, at = now()) {
      storage.set('token', token);
      storage.set('authTime', at);
      update({ token, authTime: at });
    },
    setUser(user) {
      storage.set('userInfo', user);
      update({ user, sessionMobile: user.mobile ?? state.sessionMobile });
    },
    setCompanies({ userCustmoerId, companys }) {
      update({ companies: companys, userCustmoerId });
    },
    setCurrentCompany(company) {
      storage.set('currentCompany', company ?? NO_COMPANY);
      update({ currentCompany: company, enterpriseAuth: sameCompany(company, state.currentCompany) ? state.enterpriseAuth : undefined });
    },
    setPersonalAuth: (personalAuth) => update({ personalAuth }),
    setEnterpriseAuth: (enterpriseAuth) => update({ enterpriseAuth }),
    setSummary: (summary) => update({ summary }),
    setHistory: (history) => update({ history }),
    clear() {
      for (const key of SESSION_KEYS) storage.remove(key);
      // Already empty: nothing to tell the subscribers (the guard clears on every signed-out navigation).
      if (Object.keys(state).some((key) => key !== 'sessionMobile' && state[key as keyof SessionState] !== undefined)) {
        update({ sessionMobile: state.sessionMobile }, true);
      }
    },
    forget() {
      storage.clear();
      update({}, true);
    },
    reload() {
      update(fromStorage(state.sessionMobile), true);
    },
    authView: () => view,
  };
}

/** The portal's session store. */
export const sessionStore: SessionStore = createSessionStore();

/**
 * Before a page's first render (the shell's start, a remote's harness): with a session stored,
 * loads the storage's sealer (preloaded by early.js with the signed client) and reads the session
 * again, now decrypted. With nothing stored it loads nothing: a visitor's page never fetches the crypto.
 */
export async function prepareSession(storage: SecureStorage = portalStorage, store: SessionStore = sessionStore): Promise<void> {
  if (!storage.hasStoredValues()) return;
  await storage.ready();
  store.reload();
}
