import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useSession } from '@portal/ui';

export interface FlowRead<Info> {
  /** What a mutation of this flow invalidates (the person's, or the company's, keys). */
  scope: readonly unknown[];
  /** The flow's state, below the scope. */
  name: string;
  /** False while the read lacks an input (no company chosen yet): nothing is read. */
  enabled: boolean;
  read: () => Promise<Info>;
}

/** Where a flow's page stands: 'idle' when there was nothing to read; 'loading' until the page's own read has answered. */
export type FlowPhase = 'idle' | 'loading' | 'failed' | 'ready';

export interface Flow<Info> {
  signedIn: boolean;
  mobile: string;
  search: string;
  query: URLSearchParams;
  info: Info | undefined;
  phase: FlowPhase;
  /** Invalidates the flow's scope (its state and the lists shown with it) and answers the fresh state, or undefined when it failed. */
  refresh: () => Promise<Info | undefined>;
  navigate: NavigateFunction;
}

/**
 * The one pattern of the four flows (personal, enterprise, legal-person change, administrator
 * change): the flow's state read through the query client, fresh from the server whenever a page
 * opens (a cached answer never decides a page), refreshed after each step, and the redirect its
 * state asks for (`useFlowRedirect`). Each flow's hook names its read and its rule.
 */
export function useFlow<Info>({ scope, name, enabled, read }: FlowRead<Info>): Flow<Info> {
  const session = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const mobile = session.user?.mobile ?? '';
  const signedIn = Boolean(session.token);
  const queryKey = [...scope, name];
  const state = useQuery({ queryKey, queryFn: read, enabled: signedIn && mobile !== '' && enabled, staleTime: 0, refetchOnMount: 'always' });

  const keyText = JSON.stringify(queryKey);
  const refresh = useCallback(async () => {
    if (!enabled) return undefined;
    const key = JSON.parse(keyText) as unknown[];
    await client.invalidateQueries({ queryKey: key.slice(0, -1) });
    const fresh = client.getQueryState<Info>(key);
    return fresh?.status === 'success' ? fresh.data : undefined;
  }, [client, keyText, enabled]);

  let phase: FlowPhase = 'ready';
  if (!enabled) phase = 'idle';
  else if (!state.isFetchedAfterMount) phase = 'loading';
  else if (state.isError) phase = 'failed';
  return { signedIn, mobile, search, query: new URLSearchParams(search), info: state.data, phase, refresh, navigate };
}

/** Leaves a page its flow's state does not allow, replacing it in the history. */
export function useFlowRedirect(to: string | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to) navigate(to, { replace: true });
  }, [to, navigate]);
}
