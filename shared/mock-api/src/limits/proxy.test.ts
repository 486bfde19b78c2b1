/**
 * Issue 47 item 24: behind a proxy (deploy/nginx) every visitor's socket is the proxy's. The limits
 * count the address the proxy forwards, but only from a configured proxy (loopback by default).
 */
import { API_BASE_PATH, buildSignedRequest } from '@portal/core/protocol';
import { createMockApp } from '../app';
import { LOGIN, START_TIME } from '../test-client';
import { DEFAULT_LIMITS } from './config';
import { trustedProxies } from './proxy';

const PUZZLE = `${LOGIN}/slide-verify-code`;

/** A slider puzzle fetched over `socket`, with what a proxy in front says the client is. */
async function fetchPuzzle(app: Awaited<ReturnType<typeof createMockApp>>, socket: string, forwardedFor?: string): Promise<number> {
  const signed = buildSignedRequest({ method: 'GET', path: PUZZLE, now: START_TIME });
  const headers = forwardedFor ? { ...signed.headers, 'x-forwarded-for': forwardedFor } : signed.headers;
  return (await app.inject({ method: 'GET', url: `${API_BASE_PATH}${PUZZLE}`, headers, remoteAddress: socket })).statusCode;
}

const LIMIT = DEFAULT_LIMITS.sliderFetchesPerMinute;

describe('the client address behind a proxy', () => {
  it("behind a proxy on this machine, one visitor's slider use does not lock out another", async () => {
    const app = await createMockApp({ now: () => START_TIME, seed: 3 });
    for (let i = 0; i < LIMIT; i += 1) expect(await fetchPuzzle(app, '127.0.0.1', '203.0.113.7')).toBe(200);
    expect(await fetchPuzzle(app, '127.0.0.1', '203.0.113.7')).toBe(429);
    // Another visitor through the same proxy (a client-written entry before it changes nothing).
    expect(await fetchPuzzle(app, '127.0.0.1', '203.0.113.8')).toBe(200);
    expect(await fetchPuzzle(app, '::ffff:127.0.0.1', '10.9.9.9, 203.0.113.8')).toBe(200);
    await app.close();
  });

  it('a client that is not a configured proxy cannot name another address to escape its limit', async () => {
    const app = await createMockApp({ now: () => START_TIME, seed: 3 });
    for (let i = 0; i < LIMIT; i += 1) expect(await fetchPuzzle(app, '198.51.100.4', `192.0.2.${i}`)).toBe(200);
    expect(await fetchPuzzle(app, '198.51.100.4', '192.0.2.200')).toBe(429);
    await app.close();
  });

  it('a proxy elsewhere is believed once configured (TRUSTED_PROXIES), and none with none', async () => {
    const app = await createMockApp({ now: () => START_TIME, seed: 3, trustProxy: trustedProxies({ TRUSTED_PROXIES: '10.0.0.5, 10.0.1.0/24' }) });
    for (let i = 0; i < LIMIT; i += 1) expect(await fetchPuzzle(app, '10.0.1.9', '203.0.113.7')).toBe(200);
    expect(await fetchPuzzle(app, '10.0.0.5', '203.0.113.7')).toBe(429);
    expect(await fetchPuzzle(app, '10.0.0.5', '203.0.113.8')).toBe(200);
    // Loopback is not a proxy once the list is given: its callers share its own address.
    for (let i = 0; i < LIMIT; i += 1) expect(await fetchPuzzle(app, '127.0.0.1', `192.0.2.${i}`)).toBe(200);
    expect(await fetchPuzzle(app, '127.0.0.1', '192.0.2.200')).toBe(429);
    await app.close();
    expect(trustedProxies({ TRUSTED_PROXIES: 'none' })).toBe(false);
    expect(trustedProxies({})).toEqual(['127.0.0.0/8', '::1/128']);
  });
});
