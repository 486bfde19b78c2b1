/**
 * The request-signing and payload-encryption protocol between the portal and its servers,
 * as written down in PROTOCOL.md beside this file. Pure functions only: the HTTP client signs
 * with them and the mock API (Node) verifies with them, so nothing here may touch the browser.
 */
import CryptoJS from 'crypto-js/core';
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import MD5 from 'crypto-js/md5';
import SHA256 from 'crypto-js/sha256';
import {
  APP_SECRET,
  CHANNEL_CODE,
  HEADERS,
  MAX_CLOCK_SKEW_MS,
  PRODUCT_ID,
  isExemptPath,
  type EncryptedBody,
} from './paths';

export * from './paths';

type WordArray = CryptoJS.lib.WordArray;

const NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const TIMESTAMP_PATTERN = /^\d{1,16}$/;

/** A fresh random nonce: 16 random bytes as 32 lowercase hex characters. */
export function createNonce(): string {
  return CryptoJS.lib.WordArray.random(16).toString(CryptoJS.enc.Hex);
}

function toWordArray(data: string | Uint8Array): WordArray {
  if (typeof data === 'string') return CryptoJS.enc.Utf8.parse(data);
  const words: number[] = [];
  for (let i = 0; i < data.length; i += 1) {
    words[i >>> 2] = (words[i >>> 2] ?? 0) | (data[i] << (24 - (i % 4) * 8));
  }
  return CryptoJS.lib.WordArray.create(words, data.length);
}

/** Lowercase hex SHA-256 of the body bytes as sent (UTF-8 for strings; empty when no body). */
export function hashBody(body: string | Uint8Array | undefined): string {
  return SHA256(toWordArray(body ?? '')).toString(CryptoJS.enc.Hex);
}

export interface SignInput {
  method: string;
  /** Call path without the base path, with the query string exactly as sent. */
  path: string;
  timestamp: string | number;
  nonce: string;
  /** Body bytes exactly as sent; undefined or '' when there is none. */
  body?: string | Uint8Array;
}

/** The string that is signed: five lines joined by '\n'. */
export function canonicalString({ method, path, timestamp, nonce, body }: SignInput): string {
  return [method.toUpperCase(), path, String(timestamp), nonce, hashBody(body)].join('\n');
}

/** X-Sign: lowercase hex HMAC-SHA256 of the canonical string, keyed with APP_SECRET. */
export function signRequest(input: SignInput): string {
  return HmacSHA256(canonicalString(input), APP_SECRET).toString(CryptoJS.enc.Hex);
}

/** Per-request AES-128-CBC key and IV: MD5 of the secret, timestamp and nonce, with a purpose label. */
function deriveKey(timestamp: string | number, nonce: string): { key: WordArray; iv: WordArray } {
  const seed = `${APP_SECRET}|${timestamp}|${nonce}`;
  return { key: MD5(`${seed}|key`), iv: MD5(`${seed}|iv`) };
}

/** Encrypts a UTF-8 string; returns Base64 ciphertext (AES-128-CBC, PKCS#7). */
export function encryptPayload(plain: string, timestamp: string | number, nonce: string): string {
  const { key, iv } = deriveKey(timestamp, nonce);
  return AES.encrypt(CryptoJS.enc.Utf8.parse(plain), key, { iv }).ciphertext.toString(Base64);
}

/** Decrypts Base64 ciphertext; undefined when it is not valid for this timestamp and nonce. */
export function decryptPayload(cipher: string, timestamp: string | number, nonce: string): string | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cipher) || cipher.length % 4 !== 0) return undefined;
  const { key, iv } = deriveKey(timestamp, nonce);
  try {
    const ciphertext = Base64.parse(cipher);
    if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % 16 !== 0) return undefined;
    const plain = AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), key, { iv });
    if (plain.sigBytes < 0) return undefined;
    return CryptoJS.enc.Utf8.stringify(plain);
  } catch {
    // Wrong key or garbage gives bad padding or invalid UTF-8, which crypto-js reports by throwing.
    return undefined;
  }
}

