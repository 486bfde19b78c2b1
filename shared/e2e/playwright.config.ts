import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build/chromium';
import { PORTAL_PORT, SECOND_ORIGIN_PORT } from './tests/support/ports';

// Node runs the preview server itself, so `npx playwright test` needs no pnpm on PATH.
const preview = (port: number, env: Record<string, string> = {}) => ({
  command: 'node --import tsx src/main.ts',
  cwd: path.resolve(__dirname, '../preview'),
  url: `http://localhost:${port}/cWeb/remotes/mf-help/mf-manifest.json`,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
  env: { PORT: String(port), ...env },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** End to end in Debian's Chromium against the built portal and the mock API. */
export default defineConfig({
  testDir: './tests',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: '../../playwright-report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORTAL_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
  },
  webServer: [preview(PORTAL_PORT), preview(SECOND_ORIGIN_PORT, { PREVIEW_REMOTES_ONLY: '1' })],
});
