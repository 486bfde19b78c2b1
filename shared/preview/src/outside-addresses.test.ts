/**
 * Every outside address the portal uses is a run-time setting (portal.config.json, remotes.json):
 * with the embedded mock its simulators fill the ones the files leave out; with API_UPSTREAM the
 * files are served as the deployment wrote them, and no address of the mock appears.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createPreviewServer } from './server';

const SHELL_PUBLIC = path.join(__dirname, '../../../shell/public/portal.config.json');
let root: string;
const servers: FastifyInstance[] = [];

async function serve(apiUpstream?: string): Promise<string> {
  const app = await createPreviewServer({ root, apiUpstream });
  servers.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}
const json = async (url: string) => (await fetch(url)).json();

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'preview-outside-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  // The file the shell's build ships, and a remotes.json as the build writes it (no telemetry).
  writeFileSync(path.join(root, 'shell', 'dist', 'portal.config.json'), readFileSync(SHELL_PUBLIC));
  writeFileSync(path.join(root, 'shell', 'dist', 'remotes.json'), JSON.stringify({ remotes: [] }));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(root, { recursive: true, force: true });
});

describe("the portal's outside addresses", () => {
  it('ship with no address of the mock in the shell', () => {
    expect(readFileSync(SHELL_PUBLIC, 'utf8')).not.toContain('/__mock/');
  });

  it('are the mock simulators where the mock serves', async () => {
    const base = await serve();
    expect(await json(`${base}/cWeb/portal.config.json`)).toMatchObject({
      customerServiceUrl: '/__mock/chrome/service',
      chatSdkUrl: '/__mock/chrome/chat-sdk.js',
      iamLoginUrl: '/__mock/iam/login',
      businessSystemUrl: '/__mock/biz/{key}',
      footer: { default: 'factoring' },
    });
    expect(await json(`${base}/cWeb/remotes.json`)).toEqual({ remotes: [], telemetry: '/__mock/telemetry' });
  });

  it('keep remotes.json shared briefly and revalidated by its ETag where the mock fills it', async () => {
    const base = await serve();
    const first = await fetch(`${base}/cWeb/remotes.json`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await fetch(`${base}/cWeb/remotes.json`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    writeFileSync(path.join(root, 'shell', 'dist', 'remotes.json'), JSON.stringify({ remotes: [], telemetry: 'https://collector.example/t' }));
    expect((await fetch(`${base}/cWeb/remotes.json`, { headers: { 'If-None-Match': etag } })).status).toBe(200);
    writeFileSync(path.join(root, 'shell', 'dist', 'remotes.json'), JSON.stringify({ remotes: [] }));
  });

  it('are what the deployment wrote with API_UPSTREAM: nothing of the mock', async () => {
    const base = await serve('http://127.0.0.1:9');
    const config = await json(`${base}/cWeb/portal.config.json`);
    expect(config).toEqual(JSON.parse(readFileSync(SHELL_PUBLIC, 'utf8')));
    expect(JSON.stringify(config)).not.toContain('/__mock/');
    expect(await json(`${base}/cWeb/remotes.json`)).toEqual({ remotes: [] });
  });

  it("the file's own settings win over the mock's", async () => {
    writeFileSync(path.join(root, 'shell', 'dist', 'portal.config.json'), JSON.stringify({ iamLoginUrl: 'https://iam.example/login' }));
    writeFileSync(path.join(root, 'shell', 'dist', 'remotes.json'), JSON.stringify({ remotes: [], telemetry: 'https://collector.example/t' }));
    const base = await serve();
    expect(await json(`${base}/cWeb/portal.config.json`)).toMatchObject({ iamLoginUrl: 'https://iam.example/login', customerServiceUrl: '/__mock/chrome/service' });
    expect(await json(`${base}/cWeb/remotes.json`)).toEqual({ remotes: [], telemetry: 'https://collector.example/t' });
  });
});
