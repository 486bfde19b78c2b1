import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HASHED, NEVER_CACHED, REMOTES_JSON, REMOTES_JSON_REACH_SECONDS } from './caching';
import { NGINX_NONCE, headersOfSnippet, renderNginx, type NginxOptions } from './nginx';
import { createPreviewServer } from './server';
import { NONCE_PLACEHOLDER, securityHeaders } from './security-headers';

let root: string;
const options = (more: Partial<NginxOptions> = {}): NginxOptions => ({
  appsRoot: root,
  port: 8080,
  upstream: 'http://127.0.0.1:9000',
  runtimeDir: '/run/portal-nginx',
  brotli: false,
  ...more,
});

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const shell = path.join(root, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), `<!doctype html><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><title>shell</title><script>alert(1)</script>`);
  writeFileSync(path.join(shell, 'remotes.json'), JSON.stringify({ remotes: [{ name: 'mf_help', entry: 'https://cdn.example/mf-help/mf-manifest.json', routes: [] }] }));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the nginx config', () => {
  it('sends exactly the headers the preview server sends for the same build', async () => {
    const { files } = renderNginx(options({ remoteOrigins: ['http://localhost:8081'] }));
    const nginxHeaders = headersOfSnippet(files['security-headers.conf']);
    const app: FastifyInstance = await createPreviewServer({ root, apiUpstream: 'http://127.0.0.1:9', remoteOrigins: ['http://localhost:8081'] });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${base}/cWeb/home/index`, { headers: { accept: 'text/html' } });
      // Read the answer whole: a connection still sending holds app.close() for the keep-alive timeout (65 s).
      const page = await res.text();
      // Each answer's own nonce, where nginx says $request_id: in the header and in the page alike.
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(page)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Object.keys(nginxHeaders).sort()).toEqual(Object.keys(securityHeaders()).sort());
      for (const [name, value] of Object.entries(nginxHeaders)) expect([name, res.headers.get(name)]).toEqual([name, value.replace(NGINX_NONCE, nonce)]);
      expect(nginxHeaders['Content-Security-Policy']).toContain(`'nonce-${NGINX_NONCE}'`);
      expect(nginxHeaders['Content-Security-Policy']).toContain("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
      expect(nginxHeaders['Content-Security-Policy']).toContain('https://cdn.example');
    } finally {
      await app.close();
    }
  });

  it('writes each answer’s nonce into the shell’s pages, which it never sends precompressed', () => {
    const conf = renderNginx(options({ brotli: true, brotliStatic: true })).files['nginx.conf'];
    const pages = [...conf.matchAll(/location (\/cWeb\/|@portal_page) \{[\s\S]*?\n {4}\}/g)].map(([block]) => block);
    expect(pages).toHaveLength(2);
    for (const block of pages) expect(block).toContain(`sub_filter "${NONCE_PLACEHOLDER}" $request_id;`);
    expect(pages[1]).toContain('gzip_static off;');
    expect(pages[1]).toContain('brotli_static off;');
  });

  it('caches by the same rules as the preview server', () => {
    const conf = renderNginx(options()).files['nginx.conf'];
    expect(conf).toContain(`"~${NEVER_CACHED.source}" "no-store, max-age=0";`);
    expect(conf).toContain(`"~${HASHED.source}" "public, max-age=31536000, immutable";`);
    // remotes.json: a CDN may answer it REMOTES_JSON_REACH_SECONDS at most after a publish (the README's figure).
    expect(conf).toContain(`"~${REMOTES_JSON.source}" "public, max-age=0, s-maxage=30, stale-while-revalidate=30";`);
    expect(REMOTES_JSON_REACH_SECONDS).toBe(60);
    expect(conf.indexOf(REMOTES_JSON.source)).toBeLessThan(conf.indexOf(NEVER_CACHED.source));
  });

  it('never lets an error be cached under a file name (a 404, or a remote under maintenance answering 503)', () => {
    const conf = renderNginx(options()).files['nginx.conf'];
    const byStatus = /map \$status \$portal_cache_control \{([\s\S]*?)\}/.exec(conf)?.[1] ?? '';
    expect(byStatus).toContain('"~^(?:200|206|304)$" $portal_cache_control_ok;');
    expect(byStatus).toContain('default "no-store, max-age=0";');
    expect(conf).toContain('add_header Cache-Control $portal_cache_control always;');
  });

  it('fills every placeholder and serves each remote from its build, on a second origin when asked', () => {
    const conf = renderNginx(options({ remotePort: 8081 })).files['nginx.conf'];
    expect(conf).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(conf).toContain(`alias ${path.join(root, 'mf-help', 'dist')}/;`);
    expect(conf).toContain(`alias ${path.join(root, 'shell', 'dist')}/;`);
    expect(conf).toContain('listen 8081;');
    expect(conf).toContain('server 127.0.0.1:9000;');
    expect(conf.match(/location \/cWeb\/remotes\/mf-help\//g)).toHaveLength(2);
    expect(renderNginx(options()).files['nginx.conf']).not.toContain('listen 8081;');
  });

  it('gives each remote its own origin when asked: a server that serves that remote only', () => {
    const conf = renderNginx(options({ teamServers: { 'mf-help': 9104, 'mf-auth': 9102 } })).files['nginx.conf'];
    const servers = [...conf.matchAll(/\n {2}server \{[\s\S]*?\n {2}\}/g)].map(([block]) => block);
    const help = servers.find((block) => block.includes('listen 9104;')) ?? '';
    expect(help.match(/location \/cWeb\/remotes\/[^/]+\//g)).toEqual(['location /cWeb/remotes/mf-help/']);
    expect(help).toContain('maintenance/mf-help');
    expect(servers.find((block) => block.includes('listen 9102;'))).toContain('location /cWeb/remotes/mf-auth/ {');
    expect(() => renderNginx(options({ teamServers: { 'mf-nope': 9109 } }))).toThrow('mf-nope is not a remote');
  });

  it('proxies the mock only when asked, and brotli only with its module', () => {
    expect(renderNginx(options()).files['nginx.conf']).not.toContain('/__mock/');
    expect(renderNginx(options({ withMock: true })).files['nginx.conf']).toContain('location /__mock/ {');
    expect(renderNginx(options()).files['nginx.conf']).not.toContain('brotli');
    const withBrotli = renderNginx(options({ brotli: true, brotliStatic: true })).files['nginx.conf'];
    expect(withBrotli).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
    expect(withBrotli).toContain('brotli_static on;');
    expect(renderNginx(options({ brotli: true, brotliStatic: false })).files['nginx.conf']).not.toContain('brotli_static');
    expect(withBrotli).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;');
    expect(withBrotli).toContain('brotli on;');
  });

  it('sends no Server header (not even the product name) with the headers-more module', () => {
    const hidden = renderNginx(options({ hideServer: true })).files['nginx.conf'];
    expect(hidden).toContain('load_module /usr/lib/nginx/modules/ngx_http_headers_more_filter_module.so;');
    expect(hidden).toMatch(/^\s*server_tokens off;\s*\n(\s*#.*\n)?\s*more_clear_headers Server;$/m);
    const shown = renderNginx(options({ hideServer: false })).files['nginx.conf'];
    expect(shown).toContain('server_tokens off;');
    expect(shown).not.toContain('headers_more');
    expect(shown).not.toContain('more_clear_headers');
  });
});
