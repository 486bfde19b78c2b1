/**
 * The security headers of every answer, in one place: the preview server sends them
 * (server.ts) and the nginx config is rendered from them (nginx.ts), so the two cannot drift.
 *
 * The Content-Security-Policy allows what the portal really does, found by running every
 * journey in Chromium with a `securitypolicyviolation` listener (see the e2e nginx smoke):
 * - scripts: this origin, the origins remotes.json moves remotes to, the chat SDK's origin, and
 *   the SHA-256 of any inline script the deployed HTML carries (the shell's early.js); never
 *   'unsafe-eval' nor 'unsafe-inline';
 * - styles: this origin, the SHA-256 of any inline <style> the deployed HTML carries, and the
 *   nonce of the answer (never 'unsafe-inline'). The <style> elements made in the browser (the
 *   kit's pre-rendered sheet, antd's CSS-in-JS, webpack's style-loader) carry the nonce the server
 *   wrote into the page (NONCE_PLACEHOLDER); React's `style` props go through CSSOM, which the
 *   policy does not govern;
 * - images: data: (the slider puzzle's pieces, antd's inline images) and blob: (previews of an
 *   uploaded or fetched picture); media: blob: (a fetched intro video); workers: blob: (pdf.js
 *   wraps a worker from another origin in a same-origin module);
 * - nothing may frame the portal (frame-ancestors 'none': a login page must not be framable),
 *   no plugins (object-src 'none'), no <base> hijack, forms post only here.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface PolicyInput {
  /** Origins remotes are served from besides this one (`http://host:port`). */
  remoteOrigins?: readonly string[];
  /** Origins of outside scripts the portal loads and talks to (the chat SDK). */
  scriptOrigins?: readonly string[];
  /** `sha256-...` of every inline script the served HTML carries. */
  scriptHashes?: readonly string[];
  /** `sha256-...` of every inline <style> the served HTML carries. */
  styleHashes?: readonly string[];
  /** The answer's own nonce for <style> elements (a page's; nginx's `$request_id`). */
  styleNonce?: string;
  /** Where browsers post violation reports (the preview server's log, when asked for). */
  reportUri?: string;
}

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/** The policy's directives, in the order they are sent. */
export function cspDirectives(input: PolicyInput = {}): [string, string[]][] {
  const remotes = unique(input.remoteOrigins ?? []);
  const outside = unique(input.scriptOrigins ?? []);
  const hashes = unique(input.scriptHashes ?? []).map((h) => `'${h}'`);
  const styleHashes = unique(input.styleHashes ?? []).map((h) => `'${h}'`);
  const nonce = input.styleNonce ? [`'nonce-${input.styleNonce}'`] : [];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique([...remotes, ...outside]), ...hashes]],
    ['style-src', ["'self'", ...nonce, ...styleHashes, ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['media-src', ["'self'", 'blob:', ...remotes]],
    ['connect-src', ["'self'", ...unique([...remotes, ...outside])]],
    ['worker-src', ["'self'", 'blob:', ...remotes]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(input.reportUri ? [['report-uri', [input.reportUri]] as [string, string[]]] : []),
  ];
}

export function contentSecurityPolicy(input: PolicyInput = {}): string {
  return cspDirectives(input)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Powerful features the portal never uses are off for it and for anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Every security header, name to value, as both servers send them on every answer. */
export function securityHeaders(input: PolicyInput = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    // Older browsers that ignore frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Page addresses may carry one-time codes (?code= from IAM): other origins get nothing.
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // A page this portal opens, or that opens it, gets no handle on its window.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * What the shell's HTML carries where the server writes each page's nonce (in a
 * `<meta property="csp-nonce" nonce="...">` the page's code reads). A nonce made per answer, not a
 * hash, because the browser makes most of the portal's <style> elements (antd's CSS-in-JS for what
 * the kit's sheet lacks, style-loader's CSS): their text is not known when the header is written.
 */
export const NONCE_PLACEHOLDER = '__PORTAL_CSP_NONCE__';

/** A fresh nonce: 128 random bits, base64 (as CSP reads it). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The page with every placeholder replaced by the answer's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.split(NONCE_PLACEHOLDER).join(nonce);
}

const sha256 = (text: string): string => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** `sha256-<base64>` of every inline <style> in an HTML page, as the browser hashes them. */
export function inlineStyleHashes(html: string): string[] {
  return unique([...html.matchAll(INLINE_STYLE)].map(([, body]) => sha256(body)));
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** JSON data blocks are never run, so the policy does not concern them. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** `sha256-<base64>` of every inline script in an HTML page, as the browser hashes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.push(sha256(body));
  }
  return unique(hashes);
}

/** `http://host:port` of an absolute http(s) URL; undefined for a path or anything else. */
export function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
