import Fastify from 'fastify';
import { API_BASE_PATH, MAX_CLOCK_SKEW_MS, buildSignedRequest, encryptPayload, protocolHeaders } from '@portal/core/protocol';
import { createMockApp, mockApi } from './index';
import { PersonaMobile } from './personas';
import { type Harness, LOGIN, START_TIME, startHarness } from './test-client';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

const SMS_LOGIN = `${LOGIN}/smsLogin`;
const loginBody = { mobileNo: PersonaMobile.oneCompany, smsVerCode: '123456' };

function send(path: string, headers: Record<string, string>, payload?: string, method: 'GET' | 'POST' = 'POST') {
  return h.app.inject({ method, url: `${API_BASE_PATH}${path}`, headers, payload });
}

describe('protocol checks (PROTOCOL.md)', () => {
  it('lets a signed, encrypted call through to the handler', async () => {
    const signed = buildSignedRequest({ method: 'POST', path: SMS_LOGIN, body: loginBody, now: h.now() });
    expect(signed.headers['X-Encrypted']).toBe('1');
    const response = await send(SMS_LOGIN, signed.headers, signed.body);
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(501003);
  });

  it('refuses a tampered body with a 403 envelope', async () => {
    const signed = buildSignedRequest({ method: 'POST', path: SMS_LOGIN, body: loginBody, now: h.now() });
    const tampered = (signed.body ?? '').replace(/"payload":"./, (m) => m.slice(0, -1) + (m.endsWith('A') ? 'B' : 'A'));
    const response = await send(SMS_LOGIN, signed.headers, tampered);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, message: 'Signature mismatch', data: null, success: false });
  });

  it('refuses a wrong signature and a call replayed to another path', async () => {
    const signed = buildSignedRequest({ method: 'POST', path: SMS_LOGIN, body: loginBody, now: h.now() });
    const wrong = await send(SMS_LOGIN, { ...signed.headers, 'X-Sign': 'a'.repeat(64) }, signed.body);
    expect(wrong.statusCode).toBe(403);
    const moved = await send(`${LOGIN}/accPwdlogin`, signed.headers, signed.body);
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe('Signature mismatch');
  });

  it('refuses a stale or future timestamp', async () => {
    for (const offset of [-(MAX_CLOCK_SKEW_MS + 1), MAX_CLOCK_SKEW_MS + 1]) {
      const signed = buildSignedRequest({ method: 'POST', path: SMS_LOGIN, body: loginBody, now: START_TIME + offset });
      const response = await send(SMS_LOGIN, signed.headers, signed.body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^(Stale timestamp|Timestamp in the future)/);
    }
  });

  it('refuses a replayed nonce', async () => {
    const signed = buildSignedRequest({ method: 'POST', path: SMS_LOGIN, body: loginBody, now: h.now() });
    expect((await send(SMS_LOGIN, signed.headers, signed.body)).statusCode).toBe(200);
    const again = await send(SMS_LOGIN, signed.headers, signed.body);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Replayed nonce');
  });

  it('refuses missing headers and a plain body on an encrypted path with 400', async () => {
    const bare = await send(SMS_LOGIN, { 'content-type': 'application/json' }, JSON.stringify(loginBody));
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toMatch(/^Missing header\(s\): chanCd/);

    const plain = JSON.stringify(loginBody);
    const headers = protocolHeaders({ method: 'POST', path: SMS_LOGIN, body: plain, timestamp: h.now(), nonce: 'n0nce-plain-01', encrypted: false });
    const response = await send(SMS_LOGIN, { ...headers, 'content-type': 'application/json' }, plain);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Body must be encrypted/);
  });

  it('answers malformed JSON with a 400 and a message, never a 500', async () => {
    const nonce = 'n0nce-malformed-01';
    const sentBroken = '{"payload": ';
    const broken = protocolHeaders({ method: 'POST', path: SMS_LOGIN, body: sentBroken, timestamp: h.now(), nonce, encrypted: true });
    const outer = await send(SMS_LOGIN, { ...broken, 'content-type': 'application/json' }, sentBroken);
    expect(outer.statusCode).toBe(400);
    expect(outer.json()).toMatchObject({ code: 400, message: 'Malformed JSON body', success: false });

    const nonce2 = 'n0nce-malformed-02';
    const sentInner = JSON.stringify({ payload: encryptPayload('{"mobileNo": 138', h.now(), nonce2) });
    const inner = protocolHeaders({ method: 'POST', path: SMS_LOGIN, body: sentInner, timestamp: h.now(), nonce: nonce2, encrypted: true });
    const response = await send(SMS_LOGIN, { ...inner, 'content-type': 'application/json' }, sentInner);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Malformed JSON/);
  });

  it('answers a schema failure with a 400 naming the field', async () => {
    const result = await h.call('POST', SMS_LOGIN, { mobileNo: PersonaMobile.oneCompany });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 400, message: '缺少参数 smsVerCode', success: false });
  });
});

