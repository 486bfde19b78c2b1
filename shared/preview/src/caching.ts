/** Files that say where everything else is: they must never be cached. */
export const NEVER_CACHED = /(^|\/)(remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|index\.html|config\.json|portal\.config\.json)$/;
/** webpack's `[name].[contenthash:8]` files never change under the same name. */
export const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** A published remote version's folder (`portal-app publish`): nothing in it ever changes. */
export const VERSIONED = /\/(dist|remotes\/[^/]+)\/versions\/[^/]+\/[^/]/;

export function cacheControlFor(filePath: string): string {
  if (VERSIONED.test(filePath)) return 'public, max-age=31536000, immutable';
  if (NEVER_CACHED.test(filePath)) return 'no-store, max-age=0';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
