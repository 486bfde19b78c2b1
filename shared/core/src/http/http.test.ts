/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBus, type PortalEvents } from '../bus';
import { ApiError } from '../errors';
import { API_BASE_PATH, MAX_CLOCK_SKEW_MS, buildSignedRequest, callPathFromUrl, verifySignedRequest } from '../protocol';
import {
  DEFAULT_BASE_URL,
  REQUEST_TIMEOUT_MS,
  configureHttp,
  createHttpClient,
  getHttpConfig,
  http as portalHttp,
  timeoutFor,
  type HttpClient,
} from './index';

interface Seen {
  path: string;
  rawBody: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  encrypted: boolean;
  token?: string;
}

let server: Server;
let origin: string;
const seen: Seen[] = [];

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function reply(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' }).end(text);
}

const ok = (data: unknown) => ({ code: 200, message: 'ok', data, success: true });
const fail = (code: number, message: string) => ({ code, message, data: null, success: false });

/** Verifies every request exactly as a server must, then answers by path. */
async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const path = callPathFromUrl(req.url ?? '/');
  // Paths under /skewed play a server whose clock runs ahead of the client's.
  const now = path.startsWith('/skewed') ? Date.now() + MAX_CLOCK_SKEW_MS + 60_000 : Date.now();
  const verdict = verifySignedRequest({ method: req.method ?? 'GET', path, headers: req.headers, rawBody: raw, now });
  if (!verdict.ok) return reply(res, verdict.status, fail(verdict.status, verdict.message));
  seen.push({ path, rawBody: raw.toString('utf8'), headers: req.headers, body: verdict.body, encrypted: verdict.encrypted, token: verdict.token });
  const pathname = path.split('?')[0];
  switch (pathname) {
    case '/bad':
      return reply(res, 400, fail(400, '手机号格式错误'));
    case '/missing':
      return reply(res, 404, 'Not Found');
    case '/down':
      return reply(res, 503, 'Service Unavailable');
    case '/slow':
      await delay(300);
      return reply(res, 200, ok('late'));
    case '/drop':
      req.socket.destroy();
      return undefined;
    case '/reset':
      req.socket.resetAndDestroy();
      return undefined;
    case '/stall':
      await delay(1500);
      return reply(res, 200, ok('too late'));
    case '/limited':
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '42' }).end(JSON.stringify(fail(501015, 'too many')));
      return undefined;
    case '/locked':
      return reply(res, 200, { ...fail(501012, 'locked'), data: { retryAfterSeconds: 840 } });
    case '/expired':
      return reply(res, 401, fail(401, 'token expired'));
    case '/biz':
    case '/ps/communal/file/auth-url':
      return reply(res, 200, fail(Number(new URLSearchParams(path.split('?')[1]).get('code')), '业务提示'));
    case '/ifpc/v1/api/fileCommon/downloadFileByObsKey':
      if (path.includes('missing')) return reply(res, 200, fail(1004002, '文件不存在'));
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.from([1, 2, 3]));
      return undefined;
    case '/html':
      return reply(res, 200, '<html></html>');
    default:
      if (pathname.startsWith('/wait')) await delay(60);
      return reply(res, 200, ok({ body: verdict.body, encrypted: verdict.encrypted }));
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Heard = <K extends keyof PortalEvents>(type: K) => PortalEvents[K][];

function setup(options: { timeoutMs?: number; token?: string } = {}): { http: HttpClient; heard: Heard } {
  const bus = createBus();
  const log: { type: keyof PortalEvents; event: unknown }[] = [];
  bus.on('*', (type, event) => log.push({ type, event }));
  const heard: Heard = (type) => log.filter((entry) => entry.type === type).map((entry) => entry.event as PortalEvents[typeof type]);
  const http = createHttpClient({ baseUrl: `${origin}${API_BASE_PATH}`, bus, timeoutMs: options.timeoutMs, getToken: () => options.token });
  return { http, heard };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  seen.length = 0;
});