describe('routing and tokens', () => {
  it('answers an unknown call path with a 404 envelope', async () => {
    const result = await h.call('POST', '/uc/v1/api/nothing/here', { a: 1 });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ code: 404, message: '接口不存在：POST /uc/v1/api/nothing/here', data: null, success: false });
  });

  it('answers HTTP 401 without a token, with a wrong one, and after logout', async () => {
    expect((await h.call('GET', `${LOGIN}/user`)).status).toBe(401);
    expect((await h.call('GET', `${LOGIN}/user`, undefined, 'f'.repeat(32))).body).toMatchObject({ code: 401, success: false });
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    expect((await h.call('GET', '/uc/v1/api/token/verify', undefined, token)).status).toBe(200);
    expect((await h.call('POST', `${LOGIN}/logout`, undefined, token)).body.code).toBe(200);
    expect((await h.call('GET', '/uc/v1/api/token/verify', undefined, token)).status).toBe(401);
  });
});

describe('CORS: an allowlist of origins', () => {
  const REMOTE = 'http://remote.example:3001';
  let app: Awaited<ReturnType<typeof createMockApp>>;
  beforeEach(async () => {
    app = await createMockApp({ seed: 5, now: h.now, allowedOrigins: [REMOTE] });
  });
  afterEach(async () => {
    await app.close();
  });
  const preflight = (origin: string) =>
    app.inject({ method: 'OPTIONS', url: `${API_BASE_PATH}${SMS_LOGIN}`, headers: { origin, 'access-control-request-method': 'POST' } });

  it('answers a preflight from an allowed origin with the protocol headers allowed', async () => {
    const response = await preflight(REMOTE);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(REMOTE);
    expect(String(response.headers['access-control-allow-headers'])).toContain('X-Sign');
    expect(String(response.headers['access-control-allow-headers'])).toContain('Authorization');
  });

  it('marks real answers for that origin too', async () => {
    const signed = buildSignedRequest({ method: 'GET', path: `${LOGIN}/user`, now: h.now() });
    const response = await app.inject({ method: 'GET', url: `${API_BASE_PATH}${LOGIN}/user`, headers: { ...signed.headers, origin: REMOTE } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(REMOTE);
  });

  it('gives any other origin no CORS headers (http://evil.example was echoed before)', async () => {
    const refused = await preflight('http://evil.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const signed = buildSignedRequest({ method: 'GET', path: `${LOGIN}/slide-verify-code`, now: h.now() });
    const answer = await app.inject({ method: 'GET', url: `${API_BASE_PATH}${LOGIN}/slide-verify-code`, headers: { ...signed.headers, origin: 'http://evil.example' } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("allows the request's own origin and those of MOCK_ALLOWED_ORIGINS", async () => {
    const own = await app.inject({ method: 'OPTIONS', url: `${API_BASE_PATH}${SMS_LOGIN}`, headers: { host: 'portal.test:8080', origin: 'http://portal.test:8080' } });
    expect(own.headers['access-control-allow-origin']).toBe('http://portal.test:8080');
    process.env.MOCK_ALLOWED_ORIGINS = 'http://qa.example:9000, https://portal.example';
    try {
      expect((await preflight('https://portal.example')).headers['access-control-allow-origin']).toBe('https://portal.example');
    } finally {
      delete process.env.MOCK_ALLOWED_ORIGINS;
    }
    expect((await preflight('https://portal.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('as a plugin in a host server', () => {
  it('keeps its parsers and error handling to its own routes', async () => {
    const host = Fastify();
    host.post('/host/echo', async (request) => ({ echoed: request.body }));
    await host.register(mockApi, { seed: 1 });
    const echo = await host.inject({ method: 'POST', url: '/host/echo', payload: { a: 1 } });
    expect(echo.json()).toEqual({ echoed: { a: 1 } });
    expect((await host.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
    await host.close();
  });
});

describe('over a real socket', () => {
  it('drops the connection for a drop scenario and serves signed calls', async () => {
    const app = await createMockApp({ seed: 3 });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const path = `${LOGIN}/slide-verify-code`;
      const signed = buildSignedRequest({ method: 'GET', path });
      const ok = await fetch(`${address}${API_BASE_PATH}${path}`, { headers: signed.headers });
      expect(ok.status).toBe(200);
      expect((await ok.json()).data.token).toMatch(/^[0-9a-f]{32}$/);

      const scripted = await fetch(`${address}/__mock/scenario`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'GET', path, drop: true }),
      });
      await scripted.arrayBuffer(); // an unread answer holds app.close() for the keep-alive timeout
      const again = buildSignedRequest({ method: 'GET', path });
      await expect(fetch(`${address}${API_BASE_PATH}${path}`, { headers: again.headers })).rejects.toThrow();
    } finally {
      await app.close();
    }
  });
});
