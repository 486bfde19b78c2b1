/** What the session flows use, in one object made once per shell, so tests can swap any of it. */
import { BASE_PATH as BASENAME, sessionApi, sessionStore, setSavedLoginUrl, getSavedLoginUrl, type SessionApi, type SessionStore } from '@portal/core';
import { createSessionController, type SessionController } from './controller';
import { notify } from './notify';

export interface Navigate {
  (to: string, options?: { replace?: boolean }): void;
}

export interface SessionDeps {
  store: SessionStore;
  api: SessionApi;
  controller: SessionController;
  notify: { success: (text: string) => void; error: (text: string) => void };
  /** Navigates to a path below /cWeb. */
  navigate: Navigate;
  /** The router path of the current page ('/product/bill?x=1'). */
  currentPath: () => string;
  now: () => number;
  savedLoginUrl: { get: () => string | undefined; set: (url: string) => void };
  window: Pick<Window, 'open' | 'close' | 'location'>;
}


/** The router path of the page shown: window.location without the /cWeb basename. */
export function routerPath(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const path = location.pathname.startsWith(BASENAME) ? location.pathname.slice(BASENAME.length) || '/' : location.pathname;
  return `${path}${location.search}`;
}

/**
 * Navigation through history: single-spa (started with urlRerouteOnly) turns each pushState into
 * a popstate, which the shell's router and every remote's router follow.
 */
function historyNavigate(to: string, options?: { replace?: boolean }): void {
  const url = `${BASENAME}${to}`;
  if (options?.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  // Without single-spa (tests, a page before start) the routers still hear it.
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** The session dependencies of the portal; tests override any of them. */
export function createSessionDeps(overrides: Partial<SessionDeps> = {}): SessionDeps {
  return {
    store: sessionStore,
    api: sessionApi,
    controller: createSessionController(),
    notify,
    navigate: historyNavigate,
    currentPath: () => routerPath(),
    now: () => Date.now(),
    savedLoginUrl: { get: getSavedLoginUrl, set: (url) => void setSavedLoginUrl(url) },
    window,
    ...overrides,
  };
}
