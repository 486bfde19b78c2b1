import { type Harness, startHarness } from '../test-client';
import { DEFAULT_LIMITS } from '../limits/config';
import { EVENT_MAX_BYTES, TELEMETRY_KEPT } from './telemetry';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

const fallback = { type: 'remote-fallback', remote: 'mf_help', reason: 'failed', detail: 'HTTP 500' };
const events = async () => (await h.control('GET', '/__mock/telemetry')).json<{ events: { type: string; [k: string]: unknown }[] }>().events;

describe('/__mock/telemetry', () => {
  it('takes a beacon sent as text/plain and as application/json, and answers the events newest first', async () => {
    const asText = await h.app.inject({ method: 'POST', url: '/__mock/telemetry', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ events: [fallback] }) });
    expect(asText.statusCode).toBe(202);
    const asBlob = await h.app.inject({
      method: 'POST',
      url: '/__mock/telemetry',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [{ type: 'web-vital', name: 'LCP', value: 812 }, { type: 'web-vital', name: 'CLS', value: 0.01 }] }),
    });
    expect(asBlob.json()).toEqual({ received: 2 });
    expect((await events()).map((e) => e.name ?? e.type)).toEqual(['CLS', 'LCP', 'remote-fallback']);
    expect((await events())[2]).toMatchObject({ ...fallback, receivedAt: h.now() });
  });

  it(`keeps the last ${TELEMETRY_KEPT}`, async () => {
    for (let batch = 0; batch < 3; batch += 1) {
      const payload = { events: Array.from({ length: 50 }, (_, i) => ({ type: 'web-vital', name: 'INP', value: batch * 50 + i })) };
      await h.control('POST', '/__mock/telemetry', payload);
    }
    const kept = await events();
    expect(kept).toHaveLength(TELEMETRY_KEPT);
    expect([kept[0].value, kept[TELEMETRY_KEPT - 1].value]).toEqual([149, 50]);
  });

  it('refuses what is not a batch of events, and other origins', async () => {
    const bad = await h.app.inject({ method: 'POST', url: '/__mock/telemetry', headers: { 'content-type': 'text/plain' }, payload: 'not json' });
    expect(bad.statusCode).toBe(400);
    expect((await h.control('POST', '/__mock/telemetry', { events: [{ remote: 'x' }] })).statusCode).toBe(400);
    const foreign = await h.app.inject({ method: 'POST', url: '/__mock/telemetry', headers: { origin: 'http://evil.example', 'content-type': 'application/json' }, payload: JSON.stringify({ events: [fallback] }) });
    expect(foreign.statusCode).toBe(403);
    expect(await events()).toEqual([]);
  });

  it('is in the OpenAPI document with the other control calls', async () => {
    const doc = (await h.control('GET', '/__mock/openapi.json')).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    expect(Object.keys(doc.paths['/__mock/telemetry']).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/__mock/telemetry'].post.tags).toEqual(['control']);
  });

  it('refuses an event nested thousands deep on the way in, as text/plain and as JSON, so the list still answers', async () => {
    const deep = `{"events": [{"type": "web-vital", "detail": ${'['.repeat(10_000)}${']'.repeat(10_000)}}]}`;
    for (const type of ['text/plain', 'application/json']) {
      const sent = await h.app.inject({ method: 'POST', url: '/__mock/telemetry', headers: { 'content-type': type }, payload: deep });
      expect({ type, status: sent.statusCode, message: sent.json<{ message: string }>().message }).toEqual({ type, status: 400, message: 'an event nests deeper than 4 levels' });
    }
    const answer = await h.control('GET', '/__mock/telemetry');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ events: [] });
  });

  it(`refuses an event larger than ${EVENT_MAX_BYTES} bytes`, async () => {
    const big = await h.control('POST', '/__mock/telemetry', { events: [fallback, { type: 'remote-failed', detail: 'x'.repeat(EVENT_MAX_BYTES) }] });
    expect(big.statusCode).toBe(400);
    expect(big.json<{ message: string }>().message).toBe(`event 1 is larger than ${EVENT_MAX_BYTES} bytes`);
    expect(await events()).toEqual([]);
  });

  it('answers a flood of beacons from one address 429 with when to come back, without keeping it', async () => {
    const max = DEFAULT_LIMITS.telemetryBatchesPerMinute;
    for (let i = 0; i < max; i += 1) expect((await h.control('POST', '/__mock/telemetry', { events: [fallback] })).statusCode).toBe(202);
    const over = await h.control('POST', '/__mock/telemetry', { events: [fallback] });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    expect(over.json()).toMatchObject({ code: 501015, data: { retryAfterSeconds: 60 } });
    expect(await events()).toHaveLength(Math.min(max, TELEMETRY_KEPT));
    // A minute later the window is new.
    h.advance(60_000);
    expect((await h.control('POST', '/__mock/telemetry', { events: [fallback] })).statusCode).toBe(202);
  });
});
