import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createPreviewServer } from './server';
import { CompressedFiles, compressibleRoute, preferredEncoding } from './serving';
import { NONCE_PLACEHOLDER, contentSecurityPolicy } from './security-headers';

let root: string;
let app: FastifyInstance;
let port: number;
const BIG_JS = `console.log(${JSON.stringify('portal '.repeat(2000))});\n`;

/** A raw answer: headers and body bytes as sent (fetch would decode them). */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'preview-serving-'));
  const shell = path.join(root, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>shell</title><script>alert(1)</script>');
  writeFileSync(path.join(shell, 'main.0a1b2c3d.js'), BIG_JS);
  writeFileSync(path.join(shell, 'remotes.json'), JSON.stringify({ remotes: [{ name: 'mf_help', entry: 'http://remotes.example:8081/cWeb/remotes/mf-help/mf-manifest.json', routes: [] }] }));
  app = await createPreviewServer({ root, remoteOrigins: ['http://localhost:9001'] });
  // Two big answers, one personal and one public, as the API's routes would give them.
  const big = { code: 200, data: { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) } };
  app.get('/customer/client/uc/v1/test/big', async () => big);
  app.get('/customer/client/cms/v1/test/big', async () => big);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and plain bytes otherwise', async () => {
    const br = await get('/cWeb/main.0a1b2c3d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(BIG_JS.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/cWeb/main.0a1b2c3d.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_JS);

    const plain = await get('/cWeb/main.0a1b2c3d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
  });

  it('compresses public content and the mock, never answers with tokens or personal data', () => {
    expect(compressibleRoute('/cWeb/*')).toBe(true);
    expect(compressibleRoute('/customer/client/cms/v1/api/product/list')).toBe(true);
    expect(compressibleRoute('/customer/client/treasury/v1/files')).toBe(true);
    expect(compressibleRoute('/__mock/openapi.json')).toBe(true);
    expect(compressibleRoute('/customer/client/uc/v1/api/unified/login/user')).toBe(false);
    expect(compressibleRoute('/customer/client/*')).toBe(false);
  });

  it('leaves a personal answer uncompressed and compresses public content and the mock', async () => {
    const personal = await get('/customer/client/uc/v1/test/big', { 'accept-encoding': 'br' });
    expect(personal.body.length).toBeGreaterThan(2048);
    expect(personal.headers['content-encoding']).toBeUndefined();
    const content = await get('/customer/client/cms/v1/test/big', { 'accept-encoding': 'br' });
    expect(content.headers['content-encoding']).toBe('br');
    const openapi = await get('/__mock/openapi.json', { 'accept-encoding': 'br' });
    expect(openapi.status).toBe(200);
    expect(openapi.headers['content-encoding']).toBe('br');
  });
});

describe('static files compressed once', () => {
  it('takes brotli when offered, else gzip, never an encoding refused with q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('keeps a compressed file until the file changes', async () => {
    const file = path.join(root, 'cached.js');
    writeFileSync(file, BIG_JS);
    const files = new CompressedFiles();
    const first = await files.get('br', file);
    expect(first && brotliDecompressSync(first).toString()).toBe(BIG_JS);
    expect(await files.get('br', file)).toBe(first);
    expect(gunzipSync((await files.get('gzip', file)) ?? Buffer.alloc(0)).toString()).toBe(BIG_JS);
    const changed = `${BIG_JS}// v2\n`;
    writeFileSync(file, changed);
    expect(brotliDecompressSync((await files.get('br', file)) ?? Buffer.alloc(0)).toString()).toBe(changed);
    writeFileSync(path.join(root, 'small.js'), 'x');
    expect(await files.get('gzip', path.join(root, 'small.js'))).toBeUndefined();
  });

  it('sends the build’s precompressed copy when it is there, unless the file is newer', async () => {
    const file = path.join(root, 'pre.js');
    writeFileSync(file, BIG_JS);
    // Not what compressing BIG_JS gives, so the test sees which one was sent.
    const prebuilt = brotliCompressSync(`${BIG_JS}// prebuilt\n`);
    writeFileSync(`${file}.br`, prebuilt);
    expect(await new CompressedFiles().get('br', file)).toEqual(prebuilt);
    // No .gz beside it: gzip is made on the fly.
    expect(gunzipSync((await new CompressedFiles().get('gzip', file)) ?? Buffer.alloc(0)).toString()).toBe(BIG_JS);
    // The file changed after the build: its stale copy is not used.
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    expect(brotliDecompressSync((await new CompressedFiles().get('br', file)) ?? Buffer.alloc(0)).toString()).toBe(BIG_JS);
  });

  it('forgets the oldest files beyond its size limit', async () => {
    const files = new CompressedFiles(1);
    const file = path.join(root, 'limited.js');
    writeFileSync(file, BIG_JS);
    const first = await files.get('gzip', file);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await files.get('gzip', file)).not.toBe(first);
  });
});

describe('security headers', () => {
  it('are on every answer: pages, files, 404s and the API', async () => {
    const policy = contentSecurityPolicy({
      remoteOrigins: ['http://localhost:9001', 'http://remotes.example:8081'],
      scriptHashes: ['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='],
    });
    for (const url of ['/cWeb/home/index', '/cWeb/main.0a1b2c3d.js', '/cWeb/missing.js', '/customer/client/uc/v1/api/unified/login/user', '/nowhere']) {
      const res = await get(url, { accept: url.endsWith('index') ? 'text/html' : '*/*' });
      expect([url, res.headers['content-security-policy']]).toEqual([url, policy]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('give a page that holds the nonce’s place a fresh nonce per answer, in the page and the policy alike', async () => {
    const html = `<!doctype html><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><p>${'portal '.repeat(300)}</p>`;
    const dist = path.join(root, 'shell', 'dist');
    writeFileSync(path.join(dist, 'nonce.html'), html);
    // A precompressed copy holds the placeholder: never sent in the page's place.
    writeFileSync(path.join(dist, 'nonce.html.gz'), gzipSync(html));
    const nonces: string[] = [];
    for (const encoding of ['gzip', 'identity']) {
      const res = await get('/cWeb/nonce.html', { 'accept-encoding': encoding });
      const page = (encoding === 'gzip' ? gunzipSync(res.body) : res.body).toString();
      const nonce = /nonce="([^"]+)"/.exec(page)?.[1] ?? '';
      expect(page).toBe(html.replace(NONCE_PLACEHOLDER, nonce));
      const styleSrc = String(res.headers['content-security-policy']).split('; ').find((d) => d.startsWith('style-src '));
      expect(styleSrc).toBe(`style-src 'self' 'nonce-${nonce}' http://localhost:9001 http://remotes.example:8081`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(2);
  });

  it("allow a simulator page's own inline script and styles by their hashes, and nothing else inline", async () => {
    const page = await get('/__mock/chrome/service');
    expect(page.status).toBe(200);
    const scripts = [...page.body.toString().matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(scripts[0][1]).digest('base64');
    const scriptSrc = String(page.headers['content-security-policy']).split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // Its styles too: every <style> by its hash, and no style attribute (no hash covers one).
    const styles = [...page.body.toString().matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(styles.length).toBeGreaterThan(0);
    const styleSrc = String(page.headers['content-security-policy']).split('; ').find((d) => d.startsWith('style-src ')) ?? '';
    expect(styleSrc.split(' ')).toEqual(expect.arrayContaining(styles));
    expect(styleSrc).not.toContain('unsafe-inline');
    expect(page.body.toString()).not.toMatch(/\sstyle\s*=/i);
  });
});
