/**
 * The signed-in remotes' one data layer: a TanStack Query client whose defaults follow the
 * error catalogue (core `shouldRetryCall`) and never refetch a signed call on window focus.
 * Calls run whether or not the browser says it is online (`networkMode: 'always'`): offline,
 * TanStack Query would otherwise hold them paused with no answer, where the portal's client
 * fails them at once with the catalogue's network message for the page to show.
 * Its own entry (`@portal/ui/query`), so public pages never load TanStack Query.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { retryDelayMs, shouldRetryCall } from '@portal/core';

export interface PortalQueryClientOptions {
  /** How long a read stays fresh; 30 s unless a page says otherwise. */
  staleTime?: number;
}

export function createPortalQueryClient(options: PortalQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => shouldRetryCall('read', failures, error),
        retryDelay: retryDelayMs,
        staleTime: options.staleTime ?? 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { retry: (failures, error) => shouldRetryCall('write', failures, error), networkMode: 'always' },
    },
  });
}

export interface PortalQueryProviderProps {
  client: QueryClient;
  children?: ReactNode;
}

/** The provider a remote's root wraps its pages in. */
export function PortalQueryProvider({ client, children }: PortalQueryProviderProps) {
  return createElement(QueryClientProvider, { client }, children);
}