/** Lets pending module loads settle until `fn` was called (at most 50 turns). */
async function waitForCall(fn: jest.Mock): Promise<void> {
  for (let i = 0; i < 50 && fn.mock.calls.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('http client against a verifying server', () => {
  it('signs and encrypts a JSON body, sends the token and resolves with data', async () => {
    const { http } = setup({ token: 'tok-1' });
    const body = { mobileNo: '13800000000', password: 'UGFzcw==', 名称: '甲' };
    await expect(http.post('/uc/v1/api/unified/login/accPwdlogin', body)).resolves.toEqual({ body, encrypted: true });
    expect(seen[0].rawBody).not.toContain('13800000000');
    expect(seen[0].headers).toMatchObject({ chancd: 'customer-pc', productid: 'ps-ua', 'x-encrypted': '1', authorization: 'Bearer tok-1' });
    expect(seen[0].token).toBe('tok-1');
  });

  it('signs and seals the first call of a fresh page, which loads ky and the signing, exactly as the protocol builds it', async () => {
    // A fresh module registry: the client's sending code has not loaded yet, as on a page's first call.
    let fresh: typeof import('./index') | undefined;
    await jest.isolateModulesAsync(async () => {
      fresh = await import('./index');
    });
    const client = fresh!.createHttpClient({ baseUrl: `${origin}${API_BASE_PATH}`, bus: createBus(), getToken: () => 'tok-first' });
    const body = { mobileNo: '13800000000', 名称: '甲' };
    const [first, second] = await Promise.all([client.post('/uc/v1/api/first-call', body), client.get('/first-call/list', { searchParams: { n: 2 } })]);
    expect(first).toEqual({ body, encrypted: true });
    expect(second).toEqual({ encrypted: false });
    for (const [index, call] of [{ method: 'POST', path: '/uc/v1/api/first-call', body }, { method: 'GET', path: '/first-call/list?n=2', body: undefined }].entries()) {
      const heard = seen.find((request) => request.path === call.path);
      if (!heard) throw new Error(`call ${index} never reached the server`);
      const expected = buildSignedRequest({ ...call, now: Number(heard.headers['x-timestamp']), nonce: String(heard.headers['x-nonce']), token: 'tok-first' });
      expect(heard.rawBody).toBe(expected.body ?? '');
      for (const [name, value] of Object.entries(expected.headers)) expect(heard.headers[name.toLowerCase()]).toBe(value);
    }
  });

  it('loads its sending code (ky, the signing) when asked to, before any call', async () => {
    const loaded = jest.fn();
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./transport', () => {
        loaded();
        return jest.requireActual('./transport');
      });
      const fresh = await import('./index');
      expect(loaded).not.toHaveBeenCalled();
      fresh.http.preload();
      await waitForCall(loaded);
    });
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('signs a GET with a query of non-ASCII values', async () => {
    const { http } = setup();
    await expect(http.get('/auth/change/info', { searchParams: { entCode: '甲 乙&丙', skip: undefined, n: 1 } })).resolves.toEqual({ encrypted: false });
    expect(seen[0].path).toBe('/auth/change/info?entCode=%E7%94%B2+%E4%B9%99%26%E4%B8%99&n=1');
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it('signs PUT and DELETE too', async () => {
    const { http } = setup();
    await expect(http.put('/auth/user/email', { email: 'a@b.c' })).resolves.toEqual({ body: { email: 'a@b.c' }, encrypted: true });
    await expect(http.delete('/auth/admin/1')).resolves.toEqual({ encrypted: false });
  });

  it('sends plain signed JSON to an exempt path', async () => {
    const { http } = setup();
    await http.post('/crm/api/list', { page: 1 });
    expect(seen[0]).toMatchObject({ rawBody: '{"page":1}', encrypted: false, body: { page: 1 } });
    expect(seen[0].headers['x-encrypted']).toBeUndefined();
  });

  it('signs a multipart upload over the bytes it sends', async () => {
    const { http } = setup();
    const form = new FormData();
    form.append('file', new Blob(['图片'], { type: 'image/png' }), 'a.png');
    await http.post('/ps/communal/file/upload', form);
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].rawBody).toContain('图片');
  });

  it('refuses to send a file body to a non-exempt path', async () => {
    const { http, heard } = setup();
    const error = await rejection(http.post('/auth/submit-material', new Blob(['x'], { type: 'text/plain' })));
    expect(error.kind).toBe('protocol');
    expect(seen).toHaveLength(0);
    expect(heard('http:error')).toHaveLength(1);
  });

  it.each([
    ['/bad', 400, '手机号格式错误'],
    ['/missing', 404, '请求出错,请检查参数并重试'],
    ['/down', 503, '服务出错,请稍后再试'],
  ])('%s answers %i and toasts %s', async (path, status, message) => {
    const { http, heard } = setup();
    const error = await rejection(http.get(path));
    expect(error).toMatchObject({ kind: 'http', status, message, path });
    expect(heard('http:error')).toEqual([{ message, path, status, code: undefined }]);
  });

  it('keeps quiet when the caller asks for silent errors', async () => {
    const { http, heard } = setup();
    await rejection(http.get('/down', { silentErrors: true }));
    expect(heard('http:error')).toEqual([]);
  });

  it('times out', async () => {
    const { http, heard } = setup({ timeoutMs: 50 });
    const error = await rejection(http.get('/slow'));
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时,请稍后重试' });
    expect(heard('http:error')[0].message).toBe('请求超时,请稍后重试');
  });

  it('reports a dropped connection as a network error', async () => {
    const { http, heard } = setup();
    const error = await rejection(http.post('/drop', { a: 1 }));
    expect(error).toMatchObject({ kind: 'network', message: '网络错误,请检查' });
    expect(heard('http:error')[0].message).toBe('网络错误,请检查');
  });

  it('reports a reset connection as a network error, at once', async () => {
    const { http, heard } = setup();
    const started = Date.now();
    const error = await rejection(http.post('/uc/v1/api/unified/login/reset', { a: 1 }).then(() => http.post('/reset', { a: 1 })));
    expect(error).toMatchObject({ kind: 'network', message: '网络错误,请检查' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(heard('http:error').map((e) => e.message)).toEqual(['网络错误,请检查']);
  });

  it('waits the spec\'s 600000 ms for a read and a sign-in call alike', async () => {
    const limits = jest.spyOn(globalThis, 'setTimeout');
    try {
      const { http } = setup();
      await http.get('/slow');
      await http.post('/uc/v1/api/unified/login/accPwdlogin', { a: 1 });
      const delays = limits.mock.calls.map((call) => call[1]);
      expect(delays.filter((ms) => ms === REQUEST_TIMEOUT_MS)).toHaveLength(2);
      expect(delays.filter((ms) => typeof ms === 'number' && ms > 300 && ms < REQUEST_TIMEOUT_MS)).toEqual([]);
    } finally {
      limits.mockRestore();
    }
  });

  it('ends a stalled call at the call\'s own limit with the timeout message', async () => {
    const { http } = setup();
    const started = Date.now();
    const error = await rejection(http.get('/stall', { timeoutMs: 200 }));
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时,请稍后重试' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reads the wait of a refusal from Retry-After or the envelope data', async () => {
    const { http, heard } = setup();
    const limited = await rejection(http.post('/limited', { a: 1 }));
    expect(limited).toMatchObject({ kind: 'http', status: 429, data: null, message: '操作过于频繁，请42秒后再试' });
    expect(limited.description.retryAfterSeconds).toBe(42);
    const locked = await rejection(http.post('/locked', { a: 1 }));
    expect(locked).toMatchObject({ kind: 'business', code: 501012, message: '密码错误次数过多，账号已锁定，请14分钟后再试', data: { retryAfterSeconds: 840 } });
    expect(locked.description.retryAfterSeconds).toBe(840);
    expect(heard('http:error').map((e) => e.message)).toEqual(['操作过于频繁，请42秒后再试', '密码错误次数过多，账号已锁定，请14分钟后再试']);
  });

  it('reports a non-envelope answer as a protocol failure', async () => {
    const { http } = setup();
    expect(await rejection(http.get('/html'))).toMatchObject({ kind: 'protocol', message: '服务出错,请稍后再试' });
  });

  it('emits session:expired on 401 and does not toast', async () => {
    const { http, heard } = setup();
    const error = await rejection(http.get('/expired'));
    expect(error.status).toBe(401);
    expect(heard('session:expired')).toEqual([{ path: '/expired' }]);
    expect(heard('http:error')).toEqual([]);
  });

  it('emits session:expired on business code 401', async () => {
    const { http, heard } = setup();
    await rejection(http.get('/biz', { searchParams: { code: 401 } }));
    expect(heard('session:expired')).toEqual([{ path: '/biz?code=401' }]);
  });

  it.each([
    [1004001, { code: 1004001, message: '业务提示', closeWindow: true, clearSession: true }],
    [10100012, { code: 10100012, message: '业务提示', closeWindow: true, clearSession: false }],
  ])('raises a blocking notice for %i', async (code, notice) => {
    const { http, heard } = setup();
    const error = await rejection(http.get('/biz', { searchParams: { code }, silentErrors: true }));
    expect(error).toMatchObject({ kind: 'business', code });
    expect(heard('notice:blocking')).toEqual([notice]);
    expect(heard('http:error')).toEqual([]);
  });

  it('toasts other business codes with the server message', async () => {
    const { http, heard } = setup();
    await rejection(http.get('/biz', { searchParams: { code: 501 } }));
    expect(heard('http:error')).toEqual([{ message: '业务提示', path: '/biz?code=501', status: undefined, code: 501 }]);
  });

  it('downloads a file, and keeps 1004002 silent on downloads', async () => {
    const { http, heard } = setup();
    const path = '/ifpc/v1/api/fileCommon/downloadFileByObsKey';
    const response = await http.raw(path, { searchParams: { key: 'k' } });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    const error = await rejection(http.raw(path, { searchParams: { key: 'missing' } }));
    expect(error.code).toBe(1004002);
    expect(heard('http:error')).toEqual([]);
    await rejection(http.get('/biz', { searchParams: { code: 1004002 } }));
    expect(heard('http:error')).toHaveLength(1);
  });

  it('gives the download message when a download fails', async () => {
    const { http } = setup();
    expect(await rejection(http.raw('/down'))).toMatchObject({ message: '文件下载服务异常，请联系客服' });
  });

  it('does not send a duplicate of an in-flight call: the duplicate gets the same answer, no message', async () => {
    const { http, heard } = setup();
    const [first, duplicate] = await Promise.all([http.post('/wait/dup', { a: 1 }), http.post('/wait/dup', { a: 1 })]);
    expect(first).toEqual({ body: { a: 1 }, encrypted: true });
    expect(duplicate).toEqual(first);
    expect(seen.filter((s) => s.path === '/wait/dup')).toHaveLength(1);
    expect(heard('http:error')).toEqual([]);
    await expect(http.post('/wait/dup', { a: 1 })).resolves.toEqual(first);
    expect(seen.filter((s) => s.path === '/wait/dup')).toHaveLength(2);
  });

  it('sends calls that differ in body, and lets a duplicate share a failure without a second toast', async () => {
    const { http, heard } = setup();
    await Promise.all([http.post('/wait/dup', { a: 1 }), http.post('/wait/dup', { a: 2 })]);
    expect(seen).toHaveLength(2);
    const errors = await Promise.all([rejection(http.get('/down')), rejection(http.get('/down'))]);
    expect(errors.map((e) => e.message)).toEqual(['服务出错,请稍后再试', '服务出错,请稍后再试']);
    expect(heard('http:error')).toHaveLength(1);
  });

  it('gives each caller of a duplicated download its own readable body', async () => {
    const { http } = setup();
    const path = '/ifpc/v1/api/fileCommon/downloadFileByObsKey';
    const [a, b] = await Promise.all([http.raw(path, { searchParams: { key: 'k' } }), http.raw(path, { searchParams: { key: 'k' } })]);
    expect(new Uint8Array(await a.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(new Uint8Array(await b.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(seen).toHaveLength(1);
  });

  it('keeps 1004002 silent on every file-service call, raw or not', async () => {
    const { http, heard } = setup();
    const error = await rejection(http.get('/ps/communal/file/auth-url', { searchParams: { code: 1004002 } }));
    expect(error.code).toBe(1004002);
    expect(heard('http:error')).toEqual([]);
  });

  it('lets the unified index list post run twice at once', async () => {
    const { http } = setup();
    const path = '/uc/v1/api/unified/index/list';
    await expect(Promise.all([http.post(path, { p: 1 }), http.post(path, { p: 1 })])).resolves.toHaveLength(2);
  });

  it('counts loading calls except quiet ones', async () => {
    const { http, heard } = setup();
    const loud = http.get('/wait/a');
    const quietByPath = http.get('/uc/v1/api/token/verify');
    const quietByOption = http.get('/wait/b', { quiet: true });
    expect(http.getLoadingCount()).toBe(1);
    await Promise.all([loud, quietByPath, quietByOption]);
    expect(http.getLoadingCount()).toBe(0);
    await rejection(http.get('/down'));
    expect(heard('http:loading').map((e) => e.count)).toEqual([1, 0, 1, 0]);
  });

  it('stops waiting for the counted calls when the customer cancels: each ends as a timeout, quiet ones go on', async () => {
    const { http, heard } = setup();
    const loud = rejection(http.get('/stall'));
    const quiet = http.get('/wait/q', { quiet: true });
    expect(http.getLoadingCount()).toBe(1);
    http.cancelWaiting();
    const error = await loud;
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时,请稍后重试' });
    expect(http.getLoadingCount()).toBe(0);
    expect(heard('http:loading').map((e) => e.count)).toEqual([1, 0]);
    await quiet;
  });

  it('is refused by the verifier when the clocks disagree beyond the skew', async () => {
    const { http, heard } = setup();
    const error = await rejection(http.post('/skewed/x', { a: 1 }));
    expect(error).toMatchObject({ kind: 'http', status: 403, serverMessage: expect.stringMatching(/Stale timestamp/) });
    expect(heard('session:expired')).toEqual([]);
  });
});

describe('the portal client', () => {
  afterEach(() => configureHttp({ baseUrl: DEFAULT_BASE_URL }));

  it('follows the base URL set at run time', async () => {
    expect(getHttpConfig()).toEqual({ baseUrl: '/customer/client' });
    configureHttp({ baseUrl: `${origin}${API_BASE_PATH}/` });
    await expect(portalHttp.get('/auth/summary')).resolves.toEqual({ encrypted: false });
    expect(seen[0].path).toBe('/auth/summary');
  });
});

describe('timeoutFor: the spec\'s request timeout for every call', () => {
  it.each<[string, { timeoutMs?: number }, number]>([
    ['a read', {}, REQUEST_TIMEOUT_MS],
    ['a call that names its own', { timeoutMs: 5000 }, 5000],
  ])('%s', (_, call, expected) => {
    expect(timeoutFor(call)).toBe(expected);
  });

  it('is the spec\'s 600000 ms (001 section 9)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(600000);
  });
});
