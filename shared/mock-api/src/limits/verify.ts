/**
 * The mock's protocol check: the same rules, order and answers as `verifySignedRequest` in
 * @portal/core (PROTOCOL.md, "Verifying"; a property test keeps the two in step), computed with
 * Node's native crypto instead of crypto-js and with a bounded JSON depth. crypto-js took about
 * 100 ms to hash a 1 MB body and 400 ms to decrypt one, all on the one event loop; Node's
 * crypto does both in a few milliseconds.
 */
import { createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  APP_SECRET,
  HEADERS,
  type HeaderBag,
  type VerifyResult,
  checkProtocolHeaders,
  isExemptPath,
  readCallHeaders,
  readHeader,
} from '@portal/core/protocol';
import { type JsonParse, parseBoundedJson, tooDeepMessage } from './json';

const BASE64_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;

export interface FastVerifyInput {
  method: string;
  path: string;
  headers: HeaderBag;
  rawBody?: Buffer;
  now: number;
  isReplay?: (nonce: string, timestamp: number) => boolean;
  maxJsonDepth: number;
}

const refuse = (status: 400 | 403, message: string): VerifyResult => ({ ok: false, status, message });

const md5 = (text: string): Buffer => createHash('md5').update(text, 'utf8').digest();

/** AES-128-CBC (PKCS#7) with the protocol's per-request key; undefined when it does not decrypt to UTF-8. */
export function decryptPayloadFast(cipher: string, timestamp: string, nonce: string): string | undefined {
  if (!BASE64_PATTERN.test(cipher) || cipher.length % 4 !== 0) return undefined;
  const bytes = Buffer.from(cipher, 'base64');
  if (bytes.length === 0 || bytes.length % 16 !== 0) return undefined;
  const seed = `${APP_SECRET}|${timestamp}|${nonce}`;
  try {
    const decipher = createDecipheriv('aes-128-cbc', md5(`${seed}|key`), md5(`${seed}|iv`));
    const plain = Buffer.concat([decipher.update(bytes), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return undefined;
  }
}

function signatureOf(method: string, path: string, timestamp: string, nonce: string, body: Buffer | undefined): string {
  const bodyHash = createHash('sha256')
    .update(body ?? Buffer.alloc(0))
    .digest('hex');
  const canonical = [method.toUpperCase(), path, timestamp, nonce, bodyHash].join('\n');
  return createHmac('sha256', APP_SECRET).update(canonical, 'utf8').digest('hex');
}

function jsonRefusal(parsed: JsonParse & { ok: false }, maxDepth: number, malformed: string): VerifyResult {
  return refuse(400, parsed.reason === 'too-deep' ? tooDeepMessage(maxDepth) : malformed);
}

export function verifySignedRequestFast({ method, path, headers, rawBody, now, isReplay, maxJsonDepth }: FastVerifyInput): VerifyResult {
  const checked = checkProtocolHeaders(headers, now);
  if (!checked.ok) return checked;
  const { timestamp, timestampText, nonce, sign } = checked;

  const expected = signatureOf(method, path, timestampText, nonce, rawBody);
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(sign))) return refuse(403, 'Signature mismatch');
  if (isReplay?.(nonce, timestamp)) return refuse(403, 'Replayed nonce');

  const { token, encrypted } = readCallHeaders(headers);
  if (!rawBody || rawBody.length === 0) return { ok: true, body: undefined, encrypted: false, token };

  if (!encrypted) {
    if (!isExemptPath(path)) return refuse(400, `Body must be encrypted (${HEADERS.encrypted}: 1) on this path`);
    const contentType = readHeader(headers, HEADERS.contentType) ?? '';
    if (!/\bjson\b/i.test(contentType)) return { ok: true, body: rawBody, encrypted: false, token };
    const parsed = parseBoundedJson(rawBody.toString('utf8'), maxJsonDepth);
    return parsed.ok ? { ok: true, body: parsed.value, encrypted: false, token } : jsonRefusal(parsed, maxJsonDepth, 'Malformed JSON body');
  }

  const envelope = parseBoundedJson(rawBody.toString('utf8'), maxJsonDepth);
  if (!envelope.ok) return jsonRefusal(envelope, maxJsonDepth, 'Malformed JSON body');
  const payload = (envelope.value as { payload?: unknown } | null)?.payload;
  if (typeof payload !== 'string') return refuse(400, 'Encrypted body must be {"payload": "<base64>"}');
  const plain = decryptPayloadFast(payload, timestampText, nonce);
  if (plain === undefined) return refuse(400, 'Payload cannot be decrypted');
  const parsed = parseBoundedJson(plain, maxJsonDepth);
  return parsed.ok ? { ok: true, body: parsed.value, encrypted: true, token } : jsonRefusal(parsed, maxJsonDepth, 'Malformed JSON in decrypted payload');
}
