/**
 * The auth-info loads (personal, enterprise, summary: `loadAuthInfo`), and the one the router
 * guard started for the page it let through, which that page's opening read takes.
 */
import { loadAuthInfo, loadEnterpriseAuthInfo, type EnterpriseAuthInfo } from '@portal/core';
import type { SessionDeps } from '../deps';
import { pathOf } from './common';

/** A guard's auth load for a page (its path), for whom (`key`), and the enterprise info it started from. */
export interface PageLoad {
  path: string;
  key: string;
  done: Promise<void>;
  enterprise: EnterpriseAuthInfo | undefined;
}

export interface AuthLoads {
  load(options?: { enterprise?: boolean }): Promise<void>;
  /** A page's read (see `SessionFlows.refreshAuth`). */
  refresh(options?: { pageOpen?: boolean }): Promise<void>;
  /** Who the auth info is for: a load for another token, user or company is not the page's. */
  key(): string;
  /** The guard's load for the page it let through (or none), kept until that page's first read takes it. */
  offer(load: PageLoad | undefined): void;
}

export function createAuthLoads(deps: SessionDeps): AuthLoads {
  const { store } = deps;
  let pageLoad: PageLoad | undefined;

  const load = (options: { enterprise?: boolean } = {}) => loadAuthInfo(deps, options);

  const key = () => {
    const { token, user, currentCompany } = store.getState();
    return JSON.stringify([token, user?.mobile, currentCompany === undefined ? '?' : (currentCompany?.creditCode ?? '')]);
  };

  async function refresh({ pageOpen = false }: { pageOpen?: boolean } = {}): Promise<void> {
    const taken = pageOpen ? pageLoad : undefined;
    if (pageOpen) pageLoad = undefined;
    if (taken && taken.path === pathOf(deps.currentPath()) && taken.key === key()) {
      await taken.done;
      // An enterprise info set during the guard's load (it had none) is as fresh as a reload: not asked again.
      if (taken.key === key() && store.getState().enterpriseAuth === taken.enterprise) await loadEnterpriseAuthInfo(deps);
      return;
    }
    await load({ enterprise: true });
  }

  return {
    load,
    refresh,
    key,
    offer: (offered) => {
      pageLoad = offered;
    },
  };
}
