/**
 * The session flows the shell runs (spec 000 section 4, 001 section 4), one module per concern
 * over the same dependencies: expiry (`expiry.ts`), what follows a login (`afterLogin.ts`), the
 * router guard and its auth-info loads (`guard.ts`, `authInfo.ts`), the business-system jump
 * (`businessJump.ts`) and the user card (`userCard.ts`). Each step's rule is a pure function of
 * @portal/core; each module keeps its own memory (the expiry burst, calls in flight, how far the
 * guard got) in the one instance `createSessionFlows` makes.
 */
import type { AfterLoginState } from '@portal/core';
import type { LoginDialogState } from '../controller';
import type { SessionDeps } from '../deps';
import { createAfterLoginFlows } from './afterLogin';
import { createAuthLoads } from './authInfo';
import { createBusinessJump, type JumpOptions } from './businessJump';
import { createExpiryFlows } from './expiry';
import { createGuardFlows, type GuardProgress } from './guard';
import { createUserCardFlows } from './userCard';

export type { GuardProgress, JumpOptions };

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
  const expiry = createExpiryFlows(deps);
  const auth = createAuthLoads(deps);
  const openBusinessSystem = createBusinessJump(deps);
  const afterLogin = createAfterLoginFlows(deps, { loadAuth: auth.load, signedIn: expiry.signedIn, openBusinessSystem });
  const guard = createGuardFlows(deps, auth, afterLogin);
  const userCard = createUserCardFlows(deps, auth.load);
  return {
    handleSessionExpired: expiry.handleSessionExpired,
    closeExpiredDialog: expiry.closeExpiredDialog,
    loadAuth: auth.load,
    refreshAuth: auth.refresh,
    completeLogin: afterLogin.completeLogin,
    resumeLogin: afterLogin.resumeLogin,
    afterDialogLogin: afterLogin.afterDialogLogin,
    returnToSavedPage: afterLogin.returnToSavedPage,
    runGuard: guard.runGuard,
    startGuard: guard.startGuard,
    guard: guard.guard,
    openBusinessSystem,
    logout: userCard.logout,
    switchCompany: userCard.switchCompany,
    clickStatus: userCard.clickStatus,
  };
}
