/**
 * Whose `X-Forwarded-For` to believe. The abuse limits count per client address (request.ip);
 * behind a proxy every caller's socket is the proxy's, so the address it forwards is the client's,
 * but only when the socket is a configured proxy: anyone else could write the header. Fastify's
 * `trustProxy` (proxy-addr) walks the header from the socket back to the first untrusted address.
 */

/** `TRUSTED_PROXIES`: the proxies in front (addresses or CIDRs, comma separated), or `none`. */
export const TRUSTED_PROXIES_ENV = 'TRUSTED_PROXIES';

/** A proxy on this machine (deploy/nginx beside the server) by default. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.0/8', '::1/128'];

/** Fastify's `trustProxy` option from the environment: the list, or false for `none`. */
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): string[] | false {
  const value = env[TRUSTED_PROXIES_ENV]?.trim();
  if (!value) return [...DEFAULT_TRUSTED_PROXIES];
  if (value === 'none') return false;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
