/**
 * The keys of mf-auth's reads, without the query client's code: a page's first view (its flow's
 * state, its heading) needs them before TanStack Query has loaded. Keys start with the user, then
 * the company, so another user or company never reads a cached answer.
 */
import { useSession } from '@portal/ui';

/**
 * A read of what a page shows about the user's or company's state: asked whenever the page opens,
 * and dropped when it closes, so a page opened again starts from its loading state, never an old answer.
 */
export const PAGE_READ = { staleTime: 0, gcTime: 0 } as const;

/** The root of every key: the signed-in user. */
export const userKey = (mobile: string) => ['auth', mobile] as const;

/** The root of a company's keys: what a mutation for that company invalidates. */
export const companyKey = (mobile: string, entCode: string | undefined) => [...userKey(mobile), 'company', entCode ?? ''] as const;

/** The signed-in user's key root, from the session. */
export function useUserKey(): readonly ['auth', string] {
  return userKey(useSession().user?.mobile ?? '');
}