export interface BuildInput {
  method: string;
  /** Call path without the base path, with the query string exactly as it will be sent. */
  path: string;
  /** A JSON value; undefined sends no body. */
  body?: unknown;
  /** Milliseconds since the epoch; defaults to Date.now(). */
  now?: number;
  nonce?: string;
  /** Session token; adds `Authorization: Bearer <token>`. */
  token?: string;
}

export interface SignedRequest {
  headers: Record<string, string>;
  /** The body exactly as to be sent, or undefined for none. */
  body: string | undefined;
}

/** The protocol headers for a body that is already final (signed over exactly these bytes). */
export function protocolHeaders(input: {
  method: string;
  path: string;
  body?: string | Uint8Array;
  timestamp: number;
  nonce: string;
  encrypted: boolean;
  token?: string;
}): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.channel]: CHANNEL_CODE,
    [HEADERS.product]: PRODUCT_ID,
    [HEADERS.timestamp]: String(input.timestamp),
    [HEADERS.nonce]: input.nonce,
    [HEADERS.sign]: signRequest(input),
  };
  if (input.encrypted) headers[HEADERS.encrypted] = '1';
  if (input.token) headers[HEADERS.authorization] = `Bearer ${input.token}`;
  return headers;
}

/** Builds the headers and body of a JSON call: encrypted unless the path is exempt, always signed. */
export function buildSignedRequest({ method, path, body, now, nonce, token }: BuildInput): SignedRequest {
  const timestamp = now ?? Date.now();
  const requestNonce = nonce ?? createNonce();
  const json = body === undefined ? undefined : JSON.stringify(body);
  const encrypted = json !== undefined && !isExemptPath(path);
  const sent = encrypted
    ? JSON.stringify({ payload: encryptPayload(json, timestamp, requestNonce) } satisfies EncryptedBody)
    : json;
  const headers = protocolHeaders({ method, path, body: sent, timestamp, nonce: requestNonce, encrypted, token });
  if (sent !== undefined) headers[HEADERS.contentType] = 'application/json';
  return { headers, body: sent };
}

/** Request headers as Node (`IncomingHttpHeaders`), fetch (`Headers`) or a plain object give them. */
export type HeaderBag = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Case-insensitive header lookup; the first value when repeated. */
export function readHeader(headers: HeaderBag, name: string): string | undefined {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Readonly<Record<string, string | readonly string[] | undefined>>)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    return typeof value === 'string' ? value : value[0];
  }
  return undefined;
}

export interface VerifyInput {
  method: string;
  /** Call path without the base path, with the query string exactly as received. */
  path: string;
  headers: HeaderBag;
  /** Body bytes exactly as received (a Node Buffer is a Uint8Array); undefined or '' for none. */
  rawBody?: string | Uint8Array;
  /** Server clock, milliseconds since the epoch. */
  now: number;
  /** Optional replay check: return true when this nonce was already seen within the skew window. */
  isReplay?: (nonce: string, timestamp: number) => boolean;
}

export type VerifyResult =
  | { ok: true; body: unknown; encrypted: boolean; token?: string }
  | { ok: false; status: 400 | 403; message: string };

const refuse = (status: 400 | 403, message: string): VerifyResult => ({ ok: false, status, message });

export interface CheckedHeaders {
  ok: true;
  timestamp: number;
  timestampText: string;
  nonce: string;
  sign: string;
}

/**
 * The header half of "Verifying" (PROTOCOL.md), shared by every verifier: all five protocol
 * headers present and well formed, the timestamp within the clock skew. The signature itself
 * is compared by the caller, which owns the hashing.
 */
