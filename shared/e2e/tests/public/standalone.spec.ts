import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/world';
import { harnessPort } from '../support/ports';
import { PUBLIC_PAGES, expectPublicPage } from './support';
import { settled } from '../support/portal';

const ROOT = path.resolve(__dirname, '../../../..');

/** The three public remotes alone, in their dev harness (apart from standalone.spec's ports). */
const REMOTES = [
  { pkg: 'mf-home-products', remote: 'mf_home_products', port: harnessPort(10) },
  { pkg: 'mf-help', remote: 'mf_help', port: harnessPort(11) },
  { pkg: 'mf-treasury', remote: 'mf_treasury', port: harnessPort(12) },
];

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 150_000): Promise<void> {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`dev server exited with ${child.exitCode}`);
        return fetch(url).then(
          (answer) => answer.ok,
          () => false, // not listening yet
        );
      },
      { message: `${url} did not answer in ${timeoutMs} ms`, timeout: timeoutMs, intervals: [500] },
    )
    .toBe(true);
}

for (const { pkg, remote, port } of REMOTES) {
  test(`every ${pkg} page renders in its remote alone`, async ({ page }) => {
    test.setTimeout(300_000);
    const child = spawn('pnpm', ['--filter', pkg, 'run', 'start'], { cwd: ROOT, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true });
    try {
      await waitForServer(`http://127.0.0.1:${port}/cWeb/`, child);
      for (const { path: route, h1, content } of PUBLIC_PAGES.filter((p) => p.remote === remote)) {
        await page.goto(`http://127.0.0.1:${port}/cWeb${route}`);
        await expect(page.getByText(`QA harness · ${pkg}`)).toBeVisible();
        await expectPublicPage(page, h1, content);
      }
    } finally {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    }
  });
}

test('the hostile article runs no script in mf-home-products alone either', async ({ page }) => {
  test.setTimeout(300_000);
  const port = harnessPort(13);
  const child = spawn('pnpm', ['--filter', 'mf-home-products', 'run', 'start'], { cwd: ROOT, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}/cWeb/`, child);
    await page.goto(`http://127.0.0.1:${port}/cWeb/dynamics/article/qa-hostile`);
    await expect(page.locator('#user-content-qa-hostile-start')).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { __xssFired?: string }).__xssFired)).toBeUndefined();
    expect(dialogs).toEqual([]);
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
});
