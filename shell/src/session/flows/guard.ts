/**
 * The router guard (spec 000 section 4), run after every navigation: the user info (the page goes
 * on once it is in, whatever the outcome), a company choice left over, then the auth info.
 */
import { createSubscribers, guardDecision } from '@portal/core';
import type { SessionDeps } from '../deps';
import type { AfterLoginFlows } from './afterLogin';
import type { AuthLoads } from './authInfo';
import { pathOf } from './common';

/** How far the router guard got: the page (path and query) whose user-info step is done. */
export interface GuardProgress {
  subscribe(listener: () => void): () => void;
  /** The router path ('/business/center?x=1') whose user info was fetched (or failed), if any. */
  settled(): string | undefined;
}

export interface GuardFlows {
  runGuard(pathname: string, search: string): Promise<void>;
  startGuard(): void;
  guard: GuardProgress;
}

export function createGuardFlows(deps: SessionDeps, auth: AuthLoads, login: Pick<AfterLoginFlows, 'refreshUser' | 'finishCompanyChoice'>): GuardFlows {
  const { store } = deps;
  const settledListeners = createSubscribers();
  let settled: string | undefined;
  /** The run `startGuard` began, until the router's first run takes it. */
  let started: { at: string; done: Promise<void> } | undefined;

  function settle(routerPath: string): void {
    settled = routerPath;
    settledListeners.notify();
  }

  async function guardSteps(pathname: string, search: string): Promise<void> {
    const decision = guardDecision(!!store.getState().token, pathname, search);
    if (decision.clear) {
      store.clear();
      settle(`${pathname}${search}`);
      return;
    }
    // A stored session (its user and company known) loads the auth info beside the user call:
    // the page, which waits for the user info, then finds its auth info in or on its way.
    const stored = store.getState();
    const early =
      decision.fetchUser && stored.user?.mobile && stored.currentCompany !== undefined ? { key: auth.key(), enterprise: stored.enterpriseAuth, done: auth.load() } : undefined;
    auth.offer(early && { path: pathname, ...early });
    if (decision.fetchUser) await login.refreshUser();
    // The page goes on once the user info is in, whatever the outcome (spec 000 section 4).
    settle(`${pathname}${search}`);
    await login.finishCompanyChoice();
    if (early && early.key === auth.key()) {
      await early.done;
      return;
    }
    const enterprise = store.getState().enterpriseAuth;
    const done = auth.load();
    auth.offer({ path: pathname, key: auth.key(), enterprise, done });
    await done;
  }

  return {
    startGuard() {
      const at = deps.currentPath();
      const pathname = pathOf(at);
      started = { at, done: guardSteps(pathname, at.slice(pathname.length)) };
    },
    runGuard(pathname, search) {
      const taken = started;
      started = undefined;
      if (taken?.at === `${pathname}${search}`) return taken.done;
      return guardSteps(pathname, search);
    },
    guard: { subscribe: settledListeners.subscribe, settled: () => settled },
  };
}
