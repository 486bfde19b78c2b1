import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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

/** The change of the company a page works on (query creditCode, else the current company), and the redirect its step asks for. */
export function useChange(kind: 'legal' | 'admin', page: LegalChangePage | AdminChangePage): ChangeState {
  const session = useSession();
  const company = useCurrentCompany();
  const refreshAuth = useRefreshAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const instId = query.get('instId');
  const changeWay = query.get('changeWay');
  const entCode = query.get('creditCode') ?? company?.creditCode ?? undefined;
  const mobile = session.user?.mobile ?? '';
  const signedIn = Boolean(session.token);
  const [info, setInfo] = useState<ChangeInfoAnswer>();
  const [role, setRole] = useState<EntRole>();
  const [phase, setPhase] = useState<'loading' | 'failed' | 'ready'>('loading');

  const refresh = useCallback(async () => {
    if (!mobile || !entCode) return undefined;
    try {
      const [answer, ent] = await Promise.all([changeApi.info(entCode), enterpriseAuthApi.info(mobile, entCode)]);
      setInfo(answer);
      setRole(ent.role);
      setPhase('ready');
      void refreshAuth();
      return answer;
    } catch {
      setPhase('failed');
      return undefined;
    }
  }, [mobile, entCode, refreshAuth]);

  // A task link (SMS, to-do list) names the change, not the page: the server says where the caller belongs.
  const taskLink = Boolean(instId && isChangeWay(changeWay));
  useEffect(() => {
    if (!signedIn || !mobile || !instId || !isChangeWay(changeWay)) return;
    let alive = true;
    changeApi.taskJump(instId, changeWay).then(
      (answer) => alive && navigate(answer.path, { replace: true }),
      () => alive && setPhase('failed'),
    );
    return () => {
      alive = false;
    };
  }, [signedIn, mobile, instId, changeWay, navigate]);

  useEffect(() => {
    if (!signedIn || !mobile || taskLink) return;
    setPhase('loading');
    void refresh();
  }, [signedIn, mobile, taskLink, refresh]);

  const goTo = useCallback((target: LegalChangePage | AdminChangePage) => entCode && navigate(changePagePath(target, entCode)), [navigate, entCode]);

  const allowed: string[] = info ? (kind === 'legal' ? legalChangePages(info.legalChange, role === 'ADMINISTRATOR') : adminChangePages(info.adminChange)) : [];
  const redirect = phase === 'ready' && entCode && allowed.length > 0 && !allowed.includes(page) ? changePagePath(allowed[0] as LegalChangePage, entCode) : undefined;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  let load: ChangeLoad = 'ready';
  if (!signedIn) load = 'signedOut';
  else if (!entCode && !taskLink) load = 'noCompany';
  else if (phase === 'failed') load = 'failed';
  else if (phase === 'loading' || redirect || taskLink || !mobile) load = 'loading';
  else if (allowed.length === 0) load = 'nothing';
  return { load, entCode, info, role, refresh, goTo };
}
