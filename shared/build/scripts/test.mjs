// `pnpm test`: everything CI checks, in the order that fails fastest. A failed step stops the run,
// which ends with every step's outcome (passed, failed, not run) and exit code 1.
import { APPS, buildApps, ensurePnpmOnPath, run, withBuildLock } from './lib.mjs';
import { CHROMIUM, ensureChromium } from './chromium.mjs';
import { TEST_PACKAGES, aptInstallInBackground, ensureNginx } from './debian.mjs';
import { runSteps, summary } from './steps.mjs';

ensurePnpmOnPath();
// Chromium and nginx download and unpack while lint, type checks and jest run.
const debian = aptInstallInBackground(TEST_PACKAGES(CHROMIUM));

const results = await runSteps([
  ['lint', () => run('pnpm', ['run', 'lint'])],
  ['typecheck', () => run('pnpm', ['run', 'typecheck'])],
  ['unit and component tests (jest)', () => run('pnpm', ['exec', 'jest', '--ci'])],
  ['production build of every app', () => withBuildLock(() => buildApps(APPS))],
  [
    'chromium and nginx',
    async () => {
      await debian;
      ensureChromium();
      ensureNginx();
    },
  ],
  ['end-to-end tests (Playwright, Chromium)', () => run('pnpm', ['run', 'test:e2e'])],
]);
console.log(summary(results));
if (results.some((r) => r.status !== 'passed')) process.exitCode = 1;
