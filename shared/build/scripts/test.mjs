// `pnpm test`: everything CI checks, in the order that fails fastest.
import { APPS, buildApps, ensurePnpmOnPath, run } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureNginx } from './debian.mjs';

ensurePnpmOnPath();

const steps = [];
const step = async (name, fn) => {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  await fn();
  steps.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

await step('lint', () => run('pnpm', ['run', 'lint']));
await step('typecheck', () => run('pnpm', ['run', 'typecheck']));
await step('unit and component tests (jest)', () => run('pnpm', ['exec', 'jest', '--ci']));
await step('production build of every app', () => buildApps(APPS));
await step('chromium and nginx', () => {
  ensureChromium();
  ensureNginx();
});
await step('end-to-end tests (Playwright, Chromium)', () => run('pnpm', ['run', 'test:e2e']));

console.log(`\nall checks passed\n${steps.map((s) => `  ${s}`).join('\n')}`);
