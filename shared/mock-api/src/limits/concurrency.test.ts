/**
 * Issue 47 item 22: 32 to 64 signed 64 KB bodies sent at once held every other answer 0.67-1.3 s.
 * One address has at most `largeBodiesPerAddress` large bodies under way; the rest are answered
 * 429 at once, unread, and the portal's own small bodies are never counted.
 */
import { API_BASE_PATH, buildSignedRequest } from '@portal/core/protocol';
import { createMockApp } from '../app';
import { LOGIN } from '../test-client';
import { DEFAULT_LIMITS } from './config';

jest.setTimeout(120_000);

const SMS_LOGIN = `${LOGIN}/smsLogin`;

/** A signed, encrypted sign-in call just under the JSON limit, with a fresh nonce. */
const maximalBody = () => buildSignedRequest({ method: 'POST', path: SMS_LOGIN, body: { mobileNo: '13800000000', smsVerCode: '123456', filler: 'x'.repeat(Math.floor(DEFAULT_LIMITS.jsonBodyBytes * 0.74) - 200) } });
const smallBody = () => buildSignedRequest({ method: 'POST', path: SMS_LOGIN, body: { mobileNo: '13800000000', smsVerCode: '123456' } });

type App = Awaited<ReturnType<typeof createMockApp>>;
const send = (app: App, signed: ReturnType<typeof buildSignedRequest>, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `${API_BASE_PATH}${SMS_LOGIN}`, headers: signed.headers, payload: signed.body, remoteAddress });

describe('large bodies under way from one address', () => {
  it('64 maximal bodies at once: four are verified, the rest answered 429 at once with when to retry', async () => {
    const app = await createMockApp({ seed: 5 });
    const answers = await Promise.all(Array.from({ length: 64 }, () => send(app, maximalBody())));
    const verified = answers.filter((a) => a.json<{ code: number }>().code === 501003);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(verified).toHaveLength(DEFAULT_LIMITS.largeBodiesPerAddress);
    expect(refused).toHaveLength(64 - DEFAULT_LIMITS.largeBodiesPerAddress);
    expect(refused[0].headers['retry-after']).toBe('1');
    expect(refused[0].json()).toMatchObject({ code: 501015, data: { retryAfterSeconds: 1 } });
    // Once they are answered, the address may send again.
    expect((await send(app, maximalBody())).json<{ code: number }>().code).toBe(501003);
    await app.close();
  });

  it("another address's bodies and the portal's small ones are not held by one address's burst", async () => {
    const app = await createMockApp({ seed: 5 });
    const burst = Array.from({ length: 32 }, () => send(app, maximalBody(), '198.51.100.7'));
    const others = [send(app, maximalBody(), '203.0.113.9'), ...Array.from({ length: 8 }, () => send(app, smallBody(), '198.51.100.7'))];
    const [burstAnswers, otherAnswers] = await Promise.all([Promise.all(burst), Promise.all(others)]);
    expect(burstAnswers.filter((a) => a.statusCode === 429).length).toBeGreaterThan(0);
    expect(otherAnswers.map((a) => a.json<{ code: number }>().code)).toEqual(Array(9).fill(501003));
    await app.close();
  });
});
