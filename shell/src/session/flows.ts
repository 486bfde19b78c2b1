/**
 * The session flows the shell runs (spec 000 section 4, 001 section 4): what follows a login,
 * the router guard and the auth-info loads, session expiry, the business-system jump, logout,
 * switching company and the status click. Each step's rule is a pure function of @portal/core;
 * the order of the after-login steps is `afterLoginMachine`. The flows' memory (the expiry burst,
 * calls in flight, how far the guard got) lives in the one instance `createSessionFlows` makes.
 */
import {
  APP_BASENAME,
  DEFAULT_BUS_TYPE,
  HOME_PATH,
  LOGIN_PATH,
  afterLoginMachine,
  companyChoice,
  expiryDecision,
  getSessionConfig,
  guardDecision,
  isApiError,
  isShownElsewhere,
  isBusinessSystemKey,
  isLoginMismatch,
  jumpAfterVerify,
  jumpStart,
  loadAuthInfo,
  loadEnterpriseAuthInfo,
  safeRedirectPath,
  saveEntInfoFor,
  signedJumpUrl,
  statusClickTarget,
  transition,
  type AfterLoginEvent,
  type AfterLoginState,
  type Company,
  type CurrentUser,
  type EnterpriseAuthInfo,
} from '@portal/core';
import { messages } from '../i18n';
import type { LoginDialogState } from './controller';
import type { SessionDeps } from './deps';

const t = messages.session;

/** Failures that already have their own UI (expiry, blocking notice) or none (a cancelled duplicate). */
const handledElsewhere = isShownElsewhere;

const messageOf = (error: unknown, fallback: string): string => (isApiError(error) ? error.message : fallback);

/** A burst of 401s (calls in flight when the session ended) is one expiry. */
const EXPIRY_BURST_MS = 3000;

