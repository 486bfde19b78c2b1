// `pnpm test`: everything CI checks, in the order that fails fastest.
import { APPS, buildApps, ensurePnpmOnPath, run } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureNginx } from './debian.mjs';

ensurePnpmOnPath();

const steps = [];
const step = (name, fn) => {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  fn();
  steps.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

step('lint', () => run('pnpm', ['run', 'lint']));
step('typecheck', () => run('pnpm', ['run', 'typecheck']));
step('unit and component tests (jest)', () => run('pnpm', ['exec', 'jest', '--ci']));
step('production build of every app', () => buildApps(APPS));
step('chromium and nginx', () => {
  ensureChromium();
  ensureNginx();
});
step('end-to-end tests (Playwright, Chromium)', () => run('pnpm', ['run', 'test:e2e']));

console.log(`\nall checks passed\n${steps.map((s) => `  ${s}`).join('\n')}`);
