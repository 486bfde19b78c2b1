import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useSession } from '@portal/ui';
import { clearFlows, flowSnapshot, readFlow, subscribeFlow } from './flowState';

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
  /** Reads the flow's state again and invalidates its scope (the lists shown with it); answers the fresh state, or undefined when it failed. */
  refresh: () => Promise<Info | undefined>;
  navigate: NavigateFunction;
}

/** The lists of a scope, in the query client, read again (its code is in once a page's body is). */
const invalidateScope = (scope: readonly unknown[]) => import('./query').then(({ authQueryClient }) => authQueryClient.invalidateQueries({ queryKey: [...scope] }));

/**
 * The one pattern of the four flows (personal, enterprise, legal-person change, administrator
 * change): the flow's state, fresh from the server whenever a page opens (a cached answer never
 * decides a page), refreshed after each step, and the redirect its state asks for
 * (`useFlowRedirect`). Each flow's hook names its read and its rule. The state is held without
 * the query client (flowState.ts): the page's heading and first lines do not wait for its code.
 */
export function useFlow<Info>({ scope, name, enabled, read }: FlowRead<Info>): Flow<Info> {
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const mobile = session.user?.mobile ?? '';
  const signedIn = Boolean(session.token);
  const keyText = JSON.stringify([...scope, name]);
  const active = signedIn && mobile !== '' && enabled;
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => subscribeFlow(keyText, listener), [keyText]),
    () => flowSnapshot(keyText),
  );
  const latestRead = useRef(read);
  latestRead.current = read;
  // The reads settled under the key when the page opened it: until one more has, the page waits.
  const opened = useRef<{ key: string; settled: number } | undefined>(undefined);

  useEffect(() => {
    if (!signedIn) clearFlows();
  }, [signedIn]);
  useEffect(() => {
    if (!active) return;
    opened.current = { key: keyText, settled: flowSnapshot(keyText).settled };
    void readFlow(keyText, () => latestRead.current());
  }, [keyText, active]);

  const refresh = useCallback(async () => {
    if (!enabled) return undefined;
    const key = JSON.parse(keyText) as unknown[];
    await Promise.all([readFlow(keyText, () => latestRead.current(), { fresh: true }), invalidateScope(key.slice(0, -1))]);
    const fresh = flowSnapshot(keyText);
    return fresh.status === 'success' ? (fresh.data as Info) : undefined;
  }, [keyText, enabled]);

  const since = opened.current?.key === keyText ? opened.current.settled : undefined;
  let phase: FlowPhase = 'ready';
  if (!enabled) phase = 'idle';
  else if (!active || since === undefined || state.settled <= since) phase = 'loading';
  else if (state.status === 'error') phase = 'failed';
  return { signedIn, mobile, search, query: new URLSearchParams(search), info: state.data as Info | undefined, phase, refresh, navigate };
}

/** Leaves a page its flow's state does not allow, replacing it in the history. */
export function useFlowRedirect(to: string | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to) navigate(to, { replace: true });
  }, [to, navigate]);
}
