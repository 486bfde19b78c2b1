import { useCallback, useRef } from 'react';
import { personalPagePath, personalPageRedirect, type AuthHistoryInfo, type PersonalInfo, type PersonalPage } from '@portal/core';
import { usePortalSession, useSession } from '@portal/ui';
import { userKey } from '../shared/keys';
import { useFlow, useFlowRedirect } from '../shared/useFlow';

export type PersonalAuthLoad = 'signedOut' | 'loading' | 'failed' | 'ready';

export interface PersonalAuthState {
  load: PersonalAuthLoad;
  mobile: string;
  info: PersonalInfo | undefined;
  history: AuthHistoryInfo | undefined;
  /** Reloads the auth info into the session (the user card follows) and re-checks the page. */
  refresh: () => Promise<void>;
  /** The page's query (fromProduct, busType, type) to carry on to the next page. */
  search: string;
  /** Goes to another personal page, carrying the query on. */
  goTo: (page: PersonalPage, replace?: boolean) => void;
}

/**
 * The personal auth state of the signed-in person, fresh from the server when the page opens,
 * and the redirect away from a page their state does not allow (the rule in @portal/core).
 */
export function usePersonalFlow(page: PersonalPage): PersonalAuthState {
  const portal = usePortalSession();
  const session = useSession();
  // The page's first read takes what the shell loaded for this navigation; later reads (after a step) load afresh.
  const opened = useRef(false);
  const flow = useFlow({
    scope: [...userKey(session.user?.mobile ?? ''), 'personal'],
    name: 'info',
    enabled: true,
    // The session keeps the answer (the user card reads it there); the query says when it came.
    read: async () => {
      const pageOpen = !opened.current;
      opened.current = true;
      await portal.refreshAuth({ pageOpen });
      return portal.store.getState().personalAuth ?? null;
    },
  });
  const { mobile, search, signedIn, navigate, refresh: refreshFlow } = flow;
  const info = session.personalAuth as PersonalInfo | undefined;

  const refresh = useCallback(async () => {
    await refreshFlow();
  }, [refreshFlow]);
  const goTo = useCallback(
    (target: PersonalPage, replace = false) => navigate(`${personalPagePath(target)}${search}`, { replace }),
    [navigate, search],
  );

  const type = flow.query.get('type');
  const redirect = flow.phase !== 'loading' && info ? personalPageRedirect({ page, info, type }) : undefined;
  useFlowRedirect(redirect && `${personalPagePath(redirect)}${search}`);

  let load: PersonalAuthLoad = 'ready';
  if (!signedIn) load = 'signedOut';
  else if (flow.phase === 'loading' || redirect || (!info && !mobile)) load = 'loading';
  else if (!info) load = 'failed';

  return { load, mobile, info, history: session.history, refresh, search, goTo };
}
