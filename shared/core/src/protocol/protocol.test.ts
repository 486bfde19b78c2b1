/** @jest-environment node */
import fc from 'fast-check';
import { createCipheriv, createHash, createHmac } from 'node:crypto';
import {
  APP_SECRET,
  HEADERS,
  MAX_CLOCK_SKEW_MS,
  buildSignedRequest,
  callPathFromUrl,
  createNonce,
  decryptPayload,
  encryptPayload,
  isExemptPath,
  protocolHeaders,
  signRequest,
  verifySignedRequest,
  type VerifyResult,
} from './index';

const NOW = 1_700_000_000_000;
const NONCE = '0123456789abcdef0123456789abcdef';
const LOGIN = '/uc/v1/api/unified/login/accPwdlogin';

function refusal(result: VerifyResult): { status: number; message: string } {
  if (result.ok) throw new Error('expected a refusal');
  return { status: result.status, message: result.message };
}

describe('isExemptPath', () => {
  it.each([
    ['/ps/communal/ocr/id-card', true],
    ['/ps/communal/file/upload', true],
    ['/ps/communal/file/auth-url?x=1', true],
    ['/treasury/list', true],
    ['/auth/task/jump?instId=1&changeWay=2', true],
    ['/fes/v1/api/x', true],
    ['/dc/v1/api', true],
    ['/backed/contract/list', true],
    ['/contract-common/a', true],
    ['/crm/api/b', true],
    ['/uc/v1/api/unified/index/list', true],
    ['/crm/apix', false],
    ['/auth/task/jumper', false],
    [LOGIN, false],
    ['/auth/query', false],
    ['/ps/communal/data-sign?clientId=/ps/communal/ocr/', false],
  ])('%s -> %s', (path, exempt) => {
    expect(isExemptPath(path)).toBe(exempt);
  });
});

describe('callPathFromUrl', () => {
  it('strips the base path and keeps the encoded query', () => {
    expect(callPathFromUrl('/customer/client/auth/info?entCode=a%20b')).toBe('/auth/info?entCode=a%20b');
    expect(callPathFromUrl('http://h:1/customer/client/auth/info')).toBe('/auth/info');
    expect(callPathFromUrl('/customer/clientele/x')).toBe('/customer/clientele/x');
    expect(callPathFromUrl('/api/x?y=1', '/api/')).toBe('/x?y=1');
  });
});

describe('encryption', () => {
  it('round-trips text and gives each request its own ciphertext', () => {
    const plain = JSON.stringify({ mobileNo: '13800000000', name: '张三' });
    const a = encryptPayload(plain, NOW, NONCE);
    expect(decryptPayload(a, NOW, NONCE)).toBe(plain);
    expect(encryptPayload(plain, NOW + 1, NONCE)).not.toBe(a);
    expect(encryptPayload(plain, NOW, createNonce())).not.toBe(a);
  });

  it('is AES-128-CBC with the MD5-derived key and IV of PROTOCOL.md', () => {
    const seed = `${APP_SECRET}|${NOW}|${NONCE}`;
    const key = createHash('md5').update(`${seed}|key`).digest();
    const iv = createHash('md5').update(`${seed}|iv`).digest();
    const cipher = createCipheriv('aes-128-cbc', key, iv);
    const expected = Buffer.concat([cipher.update('{"a":1}', 'utf8'), cipher.final()]).toString('base64');
    expect(encryptPayload('{"a":1}', NOW, NONCE)).toBe(expected);
  });

  it.each([
    ['wrong nonce', (c: string) => decryptPayload(c, NOW, 'ffffffffffffffff')],
    ['wrong timestamp', (c: string) => decryptPayload(c, NOW + 1, NONCE)],
    ['not base64', () => decryptPayload('***', NOW, NONCE)],
    ['partial block', () => decryptPayload('AAAA', NOW, NONCE)],
    ['empty', () => decryptPayload('', NOW, NONCE)],
  ])('never yields the plain text for %s', (_, run) => {
    const cipher = encryptPayload('{"secret":"value that spans blocks"}', NOW, NONCE);
    const result = run(cipher);
    expect(result === undefined || result !== '{"secret":"value that spans blocks"}').toBe(true);
  });
});

describe('signRequest', () => {
  it('is the HMAC-SHA256 of the documented canonical string', () => {
    const body = '{"payload":"abc"}';
    const canonical = ['POST', '/a?b=1', String(NOW), NONCE, createHash('sha256').update(body).digest('hex')].join('\n');
    const expected = createHmac('sha256', APP_SECRET).update(canonical).digest('hex');
    expect(signRequest({ method: 'post', path: '/a?b=1', timestamp: NOW, nonce: NONCE, body })).toBe(expected);
    expect(signRequest({ method: 'POST', path: '/a?b=1', timestamp: NOW, nonce: NONCE, body: new TextEncoder().encode(body) })).toBe(expected);
  });
});

