/**
 * Issue 14: "one request of 19 MB stalls every other answer for 0.7-7.9 s". Over a real
 * socket, a maximal signed and encrypted body (just under the limit), a 19 MB one and a chunked
 * 5 MB one are sent by a child process (so the sender's own work is not on this process). What
 * stalled the others was work on the event loop: hashing and decrypting with crypto-js, reading a
 * body whole. So these tests measure that work, not the time answers take (a loaded machine
 * stretches every answer; timings belong in `pnpm bench`): the check's CPU time against the old
 * check's, and the bytes the server read of a body it refuses.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, buildSignedRequest, protocolHeaders, verifySignedRequest } from '@portal/core/protocol';
import { createMockApp } from '../app';
import { LOGIN } from '../test-client';
import { DEFAULT_LIMITS, MB } from './config';
import { verifySignedRequestFast } from './verify';


let app: FastifyInstance;
let base: string;
let dir: string;
/** The bytes the server read from each connection, as it closes. */
const connections: { bytesRead: number }[] = [];

beforeAll(async () => {
  app = await createMockApp({ seed: 11 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  app.server.on('connection', (socket) => socket.on('close', () => connections.push({ bytesRead: socket.bytesRead })));
  dir = mkdtempSync(path.join(tmpdir(), 'mock-stall-'));
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const SMS_LOGIN = `${LOGIN}/smsLogin`;

/** A signed, encrypted sign-in call just under the JSON limit (checked), with a fresh nonce. */
function maximalBody(): ReturnType<typeof buildSignedRequest> {
  const limit = DEFAULT_LIMITS.jsonBodyBytes;
  // Encryption and Base64 make the body about 4/3 of the JSON.
  const signed = buildSignedRequest({ method: 'POST', path: SMS_LOGIN, body: { mobileNo: '13800000000', smsVerCode: '123456', filler: 'x'.repeat(Math.floor(limit * 0.74) - 200) } });
  const size = Buffer.byteLength(signed.body ?? '');
  if (size <= 0.9 * limit || size >= limit) throw new Error(`not a maximal body: ${size} bytes for a limit of ${limit}`);
  return signed;
}

/**
 * Sends a body from a child process: with its length, or chunked (`chunked`, `total` bytes of
 * 'A'). Resolves with the status, or 'closed' when the server cut the connection.
 */
function sendFromChild(headers: Record<string, string>, body: { file: string } | { chunked: number }): Promise<number | 'closed'> {
  const script = `
    const http = require('node:http');
    const fs = require('node:fs');
    const [url, headersJson, mode, arg] = process.argv.slice(1);
    const headers = JSON.parse(headersJson);
    const u = new URL(url);
    if (mode === 'chunked') headers['transfer-encoding'] = 'chunked';
    const data = mode === 'file' ? fs.readFileSync(arg) : null;
    if (data) headers['content-length'] = String(data.length);
    const req = http.request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers }, (res) => {
      res.resume();
      res.on('end', () => { console.log(res.statusCode); process.exit(0); });
    });
    req.on('error', () => { console.log('closed'); process.exit(0); });
    if (data) { req.end(data); } else {
      const chunk = Buffer.alloc(65536, 65);
      let sent = 0;
      const pump = () => { while (sent < Number(arg)) { sent += chunk.length; if (!req.write(chunk)) return req.once('drain', pump); } req.end(); };
      pump();
    }`;
  const [mode, arg] = 'file' in body ? ['file', body.file] : ['chunked', String(body.chunked)];
  const child = spawn(process.execPath, ['-e', script, `${base}${API_BASE_PATH}${SMS_LOGIN}`, JSON.stringify(headers), mode, arg]);
  let out = '';
  child.stdout.on('data', (data: Buffer) => (out += data.toString()));
  return new Promise((resolve) => child.on('close', () => resolve(out.trim() === 'closed' ? 'closed' : Number(out.trim()))));
}

/** The most bytes the server read from one connection, once the connections opened since `from` have closed. */
async function mostBytesReadSince(from: number): Promise<number> {
  while (connections.length <= from) await new Promise((resolve) => setTimeout(resolve, 20));
  return Math.max(...connections.slice(from).map((c) => c.bytesRead));
}

describe('no single request stalls the others', () => {
  it("the check of a maximal body blocks the event loop a few ms (crypto-js's took hundreds)", () => {
    const signed = maximalBody();
    const input = { method: 'POST', path: SMS_LOGIN, headers: signed.headers, rawBody: Buffer.from(signed.body ?? ''), now: Date.now() };
    const timed = (run: () => unknown): number => {
      const before = process.cpuUsage();
      expect(run()).toMatchObject({ ok: true });
      const { user, system } = process.cpuUsage(before);
      return (user + system) / 1000;
    };
    timed(() => verifySignedRequestFast({ ...input, maxJsonDepth: 32 }));
    const fast = Math.min(...[0, 1, 2].map(() => timed(() => verifySignedRequestFast({ ...input, maxJsonDepth: 32 }))));
    const core = timed(() => verifySignedRequest(input));
    // CPU time: 6-15 ms against 400-900 ms (a loaded machine stretches the wall-clock time of both).
    expect(fast * 10).toBeLessThan(core);
  });

  it('as many concurrent maximal bodies as one address may have under way (signed, encrypted) are each verified and answered', async () => {
    // Their processor time was asserted here (under 50 ms together). The process's CPU time also
    // counts V8's compiler and GC threads, so on a busy 2-core machine it read 132 ms with nothing
    // wrong (a fresh clone's jest run), as much as the 1 MB limit once took: the figure could not
    // tell the two apart. What bounds that work is the 64 KB limit, pinned in limits.test.ts with
    // the 413 before any hashing, and the large bodies one address may have under way
    // (concurrency.test.ts); the check's own cost is compared with crypto-js's above.
    const count = DEFAULT_LIMITS.largeBodiesPerAddress;
    const bodies = Array.from({ length: count }, maximalBody);
    const codes = await Promise.all(
      bodies.map(async (signed) => {
        const answer = await app.inject({ method: 'POST', url: `${API_BASE_PATH}${SMS_LOGIN}`, headers: signed.headers, payload: signed.body });
        return answer.json<{ code: number }>().code;
      }),
    );
    // 501003: each was read, decrypted and checked (no code was sent to that mobile), none refused.
    expect(codes).toEqual(Array(count).fill(501003));
  });

  it('a maximal valid body (signed, encrypted, just under the limit) is read whole, verified and answered', async () => {
    // Without a stall: its check is the fast one timed above (crypto-js's took the event loop for 0.7-7.9 s).
    const signed = maximalBody();
    const file = path.join(dir, 'maximal.json');
    writeFileSync(file, signed.body ?? '');
    const from = connections.length;
    // The status of 501003: no code was sent to that mobile.
    expect(await sendFromChild(signed.headers, { file })).toBe(200);
    expect(await mostBytesReadSince(from)).toBeGreaterThan(Buffer.byteLength(signed.body ?? ''));
  });

  it('a 19 MB body with the five protocol headers is refused with 413 from its length, unread and unhashed', async () => {
    const file = path.join(dir, 'nineteen.json');
    writeFileSync(file, JSON.stringify({ payload: 'A'.repeat(19 * MB) }));
    const headers = protocolHeaders({ method: 'POST', path: SMS_LOGIN, body: 'x', timestamp: Date.now(), nonce: 'nineteen-mb-1', encrypted: true });
    const from = connections.length;
    expect([413, 'closed']).toContain(await sendFromChild({ ...headers, 'content-type': 'application/json' }, { file }));
    // Refused from its length: the server read (and hashed) at most a small part of the 19 MB.
    expect(await mostBytesReadSince(from)).toBeLessThan(4 * MB);
  });

  it('a chunked body is cut at the limit (413), not read whole', async () => {
    const headers = protocolHeaders({ method: 'POST', path: SMS_LOGIN, body: 'x', timestamp: Date.now(), nonce: 'chunked-5mb-1', encrypted: true });
    const from = connections.length;
    expect([413, 'closed']).toContain(await sendFromChild({ ...headers, 'content-type': 'application/json' }, { chunked: 5 * MB }));
    // Cut at the limit: the server read about the limit's worth, not the 5 MB.
    expect(await mostBytesReadSince(from)).toBeLessThan(2 * MB);
  });
});
