/** Session expiry (spec 000 section 4): a 401 clears the session; the page, home and the dialog follow. */
import { LOGIN_PATH, expiryDecision } from '@portal/core';
import type { SessionDeps } from '../deps';
import { goHome, pathOf } from './common';

/** A burst of 401s (calls in flight when the session ended) is one expiry. */
const EXPIRY_BURST_MS = 3000;

export interface ExpiryFlows {
  handleSessionExpired(): void;
  closeExpiredDialog(relogin: boolean): void;
  /** A new login ends the burst's quiet time: its first 401 is an expiry again. */
  signedIn(): void;
}

export function createExpiryFlows(deps: SessionDeps): ExpiryFlows {
  const { store, controller } = deps;
  let quietUntil = 0;

  function handleSessionExpired(): void {
    const now = deps.now();
    if (controller.getState().expired || now < quietUntil) return;
    quietUntil = now + EXPIRY_BURST_MS;
    const { authTime } = store.getState();
    const here = deps.currentPath();
    const pathname = pathOf(here);
    store.clear();
    const decision = expiryDecision(pathname, authTime, now);
    if (!decision.redirectHome) return;
    if (!pathname.startsWith(LOGIN_PATH)) deps.savedLoginUrl.set(here);
    // Off the protected page at once; the dialog, when due, shows over the home page.
    goHome(deps);
    if (decision.showDialog) controller.showExpired();
  }

  function closeExpiredDialog(relogin: boolean): void {
    controller.closeExpired();
    if (relogin) controller.openLogin({ afterExpiry: true });
    else goHome(deps);
  }

  return {
    handleSessionExpired,
    closeExpiredDialog,
    signedIn: () => {
      quietUntil = 0;
    },
  };
}
