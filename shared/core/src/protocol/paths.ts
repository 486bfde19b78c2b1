/**
 * The crypto-free half of the protocol (PROTOCOL.md): constants, headers, envelope and the call
 * path rules. What only reads paths (the error catalogue, the client before it sends) imports
 * this, so crypto-js loads with the first signed call, not with the page.
 */

/** Where every call path lives; the path that is signed is what follows it. */
export const API_BASE_PATH = '/customer/client';

/** Default headers of the spec (section 7). */
export const CHANNEL_CODE = 'customer-pc';
export const PRODUCT_ID = 'ps-ua';

/** Header names, spelled as sent. Servers must look them up case-insensitively. */
export const HEADERS = {
  channel: 'chanCd',
  product: 'productId',
  timestamp: 'X-Timestamp',
  nonce: 'X-Nonce',
  sign: 'X-Sign',
  encrypted: 'X-Encrypted',
  authorization: 'Authorization',
  contentType: 'Content-Type',
} as const;

/**
 * Shared by client and servers. NOT a secret: it ships in the browser bundle, so the scheme
 * proves integrity and freshness against casual tampering only; a real deployment would agree
 * a per-session key by a key exchange instead.
 */
export const APP_SECRET = 'portal-customer-pc:ps-ua:2024-demo-app-secret';

/** A request whose timestamp is further than this from the server clock is refused. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Success code of the response envelope. */
export const SUCCESS_CODE = 200;

/** Response envelope of every real call (plain JSON, never encrypted). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  message: string;
  data: T;
  success: boolean;
}

/** Body of an encrypted request. */
export interface EncryptedBody {
  payload: string;
}

/**
 * Path prefixes whose bodies travel in plain text (still signed): OCR and file services carry
 * large or binary bodies, the others are systems that never took encrypted payloads.
 */
export const EXEMPT_PATH_PREFIXES: readonly string[] = [
  '/ps/communal/ocr/',
  '/ps/communal/file/',
  '/treasury/',
  '/auth/task/jump',
  '/fes/v1/api',
  '/dc/v1/api',
  '/backed/contract',
  '/contract-common',
  '/crm/api',
  '/uc/v1/api/unified/index/list',
];

/** The path part of a call path (no query, no fragment). */
export function pathnameOf(path: string): string {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
}

/** True when `prefix` covers `pathname` on a segment boundary (`/crm/api` covers `/crm/api/x`, not `/crm/apix`). */
export function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** True when the call's body is sent in plain text (still signed). `path` may carry a query. */
export function isExemptPath(path: string): boolean {
  const pathname = pathnameOf(path);
  return EXEMPT_PATH_PREFIXES.some((prefix) => matchesPrefix(pathname, prefix));
}

/**
 * The call path of a request URL as sent on the wire: pathname + query with the base path
 * removed. Accepts a full URL or an origin-relative request target (`req.url` in Node).
 */
export function callPathFromUrl(url: string, basePath: string = API_BASE_PATH): string {
  const parsed = new URL(url, 'http://localhost');
  const base = basePath.replace(/\/+$/, '');
  const pathname =
    base && (parsed.pathname === base || parsed.pathname.startsWith(`${base}/`))
      ? parsed.pathname.slice(base.length) || '/'
      : parsed.pathname;
  return `${pathname}${parsed.search}`;
}
