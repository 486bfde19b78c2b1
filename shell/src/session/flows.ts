/**
 * The session flows the shell runs (spec 000 section 4, 001 section 4): what follows a login,
 * the router guard and the auth-info loads, session expiry, the business-system jump, logout,
 * switching company and the status click. Each step's rule is a pure function of @portal/core;
 * the order of the after-login steps is `afterLoginMachine`.
 */
import {
  DEFAULT_BUS_TYPE,
  HOME_PATH,
  LOGIN_PATH,
  afterLoginMachine,
  companyChoice,
  expiryDecision,
  getSessionConfig,
  guardDecision,
  isApiError,
  isLoginMismatch,
  jumpAfterVerify,
  jumpStart,
  safeRedirectPath,
  saveEntInfoFor,
  signedJumpUrl,
  statusClickTarget,
  summaryRoleChanged,
  transition,
  type AfterLoginEvent,
  type AfterLoginState,
  type Company,
  type CurrentUser,
} from '@portal/core';
import { messages } from '../i18n';
import { sessionDeps, type SessionDeps } from './deps';

const t = messages.session;

/** Failures that already have their own UI (expiry, blocking notice) or none (a cancelled duplicate). */
const handledElsewhere = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'duplicate' || error.description.action === 'session-expired' || error.description.action === 'blocking-notice');

const messageOf = (error: unknown, fallback: string): string => (isApiError(error) ? error.message : fallback);

// --- session expiry -------------------------------------------------------------------------

/** A burst of 401s (calls in flight when the session ended) is one expiry. */
const EXPIRY_BURST_MS = 3000;
let expiryQuietUntil = 0;

export function resetExpiry(): void {
  expiryQuietUntil = 0;
}

/**
 * A 401: everything stored is cleared; unless on /login, the page is saved for the re-login and
 * the permission-expired dialog shows when the last login was within 12 h, else the user goes home.
 */
