/** The user card's actions: logout, switching company, the status click. */
import { HOME_PATH, saveEntInfoFor, statusClickTarget } from '@portal/core';
import type { SessionDeps } from '../deps';
import { handledElsewhere, messageOf, t } from './common';

export interface UserCardFlows {
  logout(): Promise<boolean>;
  switchCompany(): Promise<void>;
  clickStatus(): void;
}

export function createUserCardFlows(deps: SessionDeps, loadAuth: (options: { enterprise?: boolean }) => Promise<void>): UserCardFlows {
  const { store, controller } = deps;

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

  return { logout, switchCompany, clickStatus };
}
