import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SECOND_ORIGIN_PORT } from './support/ports';
import { expectRemotePage } from './support/portal';

const ROOT = path.resolve(__dirname, '../../..');

function hashDir(dir: string): string {
  const h = createHash('sha256');
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    try {
      h.update(name).update(readFileSync(path.join(dir, name)));
    } catch {
      // a folder
    }
  }
  return h.digest('hex');
}

test('a remote moved to another origin is an edit of remotes.json', async ({ page, request }) => {
  const original = await (await request.get('/cWeb/remotes.json')).json();
  const moved = {
    remotes: original.remotes.map((r: { name: string; entry: string }) =>
      r.name === 'mf_help' ? { ...r, entry: `http://localhost:${SECOND_ORIGIN_PORT}/cWeb/remotes/mf-help/mf-manifest.json` } : r,
    ),
  };
  await page.route('**/cWeb/remotes.json', (route) => route.fulfill({ json: moved }));
  const fromSecondOrigin: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`http://localhost:${SECOND_ORIGIN_PORT}/`)) fromSecondOrigin.push(r.url());
  });
  await page.goto('/cWeb/helpCenter/loginRegister');
  await expectRemotePage(page, 'mf_help', '帮助中心');
  expect(fromSecondOrigin.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);
  expect(fromSecondOrigin.some((u) => u.endsWith('.js'))).toBe(true);
});

test('what may change is never cached; hashed files are cached for good', async ({ request }) => {
  for (const url of ['/cWeb/remotes.json', '/cWeb/remotes/mf-auth/mf-manifest.json', '/cWeb/remotes/mf-auth/remoteEntry.js', '/cWeb/home/index']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toContain('no-store');
  }
  const manifest = await (await request.get('/cWeb/remotes/mf-auth/mf-manifest.json')).json();
  const file = manifest.exposes[0].assets.js.sync[0] as string;
  const res = await request.get(`/cWeb/remotes/mf-auth/${file}`);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('rebuilding one remote changes the portal with the shell untouched', async ({ page }) => {
  test.setTimeout(240_000);
  // The frame's heading comes from the remote's catalogue.
  const pageFile = path.join(ROOT, 'mf-treasury/src/i18n/zh-CN/treasury.ts');
  const source = readFileSync(pageFile, 'utf8');
  const shellBefore = hashDir(path.join(ROOT, 'shell/dist'));
  const build = () => execFileSync('pnpm', ['--filter', 'mf-treasury', 'run', 'build'], { cwd: ROOT, stdio: 'pipe' });

  await page.goto('/cWeb/treasuryFront/detail');
  await expectRemotePage(page, 'mf_treasury', '司库服务');
  try {
    writeFileSync(pageFile, source.replace("brand: '司库服务'", "brand: '司库服务（新版）'"));
    build();
    await page.reload();
    await expectRemotePage(page, 'mf_treasury', '司库服务（新版）');
    expect(hashDir(path.join(ROOT, 'shell/dist'))).toBe(shellBefore);
  } finally {
    writeFileSync(pageFile, source);
    build();
  }
  await page.reload();
  await expectRemotePage(page, 'mf_treasury', '司库服务');
});
