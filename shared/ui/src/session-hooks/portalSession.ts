/**
 * What a React tree needs of the session: the one store, and the two requests to the shell. The
 * shell creates one value and hands it to every remote's parcel as a single-spa custom prop; the
 * QA harness and tests make their own.
 */
import {
  bus as portalBus,
  loadAuthInfo,
  requestLogin as askShellForLogin,
  sessionApi,
  sessionStore,
  type AuthLoadDeps,
  type LoginOutcome,
  type LoginRequest,
  type PortalBus,
  type SessionStore,
} from '@portal/core';

export interface PortalSession {
  store: SessionStore;
  /** Opens the shell's login dialog; resolves when that login succeeded or was cancelled. */
  requestLogin(options?: LoginRequest): Promise<LoginOutcome>;
  /**
   * Reloads the personal auth info and the current company's enterprise auth info and summary.
   * `pageOpen`: the read of a page that just opened, which may take the load the shell's guard
   * started for that page's navigation (a session without a guard loads afresh).
   */
  refreshAuth(options?: { pageOpen?: boolean }): Promise<void>;
}

export interface PortalSessionOptions {
  store?: SessionStore;
  api?: AuthLoadDeps['api'];
  bus?: PortalBus;
}

/** A session over a store, its auth calls and a bus; by default the portal's own (core singletons). */
export function createPortalSession({ store = sessionStore, api = sessionApi, bus = portalBus }: PortalSessionOptions = {}): PortalSession {
  return {
    store,
    requestLogin: (options) => askShellForLogin(options, bus),
    refreshAuth: () => loadAuthInfo({ store, api }, { enterprise: true }),
  };
}
