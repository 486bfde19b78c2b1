import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createPreviewServer } from './server';

let root: string;
let app: FastifyInstance;
let base: string;

/** A real request (Fastify's inject needs an ESM-only cookie package jest does not transform here). */
const get = async (url: string, accept: string) => {
  const res = await fetch(`${base}${url}`, { headers: { accept } });
  return { statusCode: res.status, body: await res.text(), headers: res.headers };
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'preview-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
  mkdirSync(path.join(root, 'mf-treasury', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mf-treasury', 'dist', 'page.0a1b2c3d.js'), 'console.log(2)');
  app = await createPreviewServer({ root, apiUpstream: 'http://127.0.0.1:9' });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('history-mode fallback', () => {
  it('serves the app for a page address, even one that ends in a file name', async () => {
    for (const url of ['/cWeb/home/index', '/cWeb/treasuryFront/view/pdf/treasury-brochure.pdf']) {
      const res = await get(url, 'text/html,application/xhtml+xml');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
    }
  });

  it('answers 404 for a missing asset and serves an existing one', async () => {
    const missing = await get('/cWeb/missing.js', '*/*');
    expect(missing.statusCode).toBe(404);
    const found = await get('/cWeb/main.js', '*/*');
    expect(found.body).toBe('console.log(1)');
    const remote = await get('/cWeb/remotes/mf-help/remoteEntry.js', 'text/html');
    expect(remote.statusCode).toBe(404);
  });
});

describe('a remote\'s files', () => {
  it('are served for a shell on any origin, cached as their hashed names allow', async () => {
    const res = await get('/cWeb/remotes/mf-treasury/page.0a1b2c3d.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
