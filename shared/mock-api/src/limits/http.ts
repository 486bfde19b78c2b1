/**
 * The HTTP side of the limits: the origin allowlist (CORS for the signed calls, none for the
 * control API), the control API kept to this machine, body size and Content-Type checks made
 * from the headers before a body is read, and `Cache-Control: no-store` on every answer that may
 * carry a secret.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH, HEADERS, pathnameOf } from '@portal/core/protocol';
import { BizCode, Messages, fail } from '../envelope';
import type { MockLimits } from './config';

/** Where the allowed origins come from: a list, or a function read on each request (remotes.json may change). */
export type OriginSource = readonly string[] | (() => readonly string[]);

/** `MOCK_ALLOWED_ORIGINS`: extra origins, comma separated (e.g. `http://localhost:3000,https://portal.example`). */
export const ORIGINS_ENV = 'MOCK_ALLOWED_ORIGINS';

export function originsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env[ORIGINS_ENV] ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** The origin the request was sent to (scheme, host and port as the browser addressed it). */
export const ownOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

export class OriginPolicy {
  constructor(private readonly source: OriginSource = []) {}

  /** The request's own origin, the configured ones and those of `MOCK_ALLOWED_ORIGINS`. */
  allows(request: FastifyRequest, origin: string): boolean {
    if (origin === ownOrigin(request)) return true;
    const list = typeof this.source === 'function' ? this.source() : this.source;
    return list.includes(origin) || originsFromEnv().includes(origin);
  }
}

const API_METHODS = 'GET, POST, PUT, DELETE, PATCH';
const ALLOWED_HEADERS = Object.values(HEADERS).join(', ');

