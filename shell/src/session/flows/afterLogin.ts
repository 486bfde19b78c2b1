/**
 * What follows a login (spec 000 section 4): the token, the user info, the company choice, in the
 * order of `afterLoginMachine`; a session reloaded half way finishes those steps; after a re-login,
 * back to the saved page.
 */
import {
  APP_BASENAME,
  afterLoginMachine,
  companyChoice,
  isBusinessSystemKey,
  isLoginMismatch,
  safeRedirectPath,
  saveEntInfoFor,
  transition,
  type AfterLoginEvent,
  type AfterLoginState,
  type Company,
  type CurrentUser,
} from '@portal/core';
import type { LoginDialogState } from '../controller';
import type { SessionDeps } from '../deps';
import { handledElsewhere, messageOf, t } from './common';
import { createInFlight } from './inFlight';
import type { JumpOptions } from './businessJump';

export interface AfterLoginFlows {
  completeLogin(token: string, loginMobile: string | undefined): Promise<AfterLoginState>;
  resumeLogin(): Promise<boolean>;
  afterDialogLogin(closed: LoginDialogState | undefined): void;
  returnToSavedPage(): void;
  /** The user info into the store (a failure is said, not thrown); one call at a time. */
  refreshUser(): Promise<void>;
  /** A session whose company was never chosen (reloaded after a login) finishes that step; one choice at a time. */
  finishCompanyChoice(): Promise<void>;
}

export interface AfterLoginNeeds {
  loadAuth(options: { enterprise?: boolean }): Promise<void>;
  /** Told when a token is stored (the expiry's quiet time ends). */
  signedIn(): void;
  openBusinessSystem(key: string, options?: JumpOptions): Promise<void>;
}

export function createAfterLoginFlows(deps: SessionDeps, needs: AfterLoginNeeds): AfterLoginFlows {
  const { store, controller } = deps;
  const inFlight = createInFlight();

  /**
   * The company steps after a login: the user's companies by mobile; several open the choice (a
   * choice is required), one is taken, none gives an empty company; the choice is saved.
   */
  async function chooseCompany(mobile: string, step: (event: AfterLoginEvent) => void = () => undefined): Promise<Company | null | 'failed'> {
    const failed = (error: unknown, event: AfterLoginEvent) => {
      if (!handledElsewhere(error)) deps.notify.error(messageOf(error, t.userInfoFailed));
      step(event);
      return 'failed' as const;
    };
    let companies: Company[];
    try {
      const linked = await deps.api.fetchCompanies(mobile);
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
      await deps.api.saveEntInfo(saveEntInfoFor(company));
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
    needs.signedIn();
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

    const chosen = await chooseCompany(mobile, step);
    if (chosen === 'failed') {
      store.clear();
      return state;
    }
    step('COMPANY_SAVED');
    void needs.loadAuth({ enterprise: true });
    return state;
  }

  const refreshUser = () =>
    inFlight('user', async () => {
      const token = store.getState().token;
      try {
        const user = await deps.api.fetchUser();
        if (store.getState().token === token) store.setUser(user);
      } catch (error) {
        if (!handledElsewhere(error)) deps.notify.error(t.userInfoFailed);
      }
    });

  const finishCompanyChoice = () =>
    // A call while a choice runs waits for that one, whatever the session now holds.
    inFlight('company', async () => {
      const { token, user, currentCompany } = store.getState();
      if (token && user?.mobile && currentCompany === undefined) await chooseCompany(user.mobile);
    });

  async function resumeLogin(): Promise<boolean> {
    if (!store.getState().token) return false;
    if (!store.getState().user?.mobile) await refreshUser();
    await finishCompanyChoice();
    const after = store.getState();
    if (!after.token || !after.user?.mobile || after.currentCompany === undefined) return false;
    void needs.loadAuth({ enterprise: true });
    return true;
  }

  function returnToSavedPage(): void {
    const saved = safeRedirectPath(deps.savedLoginUrl.get(), deps.window.location.origin);
    deps.savedLoginUrl.set('');
    if (saved && saved !== deps.currentPath()) deps.navigate(saved);
  }

  function afterDialogLogin(closed: LoginDialogState | undefined): void {
    if (closed?.key && isBusinessSystemKey(closed.key)) {
      void needs.openBusinessSystem(closed.key, closed.jump);
      return;
    }
    returnToSavedPage();
  }

  return { completeLogin, resumeLogin, afterDialogLogin, returnToSavedPage, refreshUser, finishCompanyChoice };
}