export function handleSessionExpired(deps: SessionDeps = sessionDeps): void {
  const { store, controller } = deps;
  const now = deps.now();
  if (controller.getState().expired || now < expiryQuietUntil) return;
  expiryQuietUntil = now + EXPIRY_BURST_MS;
  const { authTime } = store.getState();
  const here = deps.currentPath();
  const pathname = here.split(/[?#]/)[0];
  store.clear();
  const decision = expiryDecision(pathname, authTime, now);
  if (!decision.redirectHome) return;
  if (!pathname.startsWith(LOGIN_PATH)) deps.savedLoginUrl.set(here);
  if (decision.showDialog) controller.showExpired();
  else deps.navigate(HOME_PATH);
}

/** The permission-expired dialog's buttons: Cancel goes home, Re-login opens the login dialog. */
export function closeExpiredDialog(relogin: boolean, deps: SessionDeps = sessionDeps): void {
  deps.controller.closeExpired();
  if (relogin) deps.controller.openLogin({ afterExpiry: true });
  else deps.navigate(HOME_PATH);
}

// --- after login ----------------------------------------------------------------------------

async function loadEnterpriseAuth(deps: SessionDeps, mobile: string, company: Company): Promise<void> {
  try {
    deps.store.setEnterpriseAuth(await deps.api.fetchEnterpriseAuth(mobile, company.creditCode));
  } catch {
    // Background load: a failure leaves the status as it was; 401 has its own flow.
  }
}

/**
 * The auth info after a navigation: the personal info for the user's mobile with an empty
 * enterprise code, the summary (a role change reloads the enterprise info), and once per
 * session the pre-upgrade history. `enterprise` forces the enterprise reload.
 */
export async function loadAuth(deps: SessionDeps = sessionDeps, { enterprise = false }: { enterprise?: boolean } = {}): Promise<void> {
  const { store, api } = deps;
  const { token, user, currentCompany, history } = store.getState();
  const mobile = user?.mobile;
  if (!token || !mobile) return;
  const personal = api.fetchPersonalAuth(mobile).then(
    (info) => store.getState().token === token && store.setPersonalAuth(info),
    () => undefined,
  );
  const summary = api.fetchSummary(currentCompany?.creditCode ?? '').then(
    async (next) => {
      if (store.getState().token !== token) return;
      const before = store.getState().summary;
      store.setSummary(next);
      const missing = store.getState().enterpriseAuth === undefined;
      if (currentCompany && (enterprise || missing || summaryRoleChanged(before, next))) await loadEnterpriseAuth(deps, mobile, currentCompany);
    },
    () => undefined,
  );
  const past = history
    ? undefined
    : api.fetchHistory().then(
        (info) => store.getState().token === token && store.setHistory(info),
        () => undefined,
      );
  await Promise.all([personal, summary, past]);
}

/**
 * Runs the steps after a successful login, in the spec's order (`afterLoginMachine`), and
 * returns the state it ended in: 'done', 'reloadRequired' (the page reloads) or 'failed'.
 * `loginMobile` is the mobile typed in the form (an IAM login has none: the user info tells it).
 */
export async function completeLogin(token: string, loginMobile: string | undefined, deps: SessionDeps = sessionDeps): Promise<AfterLoginState> {
  const { store, api, controller } = deps;
  let state: AfterLoginState = 'storingToken';
  const step = (event: AfterLoginEvent) => (state = transition(afterLoginMachine, state, event));
  const sessionMobile = store.getState().sessionMobile;
  const reload = async () => {
    step('MOBILE_MISMATCH');
    // Nothing of the previous user may survive into the reloaded page: only the new token.
    store.clear();
    store.signIn(token, deps.now());
    await controller.confirmReload();
    deps.window.location.reload();
    return state;
  };

  store.signIn(token, deps.now());
  resetExpiry();
  if (loginMobile && isLoginMismatch(sessionMobile, loginMobile)) return reload();
  step('TOKEN_STORED');

  let user: CurrentUser;
  try {
    user = await api.fetchUser();
  } catch (error) {
    if (!handledElsewhere(error)) deps.notify.error(t.userInfoFailed);
    store.clear();
    step('USER_FAILED');
    return state;
  }
  const mobile = user.mobile ?? loginMobile ?? '';
  if (!loginMobile && isLoginMismatch(sessionMobile, mobile)) return reload();
  store.setUser(user);
  step('USER_LOADED');

  const chosen = await chooseCompanyAfterLogin(deps, mobile, step);
  if (chosen === 'failed') {
    store.clear();
    return state;
  }
  step('COMPANY_SAVED');
  void loadAuth(deps, { enterprise: true });
  return state;
}

/**
 * The company steps after a login: the user's companies by mobile; several open the choice (a
 * choice is required), one is taken, none gives an empty company; the choice is saved.
 */
async function chooseCompanyAfterLogin(
  deps: SessionDeps,
  mobile: string,
  step: (event: AfterLoginEvent) => void = () => undefined,
): Promise<Company | null | 'failed'> {
  const { store, api, controller } = deps;
  const failed = (error: unknown, event: AfterLoginEvent) => {
    if (!handledElsewhere(error)) deps.notify.error(messageOf(error, t.userInfoFailed));
    step(event);
    return 'failed' as const;
  };
  let companies: Company[];
  try {
    const linked = await api.fetchCompanies(mobile);
    store.setCompanies(linked);
    companies = linked.companys ?? [];
  } catch (error) {
    return failed(error, 'COMPANIES_FAILED');
  }
  const choice = companyChoice(companies);
  let company: Company | null = null;
  if (choice.kind === 'choose') {
    step('SEVERAL_COMPANIES');
    company = (await controller.chooseCompany(choice.companies, true)) ?? null;
    step('COMPANY_CHOSEN');
  } else if (choice.kind === 'auto') {
    step('ONE_COMPANY');
    company = choice.company;
  } else {
    step('NO_COMPANY');
  }
  try {
    await api.saveEntInfo(saveEntInfoFor(company));
  } catch (error) {
    return failed(error, 'SAVE_FAILED');
  }
  store.setCurrentCompany(company);
  return company;
}

/** After a re-login in the dialog: back to the saved page (same origin only), once. */
export function returnToSavedPage(deps: SessionDeps = sessionDeps): void {
  const saved = safeRedirectPath(deps.savedLoginUrl.get(), deps.window.location.origin);
  deps.savedLoginUrl.set('');
  if (saved && saved !== deps.currentPath()) deps.navigate(saved);
}

// --- router guard ---------------------------------------------------------------------------

let userInFlight: Promise<void> | undefined;
let companyInFlight: Promise<unknown> | undefined;

async function refreshUser(deps: SessionDeps): Promise<void> {
  const token = deps.store.getState().token;
  try {
    const user = await deps.api.fetchUser();
    if (deps.store.getState().token === token) deps.store.setUser(user);
  } catch (error) {
    if (!handledElsewhere(error)) deps.notify.error(t.userInfoFailed);
  }
}

/**
 * The router guard, run after every navigation: no token clears the user info; a token on
 * /login clears it unless a 'from' query exists; a token elsewhere refreshes the user info
 * (the page goes on whatever the outcome); then the auth info loads for the user's mobile.
 */
export async function runGuard(pathname: string, search: string, deps: SessionDeps = sessionDeps): Promise<void> {
  const { store } = deps;
  const state = store.getState();
  const decision = guardDecision(!!state.token, pathname, search);
  if (decision.clear) {
    store.clear();
    return;
  }
  if (decision.fetchUser) {
    userInFlight ??= refreshUser(deps).finally(() => {
      userInFlight = undefined;
    });
    await userInFlight;
  }
  // A session whose company was never chosen (the page reloaded after a login of another
  // mobile) finishes the after-login steps now.
  const after = store.getState();
  if (after.token && after.user?.mobile && after.currentCompany === undefined && !companyInFlight) {
    companyInFlight = chooseCompanyAfterLogin(deps, after.user.mobile).finally(() => {
      companyInFlight = undefined;
    });
    await companyInFlight;
  }
  await loadAuth(deps);
}

// --- business-system jump -------------------------------------------------------------------

/**
 * Header and homeBanner open the login dialog. A system key without a token clears and opens
 * login; with one, the token is verified; on 200 the data signature is fetched and the signed
 * URL opens in a new tab (or this one); otherwise login opens unless the login-error dialog shows.
 */
export async function openBusinessSystem(
  key: string,
  options: { sameTab?: boolean; busType?: string; requestId?: string } = {},
  deps: SessionDeps = sessionDeps,
): Promise<void> {
  const { store, api, controller } = deps;
  const { requestId } = options;
  const start = jumpStart(key, !!store.getState().token);
  if (start === 'open-login') {
    controller.openLogin({ key, requestId });
    return;
  }
  if (start === 'unknown-key') {
    deps.notify.error(t.unknownSystem);
    return;
  }
  if (start === 'clear-and-login') {
    store.clear();
    controller.openLogin({ key, requestId });
    return;
  }
  // Opened now, while the click still counts as the user's: a tab opened after the calls would be blocked.
  const tab = options.sameTab ? null : deps.window.open('', '_blank');
  let verified = false;
  try {
    await api.verifyToken();
    verified = true;
  } catch {
    verified = false;
  }
  const next = jumpAfterVerify(verified, controller.getState().expired);
  if (next !== 'sign-and-open') {
    tab?.close();
    if (next === 'open-login') controller.openLogin({ key, requestId });
    return;
  }
  const { token, currentCompany } = store.getState();
  const request = {
    clientId: key,
    busType: options.busType ?? DEFAULT_BUS_TYPE,
    entCustomerId: currentCompany?.companyUCId ?? '',
    entCode: currentCompany?.creditCode ?? '',
  };
  let sign: string;
  try {
    sign = await api.dataSign(request);
  } catch (error) {
    tab?.close();
    if (!handledElsewhere(error)) deps.notify.error(messageOf(error, t.unknownSystem));
    return;
  }
  const url = signedJumpUrl(getSessionConfig().businessSystemUrl(key), { code: token ?? '', ...request, sign }, deps.window.location.origin);
  if (options.sameTab) {
    deps.window.location.assign(url);
  } else if (tab) {
    tab.opener = null;
    tab.location.href = url;
  } else {
    deps.window.open(url, '_blank', 'noopener');
  }
}

// --- the user card --------------------------------------------------------------------------

/** Logout: the call, 'logout successful', home; 退出异常 when the call fails. */
export async function logout(deps: SessionDeps = sessionDeps): Promise<boolean> {
  try {
    await deps.api.logout();
  } catch (error) {
    if (!handledElsewhere(error)) deps.notify.error(t.logoutFailed);
    return false;
  }
  deps.store.forget();
  deps.notify.success(t.logoutSucceeded);
  deps.navigate(HOME_PATH);
  return true;
}

/** Switch company: the choice (cancellable), saveEntInfo, then the enterprise auth reload. */
export async function switchCompany(deps: SessionDeps = sessionDeps): Promise<void> {
  const { store, api, controller } = deps;
  const { user, currentCompany } = store.getState();
  if (!user?.mobile) return;
  let companies = store.getState().companies;
  try {
    if (!companies) {
      const linked = await api.fetchCompanies(user.mobile);
      store.setCompanies(linked);
      companies = linked.companys ?? [];
    }
    const chosen = await controller.chooseCompany(companies, false, currentCompany);
    if (chosen === undefined) return;
    await api.saveEntInfo(saveEntInfoFor(chosen));
    store.setCurrentCompany(chosen);
  } catch (error) {
    if (!handledElsewhere(error)) deps.notify.error(messageOf(error, t.userInfoFailed));
    return;
  }
  await loadAuth(deps, { enterprise: true });
}

/** What clicking the status label does: the login dialog, an authentication page, or nothing. */
export function clickStatus(deps: SessionDeps = sessionDeps): void {
  const { store } = deps;
  const { enterpriseAuth, currentCompany, summary } = store.getState();
  const target = statusClickTarget(store.authView(), {
    enterprise: enterpriseAuth,
    creditCode: currentCompany?.creditCode,
    isLegalPerson: summary?.role === 'LEGAL_PERSON',
  });
  if (target.kind === 'login') deps.controller.openLogin({ key: 'header' });
  else if (target.kind === 'route') deps.navigate(target.path);
}
