import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { enterpriseAuthApi, enterprisePageRedirect, type EnterpriseAuthInfoAnswer, type EnterprisePage, ROUTES } from '@portal/core';
import { useCurrentCompany, useRefreshAuth, useSession } from '@portal/ui';
import { companyKey } from '../shared/keys';
import { useFlow, useFlowRedirect } from '../shared/useFlow';

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

/** The query string of an enterprise page: the current one's, less `type`, with the company and `extra`. */
const enterprisePath = (target: EnterprisePage, search: string, entCode: string | undefined, extra: Record<string, string> = {}): string => {
  const next = new URLSearchParams(search);
  next.delete('type');
  if (entCode && !next.get('creditCode')) next.set('creditCode', entCode);
  for (const [key, value] of Object.entries(extra)) next.set(key, value);
  const text = next.toString();
  return `${ROUTES.auth.enterprise[target].path}${text ? `?${text}` : ''}`;
};

/** The enterprise auth state of the company a page works on, and the redirect its state asks for. */
export function useEnterpriseFlow(page: EnterprisePage): EnterpriseAuthState {
  const session = useSession();
  const company = useCurrentCompany();
  const refreshAuth = useRefreshAuth();
  const mobile = session.user?.mobile ?? '';
  const entCode = new URLSearchParams(useLocation().search).get('creditCode') ?? company?.creditCode ?? undefined;
  // Undefined while the login still chooses the company: nothing is decided before that.
  const companyKnown = company !== undefined;
  const flow = useFlow({
    scope: companyKey(mobile, entCode),
    name: 'enterprise',
    enabled: Boolean(entCode),
    read: async () => {
      const answer = await enterpriseAuthApi.info(mobile, entCode ?? '');
      void refreshAuth();
      return answer;
    },
  });
  const { signedIn, search, query, navigate, info, phase, refresh } = flow;

  const goTo = useCallback(
    (target: EnterprisePage, extra: Record<string, string> = {}, replace = false) => navigate(enterprisePath(target, search, entCode, extra), { replace }),
    [navigate, search, entCode],
  );

  const needsCompany = page !== 'SelectBusiness' && page !== 'SelectBusinessOrder';
  const settled = signedIn && mobile !== '' && (phase === 'ready' || (phase === 'idle' && companyKnown));
  const redirect = settled && needsCompany ? (entCode ? enterprisePageRedirect({ page, info, type: query.get('type') }) : 'SelectBusiness') : undefined;
  useFlowRedirect(redirect && enterprisePath(redirect, search, entCode));

  let load: EnterpriseLoad = 'ready';
  if (!signedIn) load = 'signedOut';
  else if (phase === 'failed') load = redirect || !mobile ? 'loading' : 'failed';
  else if (!settled || redirect) load = 'loading';
  return { load, mobile, entCode, info, query, refresh, goTo };
}
