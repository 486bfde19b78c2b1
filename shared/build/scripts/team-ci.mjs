// `pnpm --filter <remote> run ci`: what one remote's team owns, checked alone: its lint, its type
// check, its jest tests, its production build, and its own end-to-end specs (apps.mjs `specs`,
// and every test whose title names it) against a portal composed of its new build and main's
// shell and other remotes (their builds here; one missing or older than its sources is built
// first). The root `pnpm test` still runs everything.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, buildApps, ensurePnpmOnPath, needsBuild, run } from './lib.mjs';
import { appOf } from '../apps.mjs';
import { ensureChromium } from './chromium.mjs';

const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')).name;
const app = appOf(pkg);
if (!app?.specs) {
  console.error(`${pkg} is not a remote: run this in a remote's folder (pnpm --filter <remote> run ci)`);
  process.exit(2);
}
ensurePnpmOnPath();

const started = Date.now();
const times = [];
const step = async (name, fn) => {
  const at = Date.now();
  console.log(`\n=== ${pkg}: ${name}`);
  await fn();
  times.push(`${name}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
};
const e2e = path.join(ROOT, 'shared/e2e');
const playwright = (args) => run('pnpm', ['exec', 'playwright', 'test', '--project=portal', ...args], { cwd: e2e });

try {
  await step('lint', () => run('pnpm', ['exec', 'eslint', pkg]));
  await step('typecheck', () => run('pnpm', ['exec', 'tsc', '-b', pkg]));
  await step('jest', () => run('pnpm', ['exec', 'jest', '--ci', '--selectProjects', pkg]));
  await step('build', () => buildApps([pkg]));
  // The others as main has them: an app whose build is missing or older than main's sources is built.
  const stale = APPS.filter((other) => other !== pkg && needsBuild(other));
  if (stale.length) await step(`build the others main has changed (${stale.join(', ')})`, () => buildApps(stale));
  await step('chromium', () => ensureChromium());
  await step('end-to-end: its specs', () => playwright(app.specs.map((spec) => `tests/${spec}`)));
  await step('end-to-end: its tests alone', () => playwright(['tests/standalone.spec.ts', '--grep', pkg]));
} catch (error) {
  console.error(`\n${pkg}: ${error instanceof Error ? error.message : error}`);
  console.error(times.map((t) => `  passed ${t}`).join('\n'));
  process.exit(1);
}
console.log(`\n${pkg}: every check passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n${times.map((t) => `  ${t}`).join('\n')}`);
