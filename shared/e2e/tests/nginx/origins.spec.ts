/**
 * Every remote on its own origin (its team's server) and the shell on another, behind the
 * production nginx config with the policy written from remotes.json: the portal works as one,
 * and a file changed on a team's server after publishing is refused.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { REMOTES, appOf } from '@portal/build/apps';
import { Persona, expectSignedIn, openLoginDialog, smsLogin } from '../session/support';
import { expectRemotePage } from '../support/portal';
import { RELEASE_DIR, TEAM_PORTS, maintenanceFlag, teamOrigin } from './deployment';
import { test } from './support';

interface Entry {
  name: string;
  entry: string;
  integrity?: { manifest: string; remoteEntry: string };
  previous?: { entry: string };
}
const remotesJson = (): { remotes: Entry[] } => JSON.parse(readFileSync(path.join(RELEASE_DIR, 'shell/dist/remotes.json'), 'utf8')) as { remotes: Entry[] };

/** Console errors and uncaught exceptions of the page (a refused file is one: only where no file is changed). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('remotes.json sends each remote to its team origin, pinned by the hashes of its entry files', async ({ request }) => {
  const { remotes } = (await (await request.get('/cWeb/remotes.json')).json()) as { remotes: Entry[] };
  for (const pkg of REMOTES) {
    const remote = remotes.find((r) => r.name === appOf(pkg)?.federation);
    expect(remote?.entry.startsWith(`${teamOrigin(pkg)}/cWeb/remotes/${pkg}/`), pkg).toBe(true);
    expect(remote?.integrity?.manifest).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(remote?.integrity?.remoteEntry).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  }
  const policy = (await request.get('/cWeb/home/index')).headers()['content-security-policy'] ?? '';
  for (const pkg of REMOTES) {
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toContain(teamOrigin(pkg));
    expect(/connect-src ([^;]*)/.exec(policy)?.[1]).toContain(teamOrigin(pkg));
  }
  // A team's server serves its own remote only.
  expect((await request.get(`${teamOrigin('mf-help')}/cWeb/remotes/mf-auth/mf-manifest.json`)).status()).toBe(404);
  expect((await request.get(`${teamOrigin('mf-help')}/cWeb/home/index`)).status()).toBe(404);
});

test('signed in, across remotes by link and back, every remote from its own origin, no error and no violation', async ({ page, request }) => {
  const errors = errorsOf(page);
  const origins = new Set<number>();
  page.on('response', (r) => {
    const port = Number(new URL(r.url()).port);
    if (Object.values(TEAM_PORTS).includes(port) && r.ok()) origins.add(port);
  });
  await page.goto('/cWeb/AuthPerson/AuthCertificate');
  await expectRemotePage(page, 'mf_auth', '个人实名认证');
  await page.goto('/cWeb/home/index');
  await expectRemotePage(page, 'mf_home_products', '首页');
  const dialog = await openLoginDialog(page);
  await smsLogin(page, request, dialog, Persona.oneCompany);
  await expect(dialog).toBeHidden();
  await expectSignedIn(page, '张伟');

  // A remote's signed call: the user centre's business centre draws the company's data.
  await page.goto('/cWeb/business/center');
  await expectRemotePage(page, 'mf_user_center', '业务中心');
  await expect(page.locator('[data-remote="mf_user_center"]')).toContainText('有限公司');
  // By link to another remote, and back.
  await page.getByRole('banner').getByRole('link', { name: '帮助中心' }).click();
  await expectRemotePage(page, 'mf_help', '帮助中心');
  await page.goBack();
  await expectRemotePage(page, 'mf_user_center', '业务中心');
  await page.goto('/cWeb/treasuryFront/detail');
  await expectRemotePage(page, 'mf_treasury', '司库服务');

  expect([...origins].sort()).toEqual(Object.values(TEAM_PORTS).sort());
  expect(errors).toEqual([]);
});

test('a team server down shows the retry; once it is back the retry loads the remote from it', async ({ page }) => {
  const flag = maintenanceFlag('mf-treasury');
  writeFileSync(flag, '');
  let retried = false;
  try {
    await page.goto('/cWeb/treasuryFront/detail');
    await expect(page.getByRole('alert')).toContainText('页面暂时无法加载');
  } finally {
    rmSync(flag, { force: true });
  }
  page.on('response', (r) => {
    if (r.url().startsWith(teamOrigin('mf-treasury')) && r.ok()) retried = true;
  });
  await page.getByRole('button', { name: '重试' }).click();
  await expectRemotePage(page, 'mf_treasury', '司库服务');
  expect(retried).toBe(true);
});

test('a published file changed on the team server is refused: the previous version shows, and the diagnostics page and telemetry say so', async ({ page, request }) => {
  const help = remotesJson().remotes.find((r) => r.name === 'mf_help');
  expect(help?.previous?.entry).toBe(`${teamOrigin('mf-help')}/cWeb/remotes/mf-help/mf-manifest.json`);
  // The published version's files on its team server (the release's mf-help/dist/versions/<version>/).
  const folder = path.join(RELEASE_DIR, 'mf-help/dist', new URL(help!.entry).pathname.replace('/cWeb/remotes/mf-help/', '').replace(/mf-manifest\.json$/, ''));
  const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
  const chunk = path.join(folder, manifest.exposes.find((e) => e.name === 'parcel')!.assets.js.sync.at(-1)!);
  // The file as its server sends it: nginx sends the build's .br or .gz copy when there is one.
  const copies = [chunk, `${chunk}.br`, `${chunk}.gz`].filter((file) => existsSync(file));
  const originals = new Map(copies.map((file) => [file, readFileSync(file)]));
  const tampered = Buffer.concat([originals.get(chunk)!, Buffer.from('\n;document.title="tampered";\n')]);
  writeFileSync(chunk, tampered);
  if (originals.has(`${chunk}.br`)) writeFileSync(`${chunk}.br`, brotliCompressSync(tampered));
  if (originals.has(`${chunk}.gz`)) writeFileSync(`${chunk}.gz`, gzipSync(tampered));
  try {
    await page.goto('/cWeb/helpCenter/loginRegister');
    await expectRemotePage(page, 'mf_help', '帮助中心');
    // The changed file never ran (it would have renamed the tab).
    await expect(page).not.toHaveTitle('tampered');
    await page.evaluate(() => window.history.pushState(null, '', '/cWeb/__portal'));
    const row = page.locator('tr[data-remote="mf_help"]');
    await expect(row).toContainText('上一版本（已回退）');
    await expect(row).toContainText('当前版本加载失败');
    // Sent when the page is left.
    await page.goto('/cWeb/browserHelp');
    await expect
      .poll(async () => {
        const { events } = (await (await request.get('/__mock/telemetry')).json()) as { events: { type: string; remote?: string; reason?: string }[] };
        return events.filter((e) => e.type === 'remote-fallback' && e.remote === 'mf_help').map((e) => e.reason);
      })
      .toContain('failed');
  } finally {
    for (const [file, content] of originals) writeFileSync(file, content);
  }
});
