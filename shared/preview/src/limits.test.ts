import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_TIMEOUTS, remotesJsonOrigins, safeDecode } from './limits';
import { createPreviewServer } from './server';

let root: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'preview-limits-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  app = await createPreviewServer({ root, apiUpstream: 'http://127.0.0.1:9' });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('malformed URLs', () => {
  it('never answer 5xx (/cWeb/%25 answered 500 before)', async () => {
    for (const url of ['/cWeb/%25', '/cWeb/%', '/cWeb/%E0%A4%A', '/cWeb/home/%ZZ', '/cWeb/remotes/mf-auth/%', '/%', '/cWeb/..%2f..%2fetc%2fpasswd']) {
      const response = await fetch(`${base}${url}`, { headers: { accept: 'text/html' } });
      await response.arrayBuffer(); // an unread answer holds app.close() for the keep-alive timeout
      expect([url, response.status < 500]).toEqual([url, true]);
    }
  });

  it('safeDecode answers undefined instead of throwing', () => {
    expect(safeDecode('%')).toBeUndefined();
    expect(safeDecode('a%20b')).toBe('a b');
  });
});

describe('time limits', () => {
  it('the server has request, header, idle and keep-alive timeouts', () => {
    expect(app.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(app.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(app.server.timeout).toBe(SERVER_TIMEOUTS.connectionTimeout);
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestTimeout);
  });

  it('keeps an idle connection longer than a client pauses between calls', () => {
    expect(SERVER_TIMEOUTS.keepAliveTimeout).toBeGreaterThanOrEqual(60_000);
  });

  it('closes an idle keep-alive connection after its keep-alive timeout', async () => {
    const keepAliveTimeout = 1_500;
    const short = await createPreviewServer({ root, apiUpstream: 'http://127.0.0.1:9', timeouts: { keepAliveTimeout } });
    try {
      const { port } = new URL(await short.listen({ port: 0, host: '127.0.0.1' }));
      const socket = connect(Number(port), '127.0.0.1');
      const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      socket.write('GET /cWeb/ HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
      socket.on('data', () => undefined);
      const answeredAt = Date.now();
      const closedAt = await closed;
      expect(closedAt - answeredAt).toBeGreaterThanOrEqual(keepAliveTimeout - 500);
      expect(closedAt - answeredAt).toBeLessThan(keepAliveTimeout + 3_000);
    } finally {
      await short.close();
    }
  }, 15_000);
});

describe("remotes.json's origins", () => {
  it('lists the absolute entries, and follows the file as it changes', () => {
    const dist = path.join(root, 'shell', 'dist');
    const origins = remotesJsonOrigins(dist);
    expect(origins()).toEqual([]);
    const write = (remotes: { name: string; entry: string }[]) => writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ remotes }));
    write([
      { name: 'a', entry: '/cWeb/remotes/mf-auth/mf-manifest.json' },
      { name: 'b', entry: 'http://localhost:8401/cWeb/remotes/mf-help/mf-manifest.json' },
    ]);
    expect(origins()).toEqual(['http://localhost:8401']);
    write([{ name: 'b', entry: 'https://cdn.example/mf-help/mf-manifest.json' }]);
    // A new mtime: read again (the same second may keep the mtime on some file systems).
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dist, 'remotes.json'), later, later);
    expect(origins()).toEqual(['https://cdn.example']);
  });
});