const isControl = (url: string): boolean => url === '/__mock' || url.startsWith('/__mock/');
const isApi = (url: string): boolean => url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`);

/** `MOCK_CONTROL_REMOTE=1`: the control API answers other machines too (a shared QA server). */
export const CONTROL_REMOTE_ENV = 'MOCK_CONTROL_REMOTE';

/**
 * Pages under /__mock/ that stand for outside systems a customer's browser or phone opens
 * (public, or reached only through an unguessable id or token): any address may use them. The
 * rest (SMS codes, slider answers, sign-in as anyone at the IAM centre, state changes, and any
 * route added later) is control.
 */
const OPEN_SIMULATORS = [
  '/__mock/openapi.json',
  '/__mock/samples/',
  '/__mock/agreements/',
  '/__mock/templates/',
  '/__mock/chrome/service',
  '/__mock/chrome/chat-sdk.js',
  '/__mock/chrome/chat/ask',
  '/__mock/face/page/',
  '/__mock/lp/page/',
  '/__mock/admin-change/page/',
  '/__mock/biz/',
  '/__mock/download/',
  '/__mock/files/',
];

const isOpenSimulator = (url: string): boolean => OPEN_SIMULATORS.some((prefix) => (prefix.endsWith('/') ? url.startsWith(prefix) : url === prefix));

const isLoopbackAddress = (address: string): boolean => /^(127\.|::ffff:127\.)/.test(address) || address === '::1';

/** A loopback name, so a page that rebinds its own host name to 127.0.0.1 cannot reach the control API. */
const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/**
 * Whether a control call may be answered: from this machine (the socket's address, and every
 * address a proxy in front names in X-Forwarded-For) to a loopback host name, unless
 * `MOCK_CONTROL_REMOTE=1` opens it.
 */
export function controlCallAllowed(request: FastifyRequest, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env[CONTROL_REMOTE_ENV] === '1') return true;
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (![request.socket.remoteAddress ?? '', ...forwarded].every(isLoopbackAddress)) return false;
  return isLoopbackHost(request.hostname.toLowerCase());
}

/**
 * onRequest: CORS headers for an allowed origin on the signed calls; nothing for any other
 * origin; the control API refuses a request whose Origin is not its own, and one from another
 * machine (403, no CORS).
 */
export function originHook(policy: OriginPolicy) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origin = request.headers.origin;
    const url = pathnameOf(request.url);
    if (isControl(url)) {
      if (origin !== undefined && origin !== ownOrigin(request)) {
        await reply.code(403).send(fail(BizCode.FORBIDDEN, 'The control API answers its own origin only'));
        return;
      }
      if (!isOpenSimulator(url) && !controlCallAllowed(request)) {
        await reply.code(403).send(fail(BizCode.FORBIDDEN, `The control API answers this machine only (${CONTROL_REMOTE_ENV}=1 opens it to others)`));
      }
      return;
    }
    if (!origin || !isApi(url)) return;
    reply.header('Vary', 'Origin');
    if (!policy.allows(request, origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    if (request.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', API_METHODS);
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
    }
  };
}

/** A preflight: 204 for an allowed origin (the hook added the headers), 403 without CORS for any other. */
export function preflightHandler(policy: OriginPolicy) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origin = request.headers.origin;
    if (origin && !policy.allows(request, origin)) {
      await reply.code(403).send(fail(BizCode.FORBIDDEN, 'Origin not allowed'));
      return;
    }
    await reply.code(204).send();
  };
}

/** Call paths that take multipart uploads (the file upload and OCR services). */
export const isUploadPath = (callPath: string): boolean => {
  const pathname = pathnameOf(callPath);
  return pathname === '/ps/communal/file/upload' || pathname.startsWith('/ps/communal/ocr/');
};

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const CHARSET_PARAM = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/**
 * `application/json` in UTF-8: JSON is UTF-8 (RFC 8259) and every body is read as UTF-8, so a
 * declared other charset (`charset=utf-16`) is a 415 rather than bytes read as something else.
 */
export function isUtf8Json(contentType: string): boolean {
  if (!JSON_TYPE.test(contentType)) return false;
  const charset = CHARSET_PARAM.exec(contentType)?.[1];
  return charset === undefined || /^utf-?8$/i.test(charset);
}
const MULTIPART_TYPE = /^multipart\/form-data\s*(;|$)/i;

const hasBody = (request: FastifyRequest): boolean => {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

/**
 * onRequest of the signed calls: 415 for a body that is neither JSON nor (on the upload paths)
 * multipart, and 413 when Content-Length is over that type's limit, before a byte is read.
 * A chunked body is cut at the same limit by the parsers' `bodyLimit`.
 */
export function bodyLimitHook(limits: MockLimits, callPathOf: (url: string) => string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!hasBody(request)) return;
    const type = request.headers['content-type'] ?? '';
    const multipart = MULTIPART_TYPE.test(type);
    if (!isUtf8Json(type) && !(multipart && isUploadPath(callPathOf(request.url)))) {
      await reply.code(415).send(fail(BizCode.UNSUPPORTED_MEDIA_TYPE, Messages.UNSUPPORTED_MEDIA_TYPE));
      return;
    }
    const limit = multipart ? limits.uploadBodyBytes : limits.jsonBodyBytes;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > limit) {
      // The body is never read: close the connection after the answer rather than drain it.
      reply.header('Connection', 'close');
      await reply.code(413).send(fail(BizCode.PAYLOAD_TOO_LARGE, Messages.PAYLOAD_TOO_LARGE));
    }
  };
}

/**
 * Public answers that may be cached: content for visitors, enumerations, the OpenAPI document,
 * samples and agreements. Every other answer of the mock may carry a token, personal data, a
 * jump signature, an SMS code or a captcha answer, and gets `Cache-Control: no-store`.
 */
const PUBLIC_API = ['/cms/', '/ifpc/v1/api/enum/', '/treasury/v1/product', '/treasury/v1/templates', '/treasury/v1/files', '/treasury/v1/file/'];
const PUBLIC_CONTROL = ['/__mock/openapi.json', '/__mock/samples/', '/__mock/agreements/'];

export function isPublicAnswer(url: string): boolean {
  const pathname = pathnameOf(url);
  if (isApi(pathname)) {
    const callPath = pathname.slice(API_BASE_PATH.length);
    return PUBLIC_API.some((prefix) => callPath === prefix || callPath.startsWith(prefix));
  }
  return PUBLIC_CONTROL.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/** onSend: `no-store` on every answer of the mock that is not public (a route's own header stays). */
export async function noStoreHook(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!reply.hasHeader('cache-control') && !isPublicAnswer(request.url)) reply.header('Cache-Control', 'no-store');
  return payload;
}

/** Answers with personal data must not be kept by browsers or proxies. */
export function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
}
