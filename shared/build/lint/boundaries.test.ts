import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

interface Case {
  /** Where the file would live: the zone is chosen by this path. */
  file: string;
  code: string;
}

interface Result {
  file: string;
  boundaryErrors: string[];
  otherErrors: string[];
}

/**
 * Lints each snippet as if it were a file at that path, with the workspace's eslint.config.mjs.
 * ESLint loads its flat config with import(), which jest's module sandbox does not allow, so a
 * plain Node process does the linting.
 */
function lint(cases: Case[]): Result[] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
    const out = [];
    for (const { file, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath: file });
      const errors = result.messages.filter((m) => m.severity === 2);
      out.push({
        file,
        boundaryErrors: errors.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message),
        otherErrors: errors.filter((m) => m.ruleId !== 'import-x/no-restricted-paths').map((m) => m.ruleId + ': ' + m.message),
      });
    }
    console.log(JSON.stringify(out));
  `;
  const absolute = cases.map((c) => ({ ...c, file: path.join(ROOT, c.file) }));
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(absolute)], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return (JSON.parse(run.stdout) as Result[]).map((r) => ({ ...r, file: path.relative(ROOT, r.file) }));
}

const violations: [string, Case][] = [
  ['remote -> remote, by package name', { file: 'mf-help/src/planted.ts', code: "export { remote } from 'mf-auth/src/routes';\n" }],
  ['remote -> remote, by relative path', { file: 'mf-help/src/pages/planted.tsx', code: "export { remote } from '../../../mf-treasury/src/routes';\n" }],
  ['remote -> remote, from its dev harness', { file: 'mf-user-center/dev/planted.ts', code: "export * from 'mf-home-products';\n" }],
  ['remote -> shell', { file: 'mf-auth/src/planted.tsx', code: "export { App } from 'shell/src/app/App';\n" }],
  ['remote -> shell, dynamic import()', { file: 'mf-treasury/src/planted.ts', code: "export const load = () => import('../../shell/src/i18n');\n" }],
  ['shell -> remote, dynamic import()', { file: 'shell/src/planted.ts', code: "export const load = () => import('mf-help/src/routes');\n" }],
  ['shell -> remote, require in a .js file', { file: 'shell/src/planted.js', code: "module.exports = require('mf-home-products');\n" }],
  ['@portal/ui -> shell', { file: 'shared/ui/src/planted.tsx', code: "export { messages } from '../../../shell/src/i18n';\n" }],
  ['@portal/ui -> remote, require in a .cjs file', { file: 'shared/ui/src/planted.cjs', code: "module.exports = require('mf-treasury/src/routes');\n" }],
  ['@portal/core -> @portal/ui', { file: 'shared/core/src/planted.ts', code: "export { NotFound } from '@portal/ui';\n" }],
  ['@portal/core -> shell', { file: 'shared/core/src/planted.ts', code: "export const load = () => import('shell');\n" }],
  ['@portal/core -> remote, in a .mjs file', { file: 'shared/core/src/planted.mjs', code: "export * from 'mf-help';\n" }],
  ['@portal/core -> React', { file: 'shared/core/src/planted.ts', code: "export { useState } from 'react';\n" }],
  ['@portal/core -> React, dynamic import()', { file: 'shared/core/src/planted.ts', code: "export const load = () => import('react-dom/client');\n" }],
  ['shell -> @portal/mock-api', { file: 'shell/src/planted.ts', code: "export { createMockApp } from '@portal/mock-api';\n" }],
  ['remote -> @portal/mock-api, dynamic import()', { file: 'mf-home-products/dev/planted.ts', code: "export const mock = () => import('@portal/mock-api');\n" }],
  ['remote -> @portal/mock-api, by relative path in a .jsx file', { file: 'mf-help/src/planted.jsx', code: "export * from '../../shared/mock-api/src/app';\n" }],
  ['@portal/ui -> @portal/mock-api, require', { file: 'shared/ui/src/planted.ts', code: "export const mock = require('@portal/mock-api');\n" }],
];

describe('package boundaries (eslint.config.mjs)', () => {
  const results = lint([
    ...violations.map(([, c]) => c),
    // What the packages do every day: clean.
    { file: 'mf-help/src/clean.tsx', code: "export { bus } from '@portal/core';\nexport { NotFound } from '@portal/ui';\nexport { useState } from 'react';\nexport const load = () => import('./routes');\n" },
    { file: 'shell/src/clean.ts', code: "export { SidebarNav } from '@portal/ui';\nexport { productPath } from '@portal/core';\n" },
    { file: 'shared/ui/src/clean.ts', code: "export { bus } from '@portal/core';\nexport { createRoot } from 'react-dom/client';\n" },
    { file: 'shared/core/src/clean.ts', code: "export { default as ky } from 'ky';\nexport { bus } from './bus';\n" },
  ]);

  it.each(violations.map(([name], i) => [name, i]))('fails lint for %s', (_name, i) => {
    expect(results[i as number].boundaryErrors).toHaveLength(1);
  });

  it('passes the imports the packages are meant to make', () => {
    for (const clean of results.slice(violations.length)) expect(clean).toEqual({ file: clean.file, boundaryErrors: [], otherErrors: [] });
  });
});
