/**
 * remotes.json says which version of each remote every page view loads. A shared cache (a CDN)
 * may answer it for 30 s and serve it stale 30 s more while it asks again; browsers keep it for
 * no time but may use it within those 30 s while revalidating (its ETag makes that a 304). So a
 * publish or a rollback reaches every customer's next page view within REMOTES_JSON_REACH_SECONDS.
 */
export const REMOTES_JSON = /(^|\/)remotes\.json$/;
export const REMOTES_JSON_SHARED_SECONDS = 30;
export const REMOTES_JSON_STALE_SECONDS = 30;
export const REMOTES_JSON_CACHE_CONTROL = `public, max-age=0, s-maxage=${REMOTES_JSON_SHARED_SECONDS}, stale-while-revalidate=${REMOTES_JSON_STALE_SECONDS}`;
/** The longest a publish or a rollback takes to reach every page view (the README says it). */
export const REMOTES_JSON_REACH_SECONDS = REMOTES_JSON_SHARED_SECONDS + REMOTES_JSON_STALE_SECONDS;

/** Files that say where everything else is: they must never be cached. */
export const NEVER_CACHED = /(^|\/)(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|index\.html|config\.json|portal\.config\.json)$/;
/** webpack's `[name].[contenthash:8]` files never change under the same name. */
export const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** A published remote version's folder (`portal-app publish`): nothing in it ever changes. */
export const VERSIONED = /\/(dist|remotes\/[^/]+)\/versions\/[^/]+\/[^/]/;

export function cacheControlFor(filePath: string): string {
  if (VERSIONED.test(filePath)) return 'public, max-age=31536000, immutable';
  if (REMOTES_JSON.test(filePath)) return REMOTES_JSON_CACHE_CONTROL;
  if (NEVER_CACHED.test(filePath)) return 'no-store, max-age=0';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
