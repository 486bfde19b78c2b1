import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import rootPackage from '../../../package.json';
import preset from './preset.cjs';
import { ASYNC_UTIL_TIMEOUT, TEST_TIMEOUT } from './waits.cjs';

const ROOT = path.resolve(__dirname, '../../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return ['node_modules', 'dist', 'e2e'].includes(name) ? [] : testFiles(full);
    return /\.test\.(ts|tsx)$/.test(name) || name === 'testSetup.ts' ? [full] : [];
  });
}

const number = (text: string): number => Number(text.replace(/_/g, ''));

/** A test's own shorter wait: `jest.setTimeout(n)`, `configure({ asyncUtilTimeout: n })` or a findBy/waitFor `{ timeout: n }` below the preset's. */
export function shorterWaits(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/jest\.setTimeout\(([\d_]+)\)/g)) if (number(m[1]) < TEST_TIMEOUT) found.push(m[0]);
  for (const m of source.matchAll(/asyncUtilTimeout:\s*([\d_]+)/g)) if (number(m[1]) < ASYNC_UTIL_TIMEOUT) found.push(m[0]);
  for (const m of source.matchAll(/\{\s*timeout:\s*([\d_]+)\s*\}\s*\)/g)) if (number(m[1]) < ASYNC_UTIL_TIMEOUT) found.push(m[0]);
  return found;
}

describe('the jest configuration', () => {
  it('gives the root run (all projects) the same per-test timeout as a package run', () => {
    // Jest reads testTimeout from the top-level config only; a project's own value is ignored there.
    expect(rootPackage.jest.testTimeout).toBe(preset.testTimeout);
    expect(preset.testTimeout).toBe(TEST_TIMEOUT);
  });

  it('lets no test wait less than the preset (a loaded machine fails a short wait that is right)', () => {
    const folders = ['shell', 'mf-home-products', 'mf-auth', 'mf-user-center', 'mf-help', 'mf-treasury', 'shared'];
    const offenders = folders
      .flatMap((folder) => testFiles(path.join(ROOT, folder)))
      .filter((file) => file !== __filename)
      .flatMap((file) => shorterWaits(readFileSync(file, 'utf8')).map((wait) => `${path.relative(ROOT, file)}: ${wait}`));
    expect(offenders).toEqual([]);
  });

  it('tells a shorter wait from a longer one', () => {
    expect(shorterWaits("jest.setTimeout(20_000);\nconfigure({ asyncUtilTimeout: 5000 });\nawait screen.findByRole('dialog', {}, { timeout: 15_000 });")).toEqual([
      'jest.setTimeout(20_000)',
      'asyncUtilTimeout: 5000',
      '{ timeout: 15_000 })',
    ]);
    expect(shorterWaits("jest.setTimeout(150_000);\nawait waitFor(() => expect(x).toBe(1), { timeout: 60_000 });")).toEqual([]);
  });
});