export function checkProtocolHeaders(headers: HeaderBag, now: number): CheckedHeaders | { ok: false; status: 400 | 403; message: string } {
  const channel = readHeader(headers, HEADERS.channel);
  const product = readHeader(headers, HEADERS.product);
  const timestampText = readHeader(headers, HEADERS.timestamp);
  const nonce = readHeader(headers, HEADERS.nonce);
  const sign = readHeader(headers, HEADERS.sign);
  const missing = [
    [HEADERS.channel, channel],
    [HEADERS.product, product],
    [HEADERS.timestamp, timestampText],
    [HEADERS.nonce, nonce],
    [HEADERS.sign, sign],
  ].filter(([, value]) => !value).map(([name]) => name);
  if (missing.length > 0) return refusal(400, `Missing header(s): ${missing.join(', ')}`);
  if (channel !== CHANNEL_CODE) return refusal(400, `Header ${HEADERS.channel} must be ${CHANNEL_CODE}`);
  if (product !== PRODUCT_ID) return refusal(400, `Header ${HEADERS.product} must be ${PRODUCT_ID}`);
  if (!TIMESTAMP_PATTERN.test(timestampText ?? '')) return refusal(400, `Header ${HEADERS.timestamp} must be milliseconds since the epoch`);
  if (!NONCE_PATTERN.test(nonce ?? '')) return refusal(400, `Header ${HEADERS.nonce} must be 8-64 characters of [A-Za-z0-9_-]`);
  if (!/^[0-9a-f]{64}$/.test(sign ?? '')) return refusal(403, 'Signature mismatch');

  const timestamp = Number(timestampText);
  if (timestamp < now - MAX_CLOCK_SKEW_MS) return refusal(403, 'Stale timestamp: outside the allowed clock skew');
  if (timestamp > now + MAX_CLOCK_SKEW_MS) return refusal(403, 'Timestamp in the future: outside the allowed clock skew');
  return { ok: true, timestamp, timestampText: timestampText as string, nonce: nonce as string, sign: sign as string };
}

/** The bearer token and the encryption flag of a verified call. */
export function readCallHeaders(headers: HeaderBag): { token?: string; encrypted: boolean } {
  const authorization = readHeader(headers, HEADERS.authorization);
  const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
  return { token, encrypted: readHeader(headers, HEADERS.encrypted) === '1' };
}

function refusal(status: 400 | 403, message: string): { ok: false; status: 400 | 403; message: string } {
  return { ok: false, status, message };
}

function bodyText(raw: string | Uint8Array): string {
  return typeof raw === 'string' ? raw : new TextDecoder('utf-8').decode(raw);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Verifies a request as a server must (PROTOCOL.md, "Verifying"). Refusals are 400 (malformed)
 * or 403 (forged or stale); never 401, which the client reads as an expired session.
 */
export function verifySignedRequest({ method, path, headers, rawBody, now, isReplay }: VerifyInput): VerifyResult {
  const checked = checkProtocolHeaders(headers, now);
  if (!checked.ok) return checked;
  const { timestamp, timestampText, nonce, sign } = checked;

  const expected = signRequest({ method, path, timestamp: timestampText, nonce, body: rawBody });
  if (!constantTimeEqual(expected, sign)) return refuse(403, 'Signature mismatch');
  if (isReplay?.(nonce, timestamp)) return refuse(403, 'Replayed nonce');

  const { token, encrypted } = readCallHeaders(headers);
  const raw = rawBody === undefined ? '' : rawBody;
  if (raw.length === 0) return { ok: true, body: undefined, encrypted: false, token };

  const text = bodyText(raw);
  if (!encrypted) {
    if (!isExemptPath(path)) return refuse(400, `Body must be encrypted (${HEADERS.encrypted}: 1) on this path`);
    const contentType = readHeader(headers, HEADERS.contentType) ?? '';
    if (!/\bjson\b/i.test(contentType)) return { ok: true, body: raw, encrypted: false, token };
    const parsed = parseJson(text);
    return parsed.ok ? { ok: true, body: parsed.value, encrypted: false, token } : refuse(400, 'Malformed JSON body');
  }

  const envelope = parseJson(text);
  if (!envelope.ok) return refuse(400, 'Malformed JSON body');
  const payload = (envelope.value as Partial<EncryptedBody> | null)?.payload;
  if (typeof payload !== 'string') return refuse(400, 'Encrypted body must be {"payload": "<base64>"}');
  const plain = decryptPayload(payload, timestampText, nonce);
  if (plain === undefined) return refuse(400, 'Payload cannot be decrypted');
  const parsed = parseJson(plain);
  return parsed.ok ? { ok: true, body: parsed.value, encrypted: true, token } : refuse(400, 'Malformed JSON in decrypted payload');
}

/** Compares two strings without an early exit, so timing does not reveal the matching prefix. */
function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i % Math.max(b.length, 1));
  return diff === 0;
}
