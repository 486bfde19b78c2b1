import { PersonaMobile } from '../personas';
import { type Harness, LOGIN, startHarness } from '../test-client';
import { parseScenario } from './control';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

const USER = `${LOGIN}/user`;
const scenario = (body: object) => h.control('POST', '/__mock/scenario', body);

describe('POST /__mock/scenario', () => {
  it('answers the next call with the HTTP status, then stops', async () => {
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    expect((await scenario({ method: 'GET', path: USER, times: 1, status: 401 })).statusCode).toBe(201);
    const first = await h.call('GET', USER, undefined, token);
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ code: 401, success: false });
    expect((await h.call('GET', USER, undefined, token)).status).toBe(200);
  });

  it('answers a business code in a 200 envelope and counts times', async () => {
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    await scenario({ method: 'GET', path: USER, times: 2, code: 1004001, message: '账号已被冻结' });
    for (let i = 0; i < 2; i += 1) {
      const result = await h.call('GET', USER, undefined, token);
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ code: 1004001, message: '账号已被冻结', data: null, success: false });
    }
    expect((await h.call('GET', USER, undefined, token)).body.code).toBe(200);
  });

  it('delays a call and then handles it normally', async () => {
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    await scenario({ path: USER, delayMs: 150 });
    const started = Date.now();
    const result = await h.call('GET', USER, undefined, token);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(result.body.code).toBe(200);
  });

  it('drops the connection', async () => {
    await scenario({ method: 'POST', path: `${LOGIN}/smsLogin`, drop: true });
    await expect(h.call('POST', `${LOGIN}/smsLogin`, { mobileNo: PersonaMobile.oneCompany, smsVerCode: '123456' })).rejects.toMatchObject({
      code: 'LIGHT_ECONNRESET',
    });
  });

  it('matches the method and ignores the query string', async () => {
    await scenario({ method: 'POST', path: '/auth/info', status: 503 });
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    expect((await h.call('GET', '/auth/info?mobile=13800000000', undefined, token)).status).toBe(200);
    await scenario({ method: 'GET', path: '/auth/info', status: 503 });
    expect((await h.call('GET', '/auth/info?mobile=13800000000', undefined, token)).status).toBe(503);
  });

  it('is listed by GET /__mock/scenario until spent', async () => {
    await scenario({ method: 'GET', path: USER, times: 3, status: 500 });
    const listed = (await h.control('GET', '/__mock/scenario')).json<{ scenarios: { path: string; remaining: number }[] }>();
    expect(listed.scenarios).toEqual([expect.objectContaining({ path: USER, remaining: 3, status: 500 })]);
    await h.call('GET', USER);
    expect((await h.control('GET', '/__mock/scenario')).json().scenarios[0].remaining).toBe(2);
  });

  it.each([
    [{ path: USER }, 'give at least one of status, code, delayMs or drop'],
    [{ path: `/customer/client${USER}`, status: 500 }, 'without the /customer/client base'],
    [{ path: 'uc/x', status: 500 }, 'path must be a call path'],
    [{ path: USER, status: 99 }, 'status must be'],
    [{ path: USER, times: 0, status: 500 }, 'times must be'],
    [{ path: USER, method: 'FETCH', status: 500 }, 'method must be one of'],
    [{ path: USER, drop: true, status: 500 }, 'drop cannot be combined'],
    [{ path: USER, delay: 5 }, 'unknown field(s): delay'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const response = await scenario(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/__mock/scenario', headers: { 'content-type': 'application/json' }, payload: '{"path":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: 'Malformed JSON body' });
  });

  it('parses the defaults', () => {
    expect(parseScenario({ path: '/x', status: 500 })).toEqual({ method: '*', path: '/x', times: 1, status: 500 });
    expect(parseScenario({ method: 'get', path: '/x', delayMs: 10 })).toMatchObject({ method: 'GET', delayMs: 10 });
  });
});

describe('POST /__mock/reset', () => {
  it('forgets sessions, codes, scenarios and changed passwords', async () => {
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    await scenario({ path: '/nowhere', status: 500 });
    const reset = await h.app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'content-type': 'application/json' } });
    expect(reset.statusCode).toBe(200);
    expect((await h.call('GET', USER, undefined, token)).status).toBe(401);
    expect((await h.control('GET', `/__mock/sms/${PersonaMobile.oneCompany}`)).statusCode).toBe(404);
    expect((await h.control('GET', '/__mock/scenario')).json().scenarios).toEqual([]);
  });
});

describe('GET /__mock/sms/:mobile', () => {
  it('gives the last code sent, or a 404 JSON', async () => {
    expect((await h.control('GET', '/__mock/sms/13800000000')).json()).toMatchObject({ code: 404, success: false });
    await h.requestSms(PersonaMobile.oneCompany);
    h.advance(60_000);
    const second = await h.requestSms(PersonaMobile.oneCompany);
    expect((await h.control('GET', '/__mock/sms/13800000000')).json()).toMatchObject({ mobile: '13800000000', code: second.code, used: false });
  });
});

describe('POST /__mock/session', () => {
  it('opens a session for a registered persona that the calls accept', async () => {
    const opened = await h.control('POST', '/__mock/session', { mobile: PersonaMobile.oneCompany });
    expect(opened.statusCode).toBe(201);
    const { token } = JSON.parse(opened.body) as { token: string };
    const user = await h.call('GET', USER, undefined, token);
    expect(user.status).toBe(200);
    expect(user.body.data).toMatchObject({ mobile: PersonaMobile.oneCompany });
  });

  it('refuses a mobile that is not registered', async () => {
    const refused = await h.control('POST', '/__mock/session', { mobile: '13900000000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('registered persona');
  });
});
