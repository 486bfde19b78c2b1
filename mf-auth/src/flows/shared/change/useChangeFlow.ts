import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import {
  adminChangePages,
  changeApi,
  changePagePath,
  enterpriseAuthApi,
  legalChangePages,
  type AdminChangePage,
  type ChangeInfoAnswer,
  type ChangeWay,
  type EntRole,
  type LegalChangePage,
} from '@portal/core';
import { useCurrentCompany, useRefreshAuth, useSession } from '@portal/ui';
import { companyKey, userKey } from '../query';
import { useFlow, useFlowRedirect } from '../useFlow';

export type ChangeLoad = 'signedOut' | 'noCompany' | 'loading' | 'failed' | 'nothing' | 'ready';

export interface ChangeState {
  load: ChangeLoad;
  entCode: string | undefined;
  info: ChangeInfoAnswer | undefined;
  role: EntRole | undefined;
  /** Reloads the change (and the session's auth info, so product entry sees the change move). */
  refresh: () => Promise<ChangeInfoAnswer | undefined>;
  /** Goes to a page of the change for this company. */
  goTo: (page: LegalChangePage | AdminChangePage) => void;
}

const isChangeWay = (value: string | null): value is ChangeWay => value === 'LEGAL' || value === 'ADMIN';

/**
 * The change of the company a page works on (query creditCode, else the current company), and the
 * redirect its step asks for: the flow hook of the legal-person and the administrator changes.
 */
export function useChangeFlow(kind: 'legal' | 'admin', page: LegalChangePage | AdminChangePage): ChangeState {
  const session = useSession();
  const company = useCurrentCompany();
  const refreshAuth = useRefreshAuth();
  const query = new URLSearchParams(useLocation().search);
  const instId = query.get('instId');
  const changeWay = query.get('changeWay');
  const entCode = query.get('creditCode') ?? company?.creditCode ?? undefined;
  const mobile = session.user?.mobile ?? '';
  // A task link (SMS, to-do list) names the change, not the page: the server says where the caller belongs.
  const taskLink = Boolean(instId && isChangeWay(changeWay));

  const flow = useFlow({
    scope: companyKey(mobile, entCode),
    name: 'change',
    enabled: Boolean(entCode) && !taskLink,
    read: async () => {
      const [answer, ent] = await Promise.all([changeApi.info(entCode ?? ''), enterpriseAuthApi.info(mobile, entCode ?? '')]);
      void refreshAuth();
      return { answer, role: ent.role };
    },
  });
  const { signedIn, navigate, phase, refresh: refreshFlow } = flow;
  const info = flow.info?.answer;
  const role = flow.info?.role;
  const refresh = useCallback(async () => (await refreshFlow())?.answer, [refreshFlow]);

  // Where a task link lands: asked each time one is opened (never from the cache).
  const jump = useQuery({
    queryKey: [...userKey(mobile), 'task-jump', instId, changeWay],
    queryFn: () => changeApi.taskJump(instId ?? '', changeWay as ChangeWay),
    enabled: signedIn && mobile !== '' && taskLink,
    staleTime: 0,
    gcTime: 0,
  });
  const landing = jump.data?.path;
  useEffect(() => {
    if (landing) navigate(landing, { replace: true });
  }, [landing, navigate]);

  const goTo = useCallback((target: LegalChangePage | AdminChangePage) => entCode && navigate(changePagePath(target, entCode)), [navigate, entCode]);

  const allowed: string[] = info ? (kind === 'legal' ? legalChangePages(info.legalChange, role === 'ADMINISTRATOR') : adminChangePages(info.adminChange)) : [];
  const redirect = phase === 'ready' && entCode && allowed.length > 0 && !allowed.includes(page) ? changePagePath(allowed[0] as LegalChangePage, entCode) : undefined;
  useFlowRedirect(redirect);

  let load: ChangeLoad = 'ready';
  if (!signedIn) load = 'signedOut';
  else if (!entCode && !taskLink) load = 'noCompany';
  else if (phase === 'failed' || (taskLink && jump.isError)) load = 'failed';
  else if (phase === 'loading' || redirect || taskLink || !mobile) load = 'loading';
  else if (allowed.length === 0) load = 'nothing';
  return { load, entCode, info, role, refresh, goTo };
}
