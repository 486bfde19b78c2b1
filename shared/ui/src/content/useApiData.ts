import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@portal/core';

export interface ApiData<T> {
  data: T | undefined;
  /** What to tell the reader when the call failed (the server's own words for a 404). */
  error: string | undefined;
  loading: boolean;
  reload: () => void;
}

/** The message a page shows for a failed content call. */
export function failureMessage(error: unknown): string {
  if (isApiError(error)) return error.status === 404 && error.serverMessage ? error.serverMessage : error.message;
  return error instanceof Error ? error.message : String(error);
}

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
  const [state, setState] = useState<{ key: string | null; data?: T; error?: string; loading: boolean }>({ key: null, loading: key !== null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    setState((s) => ({ key, data: s.key === key || keepPrevious ? s.data : undefined, loading: true }));
    load().then(
      (data) => current && setState({ key, data, loading: false }),
      (error: unknown) => current && setState((s) => ({ key, data: keepPrevious ? s.data : undefined, error: failureMessage(error), loading: false })),
    );
    return () => {
      current = false;
    };
    // `load` is named by `key`; a new closure for the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = state.key === key;
  return { data: fresh || keepPrevious ? state.data : undefined, error: fresh ? state.error : undefined, loading: key !== null && (!fresh || state.loading), reload };
}
