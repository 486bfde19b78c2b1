import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EnterprisePersonaMobile } from '../persona-table';
import { type Harness, LOGIN, startHarness } from '../test-client';

const PERSONA = EnterprisePersonaMobile.ent4Finished;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mock-worlds-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('MOCK_DATA_DIR', () => {
  it('saves every world on change and loads them at start: sessions, SMS, scenarios, names', async () => {
    let h: Harness = await startHarness(42, { passwordDelayStepMs: 0 }, { worlds: { dataDir: dir } });
    const id = (await h.app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'kept' } })).json<{ id: string }>().id;
    h.useWorld(id);
    const token = await h.smsLogin(PERSONA);
    await h.control('POST', '/__mock/scenario', { method: 'GET', path: '/kept', times: 2, status: 500 });
    h.useWorld(undefined);
    await h.control('POST', '/__mock/scenario', { method: 'GET', path: '/default', times: 1, status: 500 });
    await h.app.close();
    expect(readdirSync(dir).sort()).toEqual([`${id}.world`, 'default.world'].sort());

    h = await startHarness(42, { passwordDelayStepMs: 0 }, { worlds: { dataDir: dir } });
    const listed = (await h.control('GET', '/__mock/worlds')).json<{ worlds: { id: string; name: string }[] }>().worlds;
    expect(listed.find((w) => w.id === id)?.name).toBe('kept');
    expect((await h.control('GET', '/__mock/scenario')).json<{ scenarios: { path: string }[] }>().scenarios.map((s) => s.path)).toEqual(['/default']);
    h.useWorld(id);
    expect((await h.call('GET', `${LOGIN}/user`, undefined, token)).status).toBe(200);
    expect((await h.control('GET', `/__mock/sms/${PERSONA}`)).statusCode).toBe(200);
    expect((await h.control('GET', '/__mock/scenario')).json<{ scenarios: { path: string }[] }>().scenarios.map((s) => s.path)).toEqual(['/kept']);
    // A deleted world's file goes with it.
    h.useWorld(undefined);
    expect((await h.control('DELETE', `/__mock/worlds/${id}`)).statusCode).toBe(200);
    expect(readdirSync(dir)).toEqual(['default.world']);
    await h.app.close();
  });
});

/** The standalone server (src/main.ts) on a free port, with the data directory. */
async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MOCK_DATA_DIR: dir, MOCK_CHECK_ANSWERS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the mock exited (${code}) before listening: ${out}`)));
  });
  return { child, base };
}

const killed = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('a crash', () => {
  it('leaves every world as of its last completed call (SIGKILL in the middle of a burst of writes)', async () => {
    const first = await startServer();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await fetch(`${first.base}/__mock/worlds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `burst ${i}` }) });
      ids.push(((await answer.json()) as { id: string }).id);
    }
    const completed = new Map<string, number>(ids.map((id) => [id, 0]));
    let stop = false;
    let total = 0;
    let reachedBurst: () => void = () => undefined;
    const burst = new Promise<void>((resolve) => {
      reachedBurst = resolve;
    });
    // Each world writes one scenario at a time, as fast as the server answers, until the kill.
    const writers = ids.map(async (id) => {
      while (!stop) {
        const answer = await fetch(`${first.base}/__mock/scenario`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-mock-world': id },
          body: JSON.stringify({ method: 'GET', path: `/burst/${completed.get(id)}`, times: 1, status: 500 }),
        }).catch(() => undefined);
        if (!answer) return;
        if (answer.status === 201) {
          completed.set(id, (completed.get(id) ?? 0) + 1);
          total += 1;
          if (total === 90) reachedBurst();
        }
      }
    });
    await burst;
    await killed(first.child);
    stop = true;
    await Promise.all(writers);

    const second = await startServer();
    try {
      for (const id of ids) {
        const answer = await fetch(`${second.base}/__mock/scenario`, { headers: { 'x-mock-world': id } });
        const kept = ((await answer.json()) as { scenarios: { path: string }[] }).scenarios.length;
        // Every completed call is there; at most the one call in flight at the kill is there too.
        expect(kept).toBeGreaterThanOrEqual(completed.get(id) ?? 0);
        expect(kept).toBeLessThanOrEqual((completed.get(id) ?? 0) + 1);
      }
      const names = ((await (await fetch(`${second.base}/__mock/worlds`)).json()) as { worlds: { name: string }[] }).worlds.map((w) => w.name);
      expect(names.sort()).toEqual(['burst 0', 'burst 1', 'burst 2', 'default']);
    } finally {
      await killed(second.child);
    }
  }, 180_000);
});