const pathOf = (routerPath: string): string => routerPath.split(/[?#]/)[0];

export interface JumpOptions {
  sameTab?: boolean;
  busType?: string;
  requestId?: string;
}

/** How far the router guard got: the page (path and query) whose user-info step is done. */
export interface GuardProgress {
  subscribe(listener: () => void): () => void;
  /** The router path ('/business/center?x=1') whose user info was fetched (or failed), if any. */
  settled(): string | undefined;
}

export interface SessionFlows {
  /** A 401: storage cleared; unless on /login, the page saved, home, and the dialog within 12 h. */
  handleSessionExpired(): void;
  /** The permission-expired dialog's buttons: Cancel stays home, Re-login opens the login dialog. */
  closeExpiredDialog(relogin: boolean): void;
  /** The auth info into the store (see `loadAuthInfo`); `enterprise` forces the enterprise reload. */
  loadAuth(options?: { enterprise?: boolean }): Promise<void>;
  /**
   * A page's read of the auth info, the enterprise info reloaded too (remotes' `refreshAuth`). The
   * opening read (`pageOpen`) of the page the guard let through takes the guard's load of that
   * navigation, once, and reloads only the enterprise info, unless that load brought it: the page
   * does not load the same info again right after it. Any other read (after a step) loads afresh.
   */
  refreshAuth(options?: { pageOpen?: boolean }): Promise<void>;
  /** The steps after a successful login; ends 'done', 'reloadRequired' or 'failed'. */
  completeLogin(token: string, loginMobile: string | undefined): Promise<AfterLoginState>;
  /**
   * A token held but the after-login steps not done (the page reloaded after a login of another
   * mobile): the user info and the company choice now. True when the session is complete.
   */
  resumeLogin(): Promise<boolean>;
  /** The login dialog reported a login: a business-system login continues the jump, a re-login returns. */
  afterDialogLogin(closed: LoginDialogState | undefined): void;
  /** After a re-login in the dialog: back to the saved page (same origin only), once. */
  returnToSavedPage(): void;
  /** The router guard, run after every navigation. */
  runGuard(pathname: string, search: string): Promise<void>;
  /**
   * The guard of the page the document opened on, started before the shell's first render (a
   * stored session's calls go out beside that render, not after it): the router's first run, for
   * the same page, takes this run instead of starting another.
   */
  startGuard(): void;
  guard: GuardProgress;
  openBusinessSystem(key: string, options?: JumpOptions): Promise<void>;
  logout(): Promise<boolean>;
  switchCompany(): Promise<void>;
  clickStatus(): void;
}

export function createSessionFlows(deps: SessionDeps): SessionFlows {
  const { store, controller } = deps;
  let expiryQuietUntil = 0;
  let userInFlight: Promise<void> | undefined;
  let companyInFlight: Promise<unknown> | undefined;
  let guardSettled: string | undefined;
  const guardListeners = new Set<() => void>();

  const goHome = () => {
    if (pathOf(deps.currentPath()) !== HOME_PATH) deps.navigate(HOME_PATH);
  };

  // --- session expiry -----------------------------------------------------------------------

  function handleSessionExpired(): void {
    const now = deps.now();
    if (controller.getState().expired || now < expiryQuietUntil) return;
    expiryQuietUntil = now + EXPIRY_BURST_MS;
    const { authTime } = store.getState();
    const here = deps.currentPath();
    const pathname = pathOf(here);
    store.clear();
    const decision = expiryDecision(pathname, authTime, now);
    if (!decision.redirectHome) return;
    if (!pathname.startsWith(LOGIN_PATH)) deps.savedLoginUrl.set(here);
    // Off the protected page at once; the dialog, when due, shows over the home page.
    goHome();
    if (decision.showDialog) controller.showExpired();
  }

  function closeExpiredDialog(relogin: boolean): void {
    controller.closeExpired();
    if (relogin) controller.openLogin({ afterExpiry: true });
    else goHome();
  }

  // --- after login --------------------------------------------------------------------------

  const loadAuth = (options: { enterprise?: boolean } = {}) => loadAuthInfo(deps, options);

  /** Who the auth info is for: a load for another token, user or company is not the page's. */
  const authKey = () => {
    const { token, user, currentCompany } = store.getState();
    return JSON.stringify([token, user?.mobile, currentCompany === undefined ? '?' : (currentCompany?.creditCode ?? '')]);
  };
  /** The guard's auth load, for the page (its path) it let through, until that page's first read takes it. */
  let pageLoad: { path: string; key: string; done: Promise<void>; enterprise: EnterpriseAuthInfo | undefined } | undefined;

  async function refreshAuth({ pageOpen = false }: { pageOpen?: boolean } = {}): Promise<void> {
    const taken = pageOpen ? pageLoad : undefined;
    if (pageOpen) pageLoad = undefined;
    if (taken && taken.path === pathOf(deps.currentPath()) && taken.key === authKey()) {
      await taken.done;
      // An enterprise info set during the guard's load (it had none) is as fresh as a reload: not asked again.
      if (taken.key === authKey() && store.getState().enterpriseAuth === taken.enterprise) await loadEnterpriseAuthInfo(deps);
      return;
    }
    await loadAuth({ enterprise: true });
  }

  /**
   * The company steps after a login: the user's companies by mobile; several open the choice (a
   * choice is required), one is taken, none gives an empty company; the choice is saved.
   */
  async function chooseCompanyAfterLogin(mobile: string, step: (event: AfterLoginEvent) => void = () => undefined): Promise<Company | null | 'failed'> {
    const { api } = deps;
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

  async function completeLogin(token: string, loginMobile: string | undefined): Promise<AfterLoginState> {
    let state: AfterLoginState = 'storingToken';
    const step = (event: AfterLoginEvent) => (state = transition(afterLoginMachine, state, event));
    const sessionMobile = store.getState().sessionMobile;
    const reload = async () => {
      step('MOBILE_MISMATCH');
      // Nothing of the previous user may survive into the reloaded page: only the new token.
      store.clear();
      store.signIn(token, deps.now());
      await controller.confirmReload();
      // A re-login after an expiry reloads into the page the session ended on.
      const saved = safeRedirectPath(deps.savedLoginUrl.get(), deps.window.location.origin);
      deps.savedLoginUrl.set('');
      if (saved) deps.window.location.assign(`${APP_BASENAME}${saved}`);
      else deps.window.location.reload();
      return state;
    };

    store.signIn(token, deps.now());
    expiryQuietUntil = 0;
    if (loginMobile && isLoginMismatch(sessionMobile, loginMobile)) return reload();
    step('TOKEN_STORED');

    let user: CurrentUser;
    try {
      user = await deps.api.fetchUser();
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

    const chosen = await chooseCompanyAfterLogin(mobile, step);
    if (chosen === 'failed') {
      store.clear();
      return state;
    }
    step('COMPANY_SAVED');
    void loadAuth({ enterprise: true });
    return state;
  }

  async function resumeLogin(): Promise<boolean> {
    if (!store.getState().token) return false;
    if (!store.getState().user?.mobile) {
      userInFlight ??= refreshUser().finally(() => {
        userInFlight = undefined;
      });
      await userInFlight;
    }
    await finishCompanyChoice();
    const after = store.getState();
    if (!after.token || !after.user?.mobile || after.currentCompany === undefined) return false;
    void loadAuth({ enterprise: true });
    return true;
  }

  function returnToSavedPage(): void {
    const saved = safeRedirectPath(deps.savedLoginUrl.get(), deps.window.location.origin);
    deps.savedLoginUrl.set('');
    if (saved && saved !== deps.currentPath()) deps.navigate(saved);
  }

  function afterDialogLogin(closed: LoginDialogState | undefined): void {
    if (closed?.key && isBusinessSystemKey(closed.key)) {
      void openBusinessSystem(closed.key, closed.jump);
      return;
    }
    returnToSavedPage();
  }

  // --- router guard -------------------------------------------------------------------------

  async function refreshUser(): Promise<void> {
    const token = store.getState().token;
    try {
      const user = await deps.api.fetchUser();
      if (store.getState().token === token) store.setUser(user);
    } catch (error) {
      if (!handledElsewhere(error)) deps.notify.error(t.userInfoFailed);
    }
  }

  /** A session whose company was never chosen (reloaded after a login) finishes that step. */
  async function finishCompanyChoice(): Promise<void> {
    const after = store.getState();
    if (after.token && after.user?.mobile && after.currentCompany === undefined && !companyInFlight) {
      companyInFlight = chooseCompanyAfterLogin(after.user.mobile).finally(() => {
        companyInFlight = undefined;
      });
    }
    await companyInFlight;
  }

  function settleGuard(routerPath: string): void {
    guardSettled = routerPath;
    for (const listener of [...guardListeners]) listener();
  }

  /** The run `startGuard` began, until the router's first run takes it. */
  let started: { at: string; done: Promise<void> } | undefined;

  function startGuard(): void {
    const at = deps.currentPath();
    const pathname = pathOf(at);
    started = { at, done: guardSteps(pathname, at.slice(pathname.length)) };
  }

  function runGuard(pathname: string, search: string): Promise<void> {
    const taken = started;
    started = undefined;
    if (taken?.at === `${pathname}${search}`) return taken.done;
    return guardSteps(pathname, search);
  }

  async function guardSteps(pathname: string, search: string): Promise<void> {
    const decision = guardDecision(!!store.getState().token, pathname, search);
    if (decision.clear) {
      store.clear();
      settleGuard(`${pathname}${search}`);
      return;
    }
    // A stored session (its user and company known) loads the auth info beside the user call:
    // the page, which waits for the user info, then finds its auth info in or on its way.
    const stored = store.getState();
    const early =
      decision.fetchUser && stored.user?.mobile && stored.currentCompany !== undefined ? { key: authKey(), enterprise: stored.enterpriseAuth, done: loadAuth() } : undefined;
    pageLoad = early && { path: pathname, ...early };
    if (decision.fetchUser) {
      userInFlight ??= refreshUser().finally(() => {
        userInFlight = undefined;
      });
      await userInFlight;
    }
    // The page goes on once the user info is in, whatever the outcome (spec 000 section 4).
    settleGuard(`${pathname}${search}`);
    await finishCompanyChoice();
    if (early && early.key === authKey()) {
      await early.done;
      return;
    }
    const enterprise = store.getState().enterpriseAuth;
    const done = loadAuth();
    pageLoad = { path: pathname, key: authKey(), enterprise, done };
    await done;
  }

  const guard: GuardProgress = {
    subscribe(listener) {
      guardListeners.add(listener);
      return () => guardListeners.delete(listener);
    },
    settled: () => guardSettled,
  };

  // --- business-system jump -----------------------------------------------------------------

  /**
   * Header and homeBanner open the login dialog. A system key without a token clears and opens
   * login (the jump continues after it); with one, the token is verified; on 200 the data
   * signature is fetched and the signed URL opens in a new tab (or this one); otherwise login
   * opens unless the login-error dialog shows.
   */
  async function openBusinessSystem(key: string, options: JumpOptions = {}): Promise<void> {
    const { api } = deps;
    const { requestId, sameTab, busType } = options;
    const jump = { sameTab, busType };
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
      controller.openLogin({ key, requestId, jump });
      return;
    }
    // Opened now, while the click still counts as the user's: a tab opened after the calls would be blocked.
    const tab = sameTab ? null : deps.window.open('', '_blank');
    let verified: boolean;
    try {
      await api.verifyToken();
      verified = true;
    } catch {
      verified = false;
    }
    const next = jumpAfterVerify(verified, controller.getState().expired);
    if (next !== 'sign-and-open') {
      tab?.close();
      if (next === 'open-login') controller.openLogin({ key, requestId, jump });
      return;
    }
    const { token, currentCompany } = store.getState();
    const request = {
      clientId: key,
      busType: busType ?? DEFAULT_BUS_TYPE,
      entCustomerId: currentCompany?.companyUCId ?? '',
      entCode: currentCompany?.creditCode ?? '',
    };
    const landing = getSessionConfig().businessSystemUrl;
    if (!landing) {
      // No business system's address in portal.config.json: nothing to open.
      tab?.close();
      deps.notify.error(t.unknownSystem);
      return;
    }
    let sign: string;
    try {
      sign = await api.dataSign(request);
    } catch (error) {
      tab?.close();
      if (!handledElsewhere(error)) deps.notify.error(messageOf(error, t.unknownSystem));
      return;
    }
    const url = signedJumpUrl(landing(key), { code: token ?? '', ...request, sign }, deps.window.location.origin);
    if (sameTab) {
      deps.window.location.assign(url);
    } else if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      deps.window.open(url, '_blank', 'noopener');
    }
  }

  // --- the user card ------------------------------------------------------------------------

  async function logout(): Promise<boolean> {
    try {
      await deps.api.logout();
    } catch (error) {
      if (!handledElsewhere(error)) deps.notify.error(t.logoutFailed);
      return false;
    }
    store.forget();
    deps.notify.success(t.logoutSucceeded);
    deps.navigate(HOME_PATH);
    return true;
  }

  async function switchCompany(): Promise<void> {
    const { api } = deps;
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
    await loadAuth({ enterprise: true });
  }

  function clickStatus(): void {
    const { enterpriseAuth, currentCompany, summary } = store.getState();
    const target = statusClickTarget(store.authView(), {
      enterprise: enterpriseAuth,
      creditCode: currentCompany?.creditCode,
      isLegalPerson: summary?.role === 'LEGAL_PERSON',
    });
    if (target.kind === 'login') controller.openLogin({ key: 'header' });
    else if (target.kind === 'route') deps.navigate(target.path);
  }

  return {
    handleSessionExpired,
    closeExpiredDialog,
    loadAuth,
    refreshAuth,
    completeLogin,
    resumeLogin,
    afterDialogLogin,
    returnToSavedPage,
    runGuard,
    startGuard,
    guard,
    openBusinessSystem,
    logout,
    switchCompany,
    clickStatus,
  };
}
