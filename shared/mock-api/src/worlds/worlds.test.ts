import { isDeepStrictEqual } from 'node:util';
import v8 from 'node:v8';
import { EnterprisePersonaMobile, PersonaMobile } from '../persona-table';
import { type Harness, LOGIN, startHarness } from '../test-client';
import { AbuseLimits } from '../limits/abuse';
import { UserCentreWorld } from '../user-centre/world';
import { MockState } from '../state';
import { AUTH_PATHS } from '@portal/core';
import { restore, snapshot } from './snapshot';

const USER = `${LOGIN}/user`;
const PERSONA = EnterprisePersonaMobile.ent4Finished;

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

const createWorld = async (body?: object): Promise<string> => {
  const response = await h.app.inject({ method: 'POST', url: '/__mock/worlds', payload: body });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
};
const smsOf = async (mobile: string) => (await h.control('GET', `/__mock/sms/${mobile}`)).statusCode;

describe('worlds', () => {
  it('creates a world with a 128-bit random id, binds the caller with the mock_world cookie and lists it', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'QA 张' } });
    expect(response.statusCode).toBe(201);
    const { id, name } = response.json<{ id: string; name: string }>();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(name).toBe('QA 张');
    expect(response.headers['set-cookie']).toMatch(new RegExp(`^mock_world=${id}; Path=/;.*HttpOnly`));
    const other = await createWorld();
    expect(other).not.toBe(id);

    const listed = await h.app.inject({ method: 'GET', url: '/__mock/worlds', headers: { cookie: `mock_world=${id}` } });
    const body = listed.json<{ current: string; worlds: { id: string }[] }>();
    expect(body.current).toBe(id);
    expect(body.worlds.map((w) => w.id).sort()).toEqual(['default', id, other].sort());
    // The header wins over the cookie; no binding is the default world.
    const byHeader = await h.app.inject({ method: 'GET', url: '/__mock/worlds', headers: { cookie: `mock_world=${id}`, 'x-mock-world': other } });
    expect(byHeader.json<{ current: string }>().current).toBe(other);
    expect((await h.control('GET', '/__mock/worlds')).json<{ current: string }>().current).toBe('default');
  });

  it("keeps one world's SMS, sessions, scenarios and state from another's calls", async () => {
    const a = await createWorld();
    const b = await createWorld();
    h.useWorld(a);
    const token = await h.smsLogin(PERSONA);
    expect(await smsOf(PERSONA)).toBe(200);
    expect((await h.call('GET', USER, undefined, token)).status).toBe(200);

    for (const world of [b, undefined]) {
      h.useWorld(world);
      // B and the default world see no SMS of A, do not know A's session, and have their own captchas.
      expect(await smsOf(PERSONA)).toBe(404);
      expect((await h.call('GET', USER, undefined, token)).status).toBe(401);
      expect((await h.control('GET', '/__mock/sms')).json<{ sms: unknown[] }>().sms).toEqual([]);
    }

    // A scenario set in B does not hit A; B's reset does not sign A out.
    h.useWorld(b);
    expect((await h.control('POST', '/__mock/scenario', { method: 'GET', path: USER, times: 1, status: 500 })).statusCode).toBe(201);
    expect((await h.control('POST', '/__mock/reset')).statusCode).toBe(200);
    expect((await h.control('POST', '/__mock/scenario', { method: 'GET', path: USER, times: 1, status: 500 })).statusCode).toBe(201);
    h.useWorld(a);
    expect((await h.call('GET', USER, undefined, token)).status).toBe(200);
    // A's own reset signs A out.
    expect((await h.control('POST', '/__mock/reset')).statusCode).toBe(200);
    expect((await h.call('GET', USER, undefined, token)).status).toBe(401);
  });

  it('counts the abuse limits and rate limits of each world apart', async () => {
    const a = await createWorld();
    h.useWorld(a);
    let last = 200;
    for (let i = 0; i < 31; i += 1) last = (await h.call('GET', `${LOGIN}/slide-verify-code`)).status;
    expect(last).toBe(429);
    h.useWorld(undefined);
    expect((await h.call('GET', `${LOGIN}/slide-verify-code`)).status).toBe(200);
  });

  it("keeps each world's telemetry", async () => {
    const a = await createWorld();
    h.useWorld(a);
    expect((await h.control('POST', '/__mock/telemetry', { events: [{ type: 'web-vital', name: 'LCP', value: 1 }] })).statusCode).toBe(202);
    expect((await h.control('GET', '/__mock/telemetry')).json<{ events: unknown[] }>().events).toHaveLength(1);
    h.useWorld(undefined);
    expect((await h.control('GET', '/__mock/telemetry')).json<{ events: unknown[] }>().events).toEqual([]);
  });

  it('copies a world whole (from), and the copy then goes its own way', async () => {
    const a = await createWorld();
    h.useWorld(a);
    const token = await h.smsLogin(PERSONA);
    const copy = await createWorld({ from: a, name: 'handed over' });
    h.useWorld(copy);
    expect((await h.call('GET', USER, undefined, token)).status).toBe(200);
    expect(await smsOf(PERSONA)).toBe(200);
    expect((await h.control('POST', '/__mock/reset')).statusCode).toBe(200);
    h.useWorld(a);
    expect((await h.call('GET', USER, undefined, token)).status).toBe(200);
    expect((await h.app.inject({ method: 'POST', url: '/__mock/worlds', payload: { from: 'f'.repeat(32) } })).statusCode).toBe(404);
  });

  it('deletes a world (not the default one); a binding to a gone world answers 410 and the console still lists', async () => {
    const a = await createWorld();
    const deleted = await h.app.inject({ method: 'DELETE', url: `/__mock/worlds/${a}`, headers: { cookie: `mock_world=${a}` } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.headers['set-cookie']).toMatch(/^mock_world=; Path=\/; Max-Age=0/);
    expect((await h.control('DELETE', '/__mock/worlds/default')).statusCode).toBe(409);
    expect((await h.control('DELETE', `/__mock/worlds/${a}`)).statusCode).toBe(404);

    h.useWorld(a);
    const gone = await h.call('GET', `${LOGIN}/slide-verify-code`);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toContain('does not exist');
    expect((await h.control('POST', '/__mock/reset')).statusCode).toBe(410);
    const listed = await h.control('GET', '/__mock/worlds');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ current: null }>().current).toBeNull();
    h.useWorld('not-an-id');
    expect((await h.control('GET', '/__mock/sms')).statusCode).toBe(410);
  });

  it('switches the caller with POST /__mock/worlds/:id/use (default clears the cookie)', async () => {
    const a = await createWorld();
    const used = await h.app.inject({ method: 'POST', url: `/__mock/worlds/${a}/use` });
    expect(used.headers['set-cookie']).toMatch(new RegExp(`^mock_world=${a};`));
    const back = await h.app.inject({ method: 'POST', url: '/__mock/worlds/default/use' });
    expect(back.headers['set-cookie']).toMatch(/^mock_world=; Path=\/; Max-Age=0/);
    expect((await h.app.inject({ method: 'POST', url: `/__mock/worlds/${'0'.repeat(32)}/use` })).statusCode).toBe(404);
  });

  it("answers a phone's face page (no cookie) from the world that started the check", async () => {
    const a = await createWorld();
    h.useWorld(a);
    const token = await h.smsLogin(PersonaMobile.bankCardNoFace);
    const started = await h.call<{ faceId: string }>('POST', AUTH_PATHS.face, { scene: 'personal' }, token);
    h.useWorld(undefined);
    const phone = await h.app.inject({ method: 'GET', url: `/__mock/face/page/${started.body.data.faceId}` });
    expect(phone.body).toContain('data-action="pass"');
    // The phone's 通过 (a form post, no cookie either) passes the check in that world.
    const passed = await h.app.inject({ method: 'POST', url: `/__mock/face/page/${started.body.data.faceId}`, payload: { pass: true } });
    expect(passed.body).toContain('data-status="passed"');
    expect((await h.app.inject({ method: 'GET', url: '/__mock/face/page/nothing' })).body).toContain('链接无效');
  });

  it('keeps the control rules: another origin or another machine gets 403', async () => {
    const foreign = await h.app.inject({ method: 'POST', url: '/__mock/worlds', headers: { origin: 'http://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    const remote = await h.app.inject({ method: 'GET', url: '/__mock/worlds', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
  });
});

describe('world limits', () => {
  it('removes worlds idle for longer than the configured time, never the default one', async () => {
    await h.app.close();
    h = await startHarness(42, { passwordDelayStepMs: 0 }, { worlds: { idleMs: 60_000 } });
    const a = await createWorld();
    const b = await createWorld();
    h.advance(40_000);
    h.useWorld(b);
    expect((await h.control('GET', '/__mock/sms')).statusCode).toBe(200);
    h.advance(40_000);
    const ids = (await h.control('GET', '/__mock/worlds')).json<{ worlds: { id: string }[] }>().worlds.map((w) => w.id);
    expect(ids).toContain(b);
    expect(ids).toContain('default');
    expect(ids).not.toContain(a);
  });

  it('answers 503 with the reason past the count cap and past the heap cap', async () => {
    await h.app.close();
    h = await startHarness(42, { passwordDelayStepMs: 0 }, { worlds: { maxWorlds: 2 } });
    await createWorld();
    await createWorld();
    const third = await h.app.inject({ method: 'POST', url: '/__mock/worlds' });
    expect(third.statusCode).toBe(503);
    expect(third.json<{ message: string }>().message).toContain('MOCK_WORLDS_MAX=2');
    await h.app.close();
    // The heap as the registry reads it: 100 MB at the start, 40 MB more after the first world.
    const heap = { used: 100 * 2 ** 20 };
    h = await startHarness(42, { passwordDelayStepMs: 0 }, { worlds: { maxHeapBytes: 32 * 2 ** 20, heapUsed: () => heap.used } });
    await createWorld();
    heap.used += 40 * 2 ** 20;
    const full = await h.app.inject({ method: 'POST', url: '/__mock/worlds' });
    expect(full.statusCode).toBe(503);
    expect(full.json<{ message: string }>().message).toContain('MOCK_WORLDS_MAX_HEAP_MB');
  });
});

describe('snapshot', () => {
  it('copies every field of a busy world, keeps what two maps share shared and the classes of its parts', () => {
    const state = new MockState({ now: () => Date.UTC(2026, 2, 1), seed: 2 });
    const account = state.account(PersonaMobile.oneCompany);
    if (!account) throw new Error('no persona');
    state.openSession(account.mobile);
    state.sendSms(PERSONA);
    state.userCentre.ensure(account, state.now());
    state.abuse.recordPasswordFailure(account.mobile);
    state.rateWindows.of(0).set('127.0.0.1', { count: 3, startedAt: 0 });
    state.telemetry.push({ type: 'web-vital', receivedAt: 1 });
    state.addScenario({ method: 'GET', path: USER, times: 1, status: 500 });

    const again = new MockState({ now: state.now, seed: 3 });
    restore(again, snapshot(state));
    expect(isDeepStrictEqual(v8.deserialize(snapshot(again)), v8.deserialize(snapshot(state)))).toBe(true);
    expect(again.abuse).toBeInstanceOf(AbuseLimits);
    expect(again.userCentre).toBeInstanceOf(UserCentreWorld);
    expect(again.latestSms(PERSONA)).toBe(again.sms.get(PERSONA));
    expect(again.userCentre.contracts.size).toBeGreaterThan(0);
  });
});
