/**
 * The e2e run's drift teardown (shared/e2e/tests/support/drift.teardown.ts) against stand-in
 * portal servers: it fails on a drift, and on every check that could not have failed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkAnswerDrifts } from '../e2e/tests/support/drift.teardown';

const servers: http.Server[] = [];

/** A server that answers GET /__mock/drift with `record` (or `status` with no record); resolves with its port. */
function portal(record: unknown, status = 200): Promise<number> {
  const server = http.createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(record));
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** A port nothing listens on. */
async function silent(): Promise<number> {
  const server = http.createServer();
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const clean = (checked: number) => ({ enabled: true, checked, drifts: [] });

beforeAll(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true));
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  jest.restoreAllMocks();
});

describe("the e2e run's answer-drift check", () => {
  it('passes when every server checked its answers and found no drift', async () => {
    await expect(checkAnswerDrifts([await portal(clean(40)), await portal(clean(0))])).resolves.toBeUndefined();
  });

  it('fails on a drift, naming the call', async () => {
    const drifted = { enabled: true, checked: 3, drifts: [{ call: 'GET /customer/client/uc/v1/api/user', status: 200, problem: '/data/mobile must be string' }] };
    await expect(checkAnswerDrifts([await portal(drifted)])).rejects.toThrow('answer drift: GET /customer/client/uc/v1/api/user (200) : /data/mobile must be string');
  });

  it('fails when a server does not answer', async () => {
    const port = await silent();
    await expect(checkAnswerDrifts([await portal(clean(12)), port])).rejects.toThrow(`no answer check: http://localhost:${port}/__mock/drift answered nothing`);
  });

  it('fails when a server answers without its record', async () => {
    const port = await portal({ message: 'not found' }, 404);
    await expect(checkAnswerDrifts([await portal(clean(12)), port])).rejects.toThrow(`no answer check: http://localhost:${port}/__mock/drift answered 404`);
  });

  it("fails when a server's check is off (a reused server started without MOCK_CHECK_ANSWERS)", async () => {
    const off = await portal({ enabled: false, checked: 0, drifts: [] });
    await expect(checkAnswerDrifts([await portal(clean(12)), off])).rejects.toThrow(`the server on port ${off} checks no answers`);
  });

  it('fails when nothing was checked', async () => {
    await expect(checkAnswerDrifts([await portal(clean(0)), await portal(clean(0))])).rejects.toThrow('no mock answer was checked against its schema in this run');
  });
});
