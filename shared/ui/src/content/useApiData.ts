import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isApiError, isShownElsewhere } from '@portal/core';
import { loadFailed } from '../i18n/zh-CN/content';

export interface ApiData<T> {
  data: T | undefined;
  /** What to tell the reader when the call failed: the catalogue's text, for a 404 too. */
  error: string | undefined;
  /** The call answered 404: the item is gone, so a retry would not help. */
  notFound: boolean;
  loading: boolean;
  reload: () => void;
}

/**
 * The message a page shows for a failed content call: the error catalogue's, never the server's
 * words; a failure whose blocking box already says it (10100012) gets a plain one beside its retry.
 */
export function failureMessage(error: unknown): string {
  if (isShownElsewhere(error)) return loadFailed.failed;
  return error instanceof Error ? error.message : String(error);
}

const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

export interface ApiDataOptions {
  /** While the next key loads, keep showing the last answer (paged lists): no flash of empty. */
  keepPrevious?: boolean;
}

/**
 * Runs a content call when `key` changes and keeps its outcome; an answer that arrives after the
 * key moved on is dropped. `key` names the request (its path and query), so `load` may be inline.
 */
export function useApiData<T>(key: string | null, load: () => Promise<T>, options: ApiDataOptions = {}): ApiData<T> {
  const keepPrevious = options.keepPrevious === true;
  const [state, setState] = useState<{ key: string | null; data?: T; error?: string; notFound?: boolean; loading: boolean }>({ key: null, loading: key !== null });
  const [attempt, setAttempt] = useState(0);
  // `load` is named by `key`: a new closure for the same key is the same request, so it is read, not watched.
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    setState((s) => ({ key, data: s.key === key || keepPrevious ? s.data : undefined, loading: true }));
    // The answer renders as a transition: a large page is drawn in slices of a few milliseconds,
    // so input and painting are never held up by one long task.
    latestLoad.current().then(
      (data) => current && startTransition(() => setState({ key, data, loading: false })),
      (error: unknown) =>
        current &&
        startTransition(() =>
          setState((s) => ({ key, data: keepPrevious ? s.data : undefined, error: failureMessage(error), notFound: isNotFound(error), loading: false })),
        ),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, keepPrevious]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = state.key === key;
  return {
    data: fresh || keepPrevious ? state.data : undefined,
    error: fresh ? state.error : undefined,
    notFound: fresh && state.notFound === true,
    loading: key !== null && (!fresh || state.loading),
    reload,
  };
}
