/** Typed hooks over the one session store (useSyncExternalStore): re-render on every change. */
import { useCallback, useSyncExternalStore } from 'react';
import type { AuthView, Company, LoginOutcome, LoginRequest, SessionState } from '@portal/core';
import { usePortalSession } from './SessionProvider';

/** The whole session state: token, user, companies, current company, auth info. */
export function useSession(): SessionState {
  const { store } = usePortalSession();
  return useSyncExternalStore(store.subscribe, store.getState);
}

/** The derived status: personal and enterprise status, the user card's label, the red dot. */
export function useAuthView(): AuthView {
  const { store } = usePortalSession();
  return useSyncExternalStore(store.subscribe, store.authView);
}

/** The company the user acts for: null when none is linked, undefined until chosen. */
export function useCurrentCompany(): Company | null | undefined {
  const { store } = usePortalSession();
  const read = useCallback(() => store.getState().currentCompany, [store]);
  return useSyncExternalStore(store.subscribe, read);
}

/** Signed in means a token is held (spec 001 section 6). */
export function useSignedIn(): boolean {
  const { store } = usePortalSession();
  const read = useCallback(() => Boolean(store.getState().token), [store]);
  return useSyncExternalStore(store.subscribe, read);
}

/** Opens the shell's login dialog; the promise tells whether the login succeeded or was cancelled. */
export function useRequestLogin(): (options?: LoginRequest) => Promise<LoginOutcome> {
  const session = usePortalSession();
  return useCallback((options?: LoginRequest) => session.requestLogin(options), [session]);
}

/**
 * Reloads the auth info into the store after an authentication step, so the user card's status
 * and red dot change without a page reload.
 */
export function useRefreshAuth(): () => Promise<void> {
  const session = usePortalSession();
  return useCallback(() => session.refreshAuth(), [session]);
}
