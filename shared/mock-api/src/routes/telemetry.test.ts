import { type Harness, startHarness } from '../test-client';
import { TELEMETRY_KEPT } from './telemetry';

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
});
