/**
 * mf-auth's data layer: every read and write goes through TanStack Query on core's signed calls.
 * One client per document (this module loads once), with the portal's defaults (retries by the
 * error catalogue, no refetch on window focus). Keys start with the user, then the company, so
 * another user or company never reads a cached answer (keys.ts); a flow's refresh invalidates its
 * root. A flow's own state is read without it (flowState.ts): a first view does not wait for its code.
 */
import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@portal/core';
import { createPortalQueryClient, PortalQueryProvider } from '@portal/ui/query';
import { failureMessage, useSignedIn, type ApiData } from '@portal/ui';

export const authQueryClient = createPortalQueryClient();

export { PAGE_READ, companyKey, useUserKey, userKey } from './keys';

/** Around every page of the remote: the one client, emptied when the session ends. */
export function AuthQueryRoot({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  useEffect(() => {
    if (!signedIn) authQueryClient.clear();
  }, [signedIn]);
  return <PortalQueryProvider client={authQueryClient}>{children}</PortalQueryProvider>;
}

/**
 * A query as the pages' load states read it (the shape LoadFailed and the option lists take): the
 * catalogue's message once the read has failed for good, a reload, and whether it is under way.
 */
export function loadOf<T>(query: UseQueryResult<T>): ApiData<T> {
  const failed = query.isError && !query.isFetching;
  return {
    data: query.data,
    error: failed ? failureMessage(query.error) : undefined,
    notFound: failed && isApiError(query.error) && query.error.status === 404,
    loading: query.isFetching,
    reload: () => void query.refetch(),
  };
}
