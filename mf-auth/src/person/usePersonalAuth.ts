import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { personalPagePath, personalPageRedirect, type PersonalInfo, type PersonalPage } from '@portal/core';
import { useRefreshAuth, useSession } from '@portal/ui';
import type { AuthHistoryInfo } from '@portal/core';

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
export function usePersonalAuth(page: PersonalPage): PersonalAuthState {
  const session = useSession();
  const refreshAuth = useRefreshAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [loaded, setLoaded] = useState<'no' | 'yes'>('no');
  const signedIn = Boolean(session.token);
  const mobile = session.user?.mobile ?? '';
  const info = session.personalAuth as PersonalInfo | undefined;

  const refresh = useCallback(async () => {
    await refreshAuth();
    setLoaded('yes');
  }, [refreshAuth]);

  useEffect(() => {
    if (!signedIn || !mobile) return;
    setLoaded('no');
    void refresh();
  }, [signedIn, mobile, refresh]);

  const goTo = useCallback(
    (target: PersonalPage, replace = false) => navigate(`${personalPagePath(target)}${search}`, { replace }),
    [navigate, search],
  );

  const type = new URLSearchParams(search).get('type');
  const redirect = loaded === 'yes' && info ? personalPageRedirect({ page, info, type }) : undefined;
  useEffect(() => {
    if (redirect) goTo(redirect, true);
  }, [redirect, goTo]);

  let load: PersonalAuthLoad = 'ready';
  if (!signedIn) load = 'signedOut';
  else if (loaded === 'no' || redirect || (!info && !mobile)) load = 'loading';
  else if (!info) load = 'failed';

  return { load, mobile, info, history: session.history, refresh, search, goTo };
}
