/**
 * Deploying as teams do, in a copy of the workspace (support/workspace.ts) with its own preview
 * server, so no spec writes the checkout: a remote rebuilt alone, published, refused by the shell's
 * contract check, failing, rolled back; and the release process itself (a change file, `pnpm
 * release`, a remote published alone against an older shell, then the shell).
 */
import { type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BASE_PORT, SECOND_ORIGIN_PORT } from './support/ports';
import { REMOTE_PAGES, expectRemotePage } from './support/portal';
import { copyWorkspace, inWorkspace, servePreview } from './support/workspace';

/** A folder's files, but remotes.json (a remote's build writes its new version there). */
function hashDir(dir: string): string {
  const h = createHash('sha256');
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    if (name === 'remotes.json') continue;
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

test('what may change is never cached, remotes.json briefly by a CDN; hashed files are cached for good', async ({ request }) => {
  for (const url of ['/cWeb/remotes/mf-auth/mf-manifest.json', '/cWeb/remotes/mf-auth/remoteEntry.js', '/cWeb/home/index']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toContain('no-store');
  }
  const remotesJson = await request.get('/cWeb/remotes.json');
  expect(remotesJson.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  // Revalidated by its validator: an unchanged file is a 304 with no body.
  const etag = remotesJson.headers().etag;
  expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
  expect((await request.get('/cWeb/remotes.json', { headers: { 'If-None-Match': etag } })).status()).toBe(304);
  const manifest = await (await request.get('/cWeb/remotes/mf-auth/mf-manifest.json')).json();
  const file = manifest.exposes[0].assets.js.sync[0] as string;
  const res = await request.get(`/cWeb/remotes/mf-auth/${file}`);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});


/** The diagnostics page in the same page view (a client-side navigation, as a link would make). */
async function diagnosticsRow(page: Page, remote = 'mf_help') {
  await page.evaluate(() => window.history.pushState(null, '', '/cWeb/__portal'));
  await expect(page.getByRole('heading', { name: '门户诊断' })).toBeVisible();
  return page.locator(`tr[data-remote="${remote}"]`);
}

interface Entry {
  name: string;
  entry: string;
  version: string;
  contract?: Record<string, string>;
  previous?: { entry: string; version?: string };
}

interface Telemetry {
  events: { type: string; remote?: string; reason?: string; detail?: string }[];
}

// The rest change sources, versions and builds: in one copy of the workspace, one after another.
test.describe('as a team deploys, in a copy of the workspace', () => {
  test.describe.configure({ mode: 'serial' });
  const PORT = BASE_PORT + 30;
  const BASE = `http://localhost:${PORT}`;
  test.use({ baseURL: BASE });
  let dir = '';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dir = copyWorkspace();
    server = await servePreview(dir, PORT);
  });
  test.afterAll(() => {
    server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const inCopy = (file: string) => path.join(dir, file);
  const pnpm = (...args: string[]) => inWorkspace(dir, 'pnpm', args);
  /** An edit a developer makes: `from` must be there. */
  const edit = (file: string, from: string, to: string) => {
    const text = readFileSync(inCopy(file), 'utf8');
    if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
    writeFileSync(inCopy(file), text.replace(from, to));
  };
  const entryOf = (name: string): Entry => (JSON.parse(readFileSync(inCopy('shell/dist/remotes.json'), 'utf8')) as { remotes: Entry[] }).remotes.find((r) => r.name === name)!;
  const versionOf = (dirName: string): string => (JSON.parse(readFileSync(inCopy(`${dirName}/package.json`), 'utf8')) as { version: string }).version;
  /**
   * A customer's next visit: a new browser (nothing cached; a browser may keep remotes.json up to
   * 30 s, see the README's "remotes.json at scale").
   */
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  const visit = async (browser: Browser, url: string): Promise<Page> => {
    const context = await browser.newContext({ baseURL: BASE, locale: 'zh-CN' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(url);
    return page;
  };
  const fallbacks = async (page: Page, remote: string) => {
    const { events } = (await (await page.request.get('/__mock/telemetry')).json()) as Telemetry;
    return events.filter((e) => e.type === 'remote-fallback' && e.remote === remote);
  };

  test('rebuilding one remote changes the portal with the shell untouched', async ({ page }) => {
    test.setTimeout(240_000);
    const shellBefore = hashDir(inCopy('shell/dist'));
    const versionBefore = entryOf('mf_treasury').version;
    await page.goto('/cWeb/treasuryFront/detail');
    await expectRemotePage(page, 'mf_treasury', '司库服务');
    edit('mf-treasury/src/i18n/zh-CN/treasury.ts', "brand: '司库服务'", "brand: '司库服务（新版）'");
    pnpm('--filter', 'mf-treasury', 'run', 'build');
    const again = await visit(page.context().browser()!, '/cWeb/treasuryFront/detail');
    await expectRemotePage(again, 'mf_treasury', '司库服务（新版）');
    expect(hashDir(inCopy('shell/dist'))).toBe(shellBefore);
    expect(entryOf('mf_treasury').version).not.toBe(versionBefore);
  });

  test('a published remote shows on the next visit, falls back to its previous version when failing, and rolls back', async ({ page, browser }) => {
    test.setTimeout(300_000);
    const before = entryOf('mf_help');
    await page.goto('/cWeb/helpCenter/loginRegister');
    await expectRemotePage(page, 'mf_help', '帮助中心');

    edit('mf-help/src/i18n/zh-CN/help.ts', "brand: '帮助中心'", "brand: '帮助中心（新版）'");
    pnpm('--filter', 'mf-help', 'run', 'publish');
    const published = entryOf('mf_help');
    expect(published.entry).toBe(`/cWeb/remotes/mf-help/versions/${published.version}/mf-manifest.json`);
    expect(published.previous).toMatchObject({ entry: before.entry });
    const next = await visit(browser, '/cWeb/helpCenter/loginRegister');
    await expectRemotePage(next, 'mf_help', '帮助中心（新版）');
    const row = await diagnosticsRow(next);
    await expect(row).toContainText(published.version);
    await expect(row).toContainText('当前版本');
    expect((await next.request.get(published.entry)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await test.step('a version whose entry answers 500: the previous version shows, reported', async () => {
      const failing = await visit(browser, '/cWeb/browserHelp');
      await failing.route((url) => url.pathname === published.entry, (route) => route.fulfill({ status: 500, body: 'down' }));
      await failing.goto('/cWeb/helpCenter/loginRegister');
      await expectRemotePage(failing, 'mf_help', '帮助中心');
      const failedRow = await diagnosticsRow(failing);
      await expect(failedRow).toContainText('上一版本（已回退）');
      await expect(failedRow).toContainText('当前版本加载失败');
      await failing.goto('/cWeb/browserHelp');
      await expect.poll(async () => (await fallbacks(failing, 'mf_help')).map((e) => e.reason)).toContain('failed');
      await failing.goto('/__mock/');
      await expect(failing.locator('#qa-telemetry-view').getByRole('row').filter({ hasText: 'remote-fallback' }).filter({ hasText: 'mf_help' }).first()).toBeVisible();
    });

    await test.step('rollback brings the old version back', async () => {
      inWorkspace(dir, 'node', ['shared/build/bin/portal-app.mjs', 'rollback', 'mf-help']);
      expect(entryOf('mf_help')).toMatchObject({ entry: before.entry, previous: { version: published.version } });
      const back = await visit(browser, '/cWeb/helpCenter/loginRegister');
      await expectRemotePage(back, 'mf_help', '帮助中心');
    });
  });

  test('a release of @portal/ui: a remote that needs it waits for the shell that has it; the shell alone with a patch of @portal/core keeps every remote', async ({ browser }) => {
    // Two builds and two releases: about 2 minutes on a quiet machine, many more on a loaded one.
    test.setTimeout(1_500_000);
    // A copy of its own, as main has it: the tests before published, rolled back and rebuilt remotes in theirs.
    const old = server;
    old?.kill();
    if (old && old.exitCode === null) await new Promise((resolve) => old.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
    dir = copyWorkspace();
    server = await servePreview(dir, PORT);
    const remotesAtStart = REMOTE_PAGES.filter((p, i, all) => all.findIndex((q) => q.remote === p.remote) === i);

    const ui = versionOf('shared/ui');
    const [major, minor] = ui.split('.').map(Number);
    const newer = `${major}.${minor + 1}.0`;

    // (main may have a change file pending for @portal/ui, a patch: the check then says it is not enough.)
    await test.step('an export added to @portal/ui without a change file fails the check pnpm test runs', async () => {
      writeFileSync(inCopy('shared/ui/src/releaseNote.ts'), 'export function releaseNote(version: string): string {\n  return `v${version}`;\n}\n');
      writeFileSync(inCopy('shared/ui/src/index.ts'), `${readFileSync(inCopy('shared/ui/src/index.ts'), 'utf8')}export { releaseNote } from './releaseNote';\n`);
      pnpm('run', 'api:report');
      expect(readFileSync(inCopy('shared/ui/report.api.md'), 'utf8')).toContain('function releaseNote: (version: string) => string');
      expect(() => pnpm('run', 'api:report', '--check')).toThrow(/@portal\/ui: its API changed since its release .*, which needs a minor release, and (no change file names it|the change files ask only for a patch)/);
    });

    await test.step('with its change file, the release makes it a minor; mf-help uses it and is published alone: the older shell refuses it', async () => {
      writeFileSync(inCopy('.changeset/ui-release-note.md'), '---\n"@portal/ui": minor\n---\n\nreleaseNote: a version as the portal writes it.\n');
      pnpm('run', 'api:report', '--check');
      pnpm('run', 'release');
      expect(versionOf('shared/ui')).toBe(newer);
      edit('mf-help/src/pages/HelpPage/HelpPage.tsx', "import { SidebarFrame, SidebarNav, usePageTitle } from '@portal/ui';", "import { SidebarFrame, SidebarNav, releaseNote, usePageTitle } from '@portal/ui';");
      edit('mf-help/src/pages/HelpPage/HelpPage.tsx', '<h1 className="help-page__brand">{t.brand}</h1>', '<h1 className="help-page__brand">{t.brand}</h1>\n        <p className="help-page__release">{releaseNote(\'2027\')}</p>');
      pnpm('--filter', 'mf-help', 'run', 'publish');
      const help = entryOf('mf_help');
      expect(help.contract?.['@portal/ui']).toBe(`^${newer}`);

      const page = await visit(browser, '/cWeb/helpCenter/loginRegister');
      await expectRemotePage(page, 'mf_help', '帮助中心');
      await expect(page.getByText('v2027')).toHaveCount(0);
      const row = await diagnosticsRow(page);
      await expect(row).toContainText('上一版本（已回退）');
      await expect(row).toContainText(`needs @portal/ui ^${newer}, the shell has ${ui}`);
      await page.goto('/cWeb/browserHelp');
      await expect.poll(async () => (await fallbacks(page, 'mf_help')).map((e) => `${e.reason}: ${e.detail}`)).toContain(`incompatible: needs @portal/ui ^${newer}, the shell has ${ui}`);
    });

    await test.step('a patch release of @portal/core, and the shell built alone with both: every deployed remote loads its current version, the new mf-help too', async () => {
      edit('shared/core/src/routing/versions.ts', 'export function satisfies(', '// A patch: no export moves.\nexport function satisfies(');
      writeFileSync(inCopy('.changeset/core-patch.md'), '---\n"@portal/core": patch\n---\n\nA fix inside @portal/core.\n');
      const coreBefore = versionOf('shared/core');
      pnpm('run', 'release');
      // A patch at least (with the change files main has pending, perhaps more), in the same major.
      const [was, now] = [coreBefore, versionOf('shared/core')].map((v) => v.split('.').map(Number));
      expect(now[0]).toBe(was[0]);
      expect(now[1] * 1000 + now[2]).toBeGreaterThan(was[1] * 1000 + was[2]);
      expect(readFileSync(inCopy('shared/core/CHANGELOG.md'), 'utf8')).toContain('A fix inside @portal/core.');
      // Only the shell is built: the other remotes were built against the older core and ui.
      pnpm('--filter', 'shell', 'run', 'build');
      for (const { remote, path: at, heading } of remotesAtStart) {
        const page = await visit(browser, `/cWeb${at}`);
        await expectRemotePage(page, remote, heading);
        await expect(await diagnosticsRow(page, remote)).toContainText('当前版本');
      }
      const page = await visit(browser, '/cWeb/helpCenter/loginRegister');
      await expectRemotePage(page, 'mf_help', '帮助中心');
      await expect(page.getByText('v2027')).toBeVisible();
      await expect(await diagnosticsRow(page)).toContainText('当前版本');
    });
  });
});