describe('buildSignedRequest + verifySignedRequest', () => {
  const body = { mobileNo: '13800000000', password: 'UGFzc3dvcmQxIQ==', 备注: '中文' };

  it('round-trips an encrypted body', () => {
    const sent = buildSignedRequest({ method: 'POST', path: LOGIN, body, now: NOW, nonce: NONCE, token: 't0k' });
    expect(sent.headers).toMatchObject({ chanCd: 'customer-pc', productId: 'ps-ua', 'X-Encrypted': '1', Authorization: 'Bearer t0k' });
    expect(JSON.parse(sent.body as string)).toEqual({ payload: expect.any(String) });
    expect(sent.body).not.toContain('13800000000');
    const result = verifySignedRequest({ method: 'POST', path: LOGIN, headers: sent.headers, rawBody: sent.body, now: NOW + 1000 });
    expect(result).toEqual({ ok: true, body, encrypted: true, token: 't0k' });
  });

  it('sends exempt bodies as plain signed JSON', () => {
    const path = '/uc/v1/api/unified/index/list';
    const sent = buildSignedRequest({ method: 'POST', path, body: { page: 1 }, now: NOW });
    expect(sent.headers[HEADERS.encrypted]).toBeUndefined();
    expect(sent.body).toBe('{"page":1}');
    expect(verifySignedRequest({ method: 'POST', path, headers: sent.headers, rawBody: Buffer.from(sent.body as string), now: NOW })).toEqual({
      ok: true,
      body: { page: 1 },
      encrypted: false,
      token: undefined,
    });
  });

  it('accepts a GET without body, headers in any case, and a fetch Headers object', () => {
    const path = '/auth/change/info?entCode=91%E4%B8%AD';
    const sent = buildSignedRequest({ method: 'GET', path, now: NOW });
    expect(sent.body).toBeUndefined();
    const lower = Object.fromEntries(Object.entries(sent.headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(verifySignedRequest({ method: 'GET', path, headers: lower, now: NOW }).ok).toBe(true);
    expect(verifySignedRequest({ method: 'GET', path, headers: new Headers(sent.headers), rawBody: '', now: NOW }).ok).toBe(true);
  });

  it('returns the raw bytes of a non-JSON exempt body', () => {
    const path = '/ps/communal/file/upload';
    const raw = new Uint8Array([0, 1, 2, 250]);
    const headers = { ...protocolHeaders({ method: 'POST', path, body: raw, timestamp: NOW, nonce: NONCE, encrypted: false }), 'content-type': 'multipart/form-data; boundary=x' };
    expect(verifySignedRequest({ method: 'POST', path, headers, rawBody: raw, now: NOW })).toEqual({ ok: true, body: raw, encrypted: false, token: undefined });
  });

  const signed = buildSignedRequest({ method: 'POST', path: LOGIN, body, now: NOW, nonce: NONCE });
  const without = (name: string) => Object.fromEntries(Object.entries(signed.headers).filter(([k]) => k !== name));
  const resign = (path: string, rawBody: string, extra: Record<string, string> = {}) => ({
    ...protocolHeaders({ method: 'POST', path, body: rawBody, timestamp: NOW, nonce: NONCE, encrypted: true }),
    'Content-Type': 'application/json',
    ...extra,
  });

  it.each<[string, Parameters<typeof verifySignedRequest>[0], number, RegExp]>([
    ['missing X-Sign', { method: 'POST', path: LOGIN, headers: without('X-Sign'), rawBody: signed.body, now: NOW }, 400, /Missing header\(s\): X-Sign/],
    ['missing chanCd', { method: 'POST', path: LOGIN, headers: without('chanCd'), rawBody: signed.body, now: NOW }, 400, /chanCd/],
    ['wrong productId', { method: 'POST', path: LOGIN, headers: { ...signed.headers, productId: 'other' }, rawBody: signed.body, now: NOW }, 400, /productId/],
    ['non-numeric timestamp', { method: 'POST', path: LOGIN, headers: { ...signed.headers, 'X-Timestamp': 'soon' }, rawBody: signed.body, now: NOW }, 400, /X-Timestamp/],
    ['short nonce', { method: 'POST', path: LOGIN, headers: { ...signed.headers, 'X-Nonce': 'abc' }, rawBody: signed.body, now: NOW }, 400, /X-Nonce/],
    ['stale timestamp', { method: 'POST', path: LOGIN, headers: signed.headers, rawBody: signed.body, now: NOW + MAX_CLOCK_SKEW_MS + 1 }, 403, /Stale timestamp/],
    ['future timestamp', { method: 'POST', path: LOGIN, headers: signed.headers, rawBody: signed.body, now: NOW - MAX_CLOCK_SKEW_MS - 1 }, 403, /future/],
    ['wrong signature', { method: 'POST', path: LOGIN, headers: { ...signed.headers, 'X-Sign': '0'.repeat(64) }, rawBody: signed.body, now: NOW }, 403, /Signature mismatch/],
    ['malformed signature', { method: 'POST', path: LOGIN, headers: { ...signed.headers, 'X-Sign': 'nope' }, rawBody: signed.body, now: NOW }, 403, /Signature mismatch/],
    ['tampered body', { method: 'POST', path: LOGIN, headers: signed.headers, rawBody: (signed.body as string).replace('"payload":"', '"payload":"A'), now: NOW }, 403, /Signature mismatch/],
    ['other path', { method: 'POST', path: `${LOGIN}?x=1`, headers: signed.headers, rawBody: signed.body, now: NOW }, 403, /Signature mismatch/],
    ['other method', { method: 'PUT', path: LOGIN, headers: signed.headers, rawBody: signed.body, now: NOW }, 403, /Signature mismatch/],
    ['encrypted body without X-Encrypted', { method: 'POST', path: LOGIN, headers: without('X-Encrypted'), rawBody: signed.body, now: NOW }, 400, /must be encrypted/],
    ['undecryptable payload', { method: 'POST', path: LOGIN, headers: resign(LOGIN, '{"payload":"AAAAAAAAAAAAAAAAAAAAAA=="}'), rawBody: '{"payload":"AAAAAAAAAAAAAAAAAAAAAA=="}', now: NOW }, 400, /cannot be decrypted/],
    ['payload not a string', { method: 'POST', path: LOGIN, headers: resign(LOGIN, '{"payload":1}'), rawBody: '{"payload":1}', now: NOW }, 400, /payload/],
    ['malformed envelope JSON', { method: 'POST', path: LOGIN, headers: resign(LOGIN, '{payload'), rawBody: '{payload', now: NOW }, 400, /Malformed JSON/],
  ])('refuses %s', (_, input, status, message) => {
    const result = refusal(verifySignedRequest(input));
    expect(result.status).toBe(status);
    expect(result.message).toMatch(message);
  });

  it('refuses a signed but unencrypted body on a non-exempt path', () => {
    const headers = { ...protocolHeaders({ method: 'POST', path: LOGIN, body: '{"a":1}', timestamp: NOW, nonce: NONCE, encrypted: false }), 'content-type': 'application/json' };
    expect(refusal(verifySignedRequest({ method: 'POST', path: LOGIN, headers, rawBody: '{"a":1}', now: NOW }))).toEqual({ status: 400, message: expect.stringMatching(/must be encrypted/) });
  });

  it('refuses malformed JSON inside a valid encrypted payload and on an exempt path', () => {
    const payload = JSON.stringify({ payload: encryptPayload('{not json', NOW, NONCE) });
    expect(refusal(verifySignedRequest({ method: 'POST', path: LOGIN, headers: resign(LOGIN, payload), rawBody: payload, now: NOW })).message).toMatch(/Malformed JSON in decrypted/);
    const path = '/crm/api/x';
    const headers = { ...protocolHeaders({ method: 'POST', path, body: '{bad', timestamp: NOW, nonce: NONCE, encrypted: false }), 'content-type': 'application/json' };
    expect(refusal(verifySignedRequest({ method: 'POST', path, headers, rawBody: '{bad', now: NOW }))).toEqual({ status: 400, message: 'Malformed JSON body' });
  });

  it('refuses a replayed nonce when the server tracks them', () => {
    const seen = new Set<string>();
    const isReplay = (nonce: string) => seen.has(nonce) || (seen.add(nonce), false);
    const input = { method: 'POST', path: LOGIN, headers: signed.headers, rawBody: signed.body, now: NOW, isReplay };
    expect(verifySignedRequest(input).ok).toBe(true);
    expect(refusal(verifySignedRequest(input))).toEqual({ status: 403, message: 'Replayed nonce' });
  });

  it('refuses any single-byte change of the body or the signature', () => {
    const sentBody = Buffer.from(signed.body as string);
    const sign = signed.headers['X-Sign'];
    fc.assert(
      fc.property(fc.boolean(), fc.nat(), fc.integer({ min: 1, max: 255 }), (inBody, at, delta) => {
        if (inBody) {
          const changed = Buffer.from(sentBody);
          changed[at % changed.length] = (changed[at % changed.length] + delta) % 256;
          return !verifySignedRequest({ method: 'POST', path: LOGIN, headers: signed.headers, rawBody: changed, now: NOW }).ok;
        }
        const bytes = Buffer.from(sign);
        bytes[at % bytes.length] = (bytes[at % bytes.length] + delta) % 256;
        const headers = { ...signed.headers, 'X-Sign': bytes.toString('latin1') };
        return !verifySignedRequest({ method: 'POST', path: LOGIN, headers, rawBody: sentBody, now: NOW }).ok;
      }),
      { numRuns: 500 },
    );
  });
});
