/**
 * Behind deploy/nginx (issue 47 items 24 and 26): the mock's abuse limits count each visitor by
 * the address nginx forwards, so one visitor's slider use does not lock out another; nginx names
 * no product in its answers, the API's included.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_BASE_PATH, buildSignedRequest } from '@portal/core/protocol';
import { resetMock } from '../session/support';

const PUZZLE = '/uc/v1/api/unified/login/slide-verify-code';
/** Slider puzzles per client address per minute (the mock's sliderFetchesPerMinute). */
const PER_MINUTE = 30;

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/**
 * A puzzle fetched through nginx by a visitor at `address`: nginx is on this machine, so the test
 * stands for a client elsewhere by naming it in X-Forwarded-For, as a load balancer in front would.
 */
async function puzzleFor(request: APIRequestContext, address: string): Promise<number> {
  const signed = buildSignedRequest({ method: 'GET', path: PUZZLE });
  return (await request.get(`${API_BASE_PATH}${PUZZLE}`, { headers: { ...signed.headers, 'X-Forwarded-For': address } })).status();
}

test("one visitor's slider use through nginx does not lock out another", async ({ request }) => {
  for (let i = 0; i < PER_MINUTE; i += 1) expect(await puzzleFor(request, '203.0.113.7')).toBe(200);
  const refused = await puzzleFor(request, '203.0.113.7');
  expect(refused).toBe(429);
  // Everyone else still gets a puzzle (before, every visitor was nginx's 127.0.0.1 and shared the limit).
  expect(await puzzleFor(request, '203.0.113.8')).toBe(200);
  expect(await puzzleFor(request, '198.51.100.20')).toBe(200);
});

test('nginx names no product: no Server header on pages, files or the API', async ({ request }) => {
  const signed = buildSignedRequest({ method: 'GET', path: PUZZLE });
  for (const answer of [await request.get('/cWeb/home/index'), await request.get('/cWeb/remotes.json'), await request.get(`${API_BASE_PATH}${PUZZLE}`, { headers: signed.headers }), await request.get('/nowhere')]) {
    expect([answer.url(), answer.headers().server]).toEqual([answer.url(), undefined]);
  }
});
