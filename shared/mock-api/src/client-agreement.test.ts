/**
 * The portal's own HTTP client (@portal/core) against this mock over a real socket: proof that
 * the client and the verifier read PROTOCOL.md the same way, encrypted bodies and tokens included.
 */
import type { FastifyInstance } from 'fastify';
import { createHttpClient } from '@portal/core';
import { createMockApp } from './app';
import { PersonaMobile } from './personas';

const LOGIN = '/uc/v1/api/unified/login';
let app: FastifyInstance;
let address: string;

beforeAll(async () => {
  app = await createMockApp({ seed: 11 });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

const control = async <T>(path: string): Promise<T> => (await fetch(`${address}${path}`)).json() as Promise<T>;

describe('the portal HTTP client against the mock', () => {
  it('signs in by SMS and reads the user info', async () => {
    const session: { token?: string } = {};
    const client = createHttpClient({ baseUrl: `${address}/customer/client`, getToken: () => session.token });
    const mobile = PersonaMobile.threeCompanies;

    const puzzle = await client.get<{ token: string }>(`${LOGIN}/slide-verify-code`);
    const answer = await control<{ x: number }>(`/__mock/captcha/${puzzle.token}`);
    const check = await client.post<{ isSuccess: boolean; secondToken: string }>(`${LOGIN}/slide-verify-code/check`, {
      point: { x: answer.x, y: 5 },
      token: puzzle.token,
    });
    expect(check.isSuccess).toBe(true);
    const smsToken = await client.post<string>(`${LOGIN}/sms-verify-code`, { mobileNo: mobile, secondToken: check.secondToken, token: puzzle.token });
    const { code } = await control<{ code: string }>(`/__mock/sms/${mobile}`);
    session.token = (await client.post<{ token: string }>(`${LOGIN}/smsLogin`, { mobileNo: mobile, smsVerCode: code, smsToken })).token;

    const user = await client.get<{ username: string }>(`${LOGIN}/user`);
    expect(user.username).toBe('李娜');
    const info = await client.get<{ sts: { sts: string } }>('/auth/info', { searchParams: { mobile, entCode: '' } });
    expect(info.sts.sts).toBe('SUCCESS');
  });

  it('gets business codes and 401s the client understands', async () => {
    const client = createHttpClient({ baseUrl: `${address}/customer/client`, getToken: () => undefined });
    // Password login needs a passed slider first (issue 14): without one the answer is 501010.
    await expect(client.post(`${LOGIN}/accPwdlogin`, { mobileNo: PersonaMobile.weakPassword, password: btoa('Portal@2026abc') })).rejects.toMatchObject({
      kind: 'business',
      code: 501010,
    });
    await expect(client.get(`${LOGIN}/user`)).rejects.toMatchObject({ kind: 'http', status: 401 });
  });
});
