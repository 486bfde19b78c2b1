import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { enterpriseAuthApi, enterprisePageRedirect, type EnterpriseAuthInfoAnswer, type EnterprisePage } from '@portal/core';
import { useCurrentCompany, useRefreshAuth, useSession } from '@portal/ui';

export type EnterpriseLoad = 'signedOut' | 'loading' | 'failed' | 'ready';

export interface EnterpriseAuthState {
  load: EnterpriseLoad;
  mobile: string;
  /** The company being authenticated: the query's creditCode, else the current company's. */
  entCode: string | undefined;
  info: EnterpriseAuthInfoAnswer | undefined;
  query: URLSearchParams;
  /** Reloads the company's info and the session's (the status label follows without a reload). */
  refresh: () => Promise<EnterpriseAuthInfoAnswer | undefined>;
  /** Goes to another enterprise page, carrying fromProduct, busType and creditCode on. */
  goTo: (page: EnterprisePage, extra?: Record<string, string>, replace?: boolean) => void;
}

/** The enterprise auth state of the company a page works on, and the redirect its state asks for. */
export function useEnterpriseAuth(page: EnterprisePage): EnterpriseAuthState {
  const session = useSession();
  const company = useCurrentCompany();
  const refreshAuth = useRefreshAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const entCode = query.get('creditCode') ?? company?.creditCode ?? undefined;
  const mobile = session.user?.mobile ?? '';
  const signedIn = Boolean(session.token);
  // Undefined while the login still chooses the company: nothing is decided before that.
  const companyKnown = company !== undefined;
  const [info, setInfo] = useState<EnterpriseAuthInfoAnswer>();
  const [phase, setPhase] = useState<'loading' | 'failed' | 'ready'>('loading');

  const refresh = useCallback(async () => {
    if (!mobile || !entCode) {
      if (companyKnown) setPhase('ready');
      return undefined;
    }
    try {
      const answer = await enterpriseAuthApi.info(mobile, entCode);
      setInfo(answer);
      setPhase('ready');
      void refreshAuth();
      return answer;
    } catch {
      setPhase('failed');
      return undefined;
    }
  }, [mobile, entCode, companyKnown, refreshAuth]);

  useEffect(() => {
    if (!signedIn || !mobile) return;
    setPhase('loading');
    void refresh();
  }, [signedIn, mobile, refresh]);

  const goTo = useCallback(
    (target: EnterprisePage, extra: Record<string, string> = {}, replace = false) => {
      const next = new URLSearchParams(search);
      next.delete('type');
      if (entCode && !next.get('creditCode')) next.set('creditCode', entCode);
      for (const [key, value] of Object.entries(extra)) next.set(key, value);
      const text = next.toString();
      navigate(`/AuthEnterprise/${target}${text ? `?${text}` : ''}`, { replace });
    },
    [navigate, search, entCode],
  );

  const needsCompany = page !== 'SelectBusiness' && page !== 'SelectBusinessOrder';
  const redirect = phase === 'ready' && needsCompany ? (entCode ? enterprisePageRedirect({ page, info, type: query.get('type') }) : 'SelectBusiness') : undefined;
  useEffect(() => {
    if (redirect) goTo(redirect, {}, true);
  }, [redirect, goTo]);

  let load: EnterpriseLoad = 'ready';
  if (!signedIn) load = 'signedOut';
  else if (phase === 'loading' || redirect || !mobile) load = 'loading';
  else if (phase === 'failed') load = 'failed';
  return { load, mobile, entCode, info, query, refresh, goTo };
}
