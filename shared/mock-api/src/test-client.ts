/**
 * Test support (imported by the *.test.ts files only): a mock app on a fake clock and a client
 * that signs and encrypts calls with @portal/core/protocol exactly as the portal does.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_BASE_PATH, buildSignedRequest } from '@portal/core/protocol';
import { type CreateMockAppOptions, createMockApp } from './app';
import type { MockLimits } from './limits/config';
import type { Envelope } from './envelope';
import { DEMO_PASSWORD } from './personas';

export const START_TIME = Date.UTC(2026, 2, 1, 9, 0, 0);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
}

export interface Harness {
  app: FastifyInstance;
  now: () => number;
  advance: (ms: number) => void;
  /** A signed (and, off the exempt paths, encrypted) call; `path` is the call path without the base. */
  call: <T = unknown>(method: Method, path: string, body?: unknown, token?: string) => Promise<CallResult<T>>;
  /** A control-API call under /__mock. */
  control: (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => Promise<LightMyRequestResponse>;
  /** Binds every later call of this harness to a world (the `x-mock-world` header); none: the default world. */
  useWorld: (id: string | undefined) => void;
  /** Fetch a puzzle and solve it with the answer from the control API; returns both tokens. */
  solveCaptcha: () => Promise<{ token: string; secondToken: string }>;
  /** Captcha, SMS send and the code from /__mock/sms; returns the code and smsToken. */
  requestSms: (mobile: string) => Promise<{ code: string; smsToken: string }>;
  smsLogin: (mobile: string) => Promise<string>;
  /** Solves a slider first, as the portal does (password login needs a passed captcha). */
  passwordLogin: (mobile: string, password?: string) => Promise<CallResult<{ token: string }>>;
}

export const LOGIN = '/uc/v1/api/unified/login';

export const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/**
 * A mock on a fake clock. The password-login slowdown waits in real time, so it is off here
 * unless `limits` turns it on (limits.test.ts does).
 */
export async function startHarness(seed = 42, limits: Partial<MockLimits> = { passwordDelayStepMs: 0 }, options: Pick<CreateMockAppOptions, 'worlds'> = {}): Promise<Harness> {
  let time = START_TIME;
  const now = (): number => time;
  const app = await createMockApp({ now, seed, limits, ...options });
  let world: Record<string, string> = {};

  const call = async <T,>(method: Method, path: string, body?: unknown, token?: string): Promise<CallResult<T>> => {
    const signed = buildSignedRequest({ method, path, body, token, now: time });
    const response = await app.inject({ method, url: `${API_BASE_PATH}${path}`, headers: { ...signed.headers, ...world }, payload: signed.body });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };

  const control = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, payload, headers: world });

  const solveCaptcha = async (): Promise<{ token: string; secondToken: string }> => {
    const puzzle = await call<{ token: string }>('GET', `${LOGIN}/slide-verify-code`);
    const answer = (await control('GET', `/__mock/captcha/${puzzle.body.data.token}`)).json<{ x: number; y: number }>();
    const check = await call<{ isSuccess: boolean; secondToken: string }>('POST', `${LOGIN}/slide-verify-code/check`, {
      point: { x: answer.x, y: 5 },
      token: puzzle.body.data.token,
    });
    if (!check.body.data.isSuccess) throw new Error(`captcha not solved: ${check.body.message}`);
    return { token: puzzle.body.data.token, secondToken: check.body.data.secondToken };
  };

  const requestSms = async (mobile: string): Promise<{ code: string; smsToken: string }> => {
    const captcha = await solveCaptcha();
    const sent = await call<string>('POST', `${LOGIN}/sms-verify-code`, { mobileNo: mobile, ...captcha });
    if (sent.body.code !== 200) throw new Error(`SMS not sent: ${sent.body.code} ${sent.body.message}`);
    const { code } = (await control('GET', `/__mock/sms/${mobile}`)).json<{ code: string }>();
    return { code, smsToken: sent.body.data };
  };

  const smsLogin = async (mobile: string): Promise<string> => {
    const { code, smsToken } = await requestSms(mobile);
    const login = await call<{ token: string }>('POST', `${LOGIN}/smsLogin`, { mobileNo: mobile, smsVerCode: code, smsToken });
    if (login.body.code !== 200) throw new Error(`login failed: ${login.body.code} ${login.body.message}`);
    return login.body.data.token;
  };

  const passwordLogin = async (mobile: string, password = DEMO_PASSWORD): Promise<CallResult<{ token: string }>> =>
    call<{ token: string }>('POST', `${LOGIN}/accPwdlogin`, { mobileNo: mobile, password: base64(password), ...(await solveCaptcha()) });

  return {
    app,
    now,
    advance: (ms) => {
      time += ms;
    },
    call,
    control,
    useWorld: (id) => {
      world = id === undefined ? {} : { 'x-mock-world': id };
    },
    solveCaptcha,
    requestSms,
    smsLogin,
    passwordLogin,
  };
}
