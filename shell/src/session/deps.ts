/** What the session flows use, in one object so tests can swap any of it. */
import { sessionApi, sessionStore, setSavedLoginUrl, getSavedLoginUrl, type SessionApi, type SessionStore } from '@portal/core';
import { sessionController, type SessionController } from './controller';
import { notify } from './notify';

export interface Navigate {
  (to: string, options?: { replace?: boolean }): void;
}

export interface SessionDeps {
  store: SessionStore;
  api: SessionApi;
  controller: SessionController;
  notify: { success: (text: string) => void; error: (text: string) => void };
  /** The shell router's navigate (paths below /cWeb). */
  navigate: Navigate;
  /** The router path of the current page ('/product/bill?x=1'). */
  currentPath: () => string;
  now: () => number;
  savedLoginUrl: { get: () => string | undefined; set: (url: string) => void };
  window: Pick<Window, 'open' | 'close' | 'location'>;
}

const BASENAME = '/cWeb';

/** The router path of the page shown: window.location without the /cWeb basename. */
export function routerPath(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const path = location.pathname.startsWith(BASENAME) ? location.pathname.slice(BASENAME.length) || '/' : location.pathname;
  return `${path}${location.search}`;
}

export const sessionDeps: SessionDeps = {
  store: sessionStore,
  api: sessionApi,
  controller: sessionController,
  notify,
  // Until the shell's router registers its own (SessionHost), history plus single-spa's popstate.
  navigate: (to, options) => {
    const url = `${BASENAME}${to}`;
    if (options?.replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  },
  currentPath: () => routerPath(),
  now: () => Date.now(),
  savedLoginUrl: { get: getSavedLoginUrl, set: (url) => void setSavedLoginUrl(url) },
  window,
};
