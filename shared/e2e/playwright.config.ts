import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build/chromium';
import { remoteFilesPath } from '@portal/build/apps';
import { PORTAL_PORTS, REUSE_SERVER, SECOND_ORIGIN_PORT, WORKERS, portalPort } from './tests/support/ports';
import { NGINX_BASE } from './tests/nginx/deployment';

// The config is evaluated again in every worker, with its slot in TEST_PARALLEL_INDEX.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

// Node runs the preview server itself, so `npx playwright test` needs no pnpm on PATH.
const preview = (port: number, env: Record<string, string> = {}) => ({
  command: 'node --import tsx src/main.ts',
  cwd: path.resolve(__dirname, '../preview'),
  url: `http://localhost:${port}${remoteFilesPath('mf-help')}mf-manifest.json`,
  reuseExistingServer: REUSE_SERVER,
  timeout: 120_000,
  // The CSP lets remotes come from the second origin the deployment spec moves one to. The mock
  // checks each answer against its schema (a drift is a 500 naming the call, see globalTeardown).
  env: { PORT: String(port), PREVIEW_REMOTE_ORIGINS: `http://localhost:${SECOND_ORIGIN_PORT}`, MOCK_CHECK_ANSWERS: '1', ...env },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** End to end in Debian's Chromium against the built portal and the mock API. */
export default defineConfig({
  testDir: './tests',
  // Fails the run if a portal server's mock answered outside its schemas (GET /__mock/drift).
  globalTeardown: './tests/support/drift.teardown.ts',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/support/failure-context-reporter.ts'], ['html', { outputFolder: '../../playwright-report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${portalPort(slot)}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
  },
  projects: [
    // Builds and releases in a copy of the workspace with its own server (tests/support/workspace.ts),
    // so it shares nothing with the rest: first, so its minutes of builds overlap the other worker's tests.
    { name: 'deployment', testMatch: /deployment\.spec\.ts/ },
    { name: 'portal', testIgnore: [/deployment\.spec\.ts/, /nginx\//] },
    // Debian's nginx with deploy/nginx's config in front of the built apps (tests/nginx/).
    { name: 'nginx-setup', testMatch: /nginx\/nginx\.setup\.ts/, teardown: 'nginx-teardown' },
    { name: 'nginx-teardown', testMatch: /nginx\/nginx\.teardown\.ts/ },
    { name: 'nginx', testMatch: /nginx\/.*\.spec\.ts/, dependencies: ['nginx-setup'], use: { baseURL: NGINX_BASE } },
  ],
  webServer: [
    ...PORTAL_PORTS.map((port) => preview(port)),
    preview(SECOND_ORIGIN_PORT, { PREVIEW_REMOTES_ONLY: '1' }),
  ],
});
