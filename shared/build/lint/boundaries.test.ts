import { lintSnippets, type Snippet } from './lintSnippets';

const ZONES = 'import-x/no-restricted-paths';
const ENTRIES = 'boundaries/public-entries';
const ROUTE_LITERALS = 'portal-routes/no-route-literals';

// Each planted file breaks one boundary; the zones refuse it unless another rule is named.
const violations: [string, Snippet, string?][] = [
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
  ['remote -> remote, by federation name', { file: 'mf-help/src/planted.ts', code: "export const load = () => import('mf_user_center/parcel');\n" }],
  ['shell -> remote, by federation name', { file: 'shell/src/planted.ts', code: "export const load = () => import('mf_user_center/parcel');\n" }],
  ['@portal/core -> React, imported beside the kit rule', { file: 'shared/core/src/planted.ts', code: "import { useState } from 'react';\nexport const state = useState;\n" }],
  ['@portal/core -> react-router-dom', { file: 'shared/core/src/planted.ts', code: "export { useNavigate } from 'react-router-dom';\n" }],
  ['deep import by package name (@portal/core/src/http)', { file: 'mf-help/src/planted.ts', code: "export { createHttp } from '@portal/core/src/http';\n" }, ENTRIES],
  ['deep import by package name into @portal/ui, dynamic import()', { file: 'shell/src/planted.ts', code: "export const load = () => import('@portal/ui/src/kit');\n" }, ENTRIES],
  ['deep import by relative path into shared/ui/src', { file: 'mf-help/src/pages/planted.ts', code: "export * from '../../../shared/ui/src/kit';\n" }, ENTRIES],
  ['deep import by relative path into shared/core/src, require', { file: 'shared/ui/src/planted.cjs', code: "module.exports = require('../../core/src/http');\n" }, ENTRIES],
  ['Chinese text in a .ts file, outside the catalogue', { file: 'shared/core/src/session/planted.ts', code: "export const hint = '请输入手机号';\n" }, 'i18n/no-cjk-literals'],
  ["another remote's path as a string (mf-home-products -> mf-auth)", { file: 'mf-home-products/src/planted.tsx', code: "export const to = '/AuthPerson/AuthCertificate?fromProduct=bill';\n" }, ROUTE_LITERALS],
  ["another remote's path in a template (shell -> mf-user-center)", { file: 'shell/src/planted.ts', code: "export const to = (tab: string) => `/base/info?tabname=${tab}`;\n" }, ROUTE_LITERALS],
  ["another remote's path after the base path in a template (shell -> mf-auth)", { file: 'shell/src/planted.ts', code: "import { BASE_PATH } from '@portal/core';\nexport const to = (step: string) => `${BASE_PATH}/AuthPerson/${step}`;\n" }, ROUTE_LITERALS],
  ["another remote's path after the page's origin (mf-help -> mf-treasury)", { file: 'mf-help/src/planted.ts', code: "export const to = (id: string) => `${window.location.origin}/treasuryFront/detail?id=${id}`;\n" }, ROUTE_LITERALS],
  ['the base path written out (@portal/ui)', { file: 'shared/ui/src/planted.tsx', code: "export const home = '/cWeb/home/index';\n" }, ROUTE_LITERALS],
  ['an assertion that only says a value exists', { file: 'shell/src/session/planted.test.ts', code: "it('opens', () => {\n  expect({ page: 'form' }).toBeDefined();\n});\n" }, 'no-restricted-syntax'],
  ['an assertion that only says a value is truthy, in an e2e spec', { file: 'shared/e2e/tests/planted.spec.ts', code: "it('names', () => {\n  expect('x').toBeTruthy();\n});\n" }, 'no-restricted-syntax'],
  ["a remote taking the first view's nextTask by the shell entry's subpath, not the barrel", { file: 'mf-help/src/planted.ts', code: "export { nextTask } from '@portal/ui/first-view';\n" }, 'no-restricted-imports'],
  ["the kit's barrel in an app (each part is a shared module of its own)", { file: 'mf-auth/src/planted.tsx', code: "export { Button } from '@portal/ui/kit';\n" }, 'no-restricted-imports'],
  ["the kit's barrel loaded lazily in @portal/ui", { file: 'shared/ui/src/planted.ts', code: "export const kit = () => import('@portal/ui/kit');\n" }, 'no-restricted-syntax'],
  ["a remote's path in a mock answer", { file: 'shared/mock-api/src/planted.ts', code: "export const link = { path: '/treasuryFront/list' };\n" }, ROUTE_LITERALS],
];

describe('package boundaries (eslint.config.mjs)', () => {
  const results = lintSnippets([
    ...violations.map(([, c]) => c),
    // What the packages do every day: clean.
    { file: 'mf-help/src/clean.tsx', code: "export { bus } from '@portal/core';\nexport { NotFound } from '@portal/ui';\nexport { useState } from 'react';\nexport const load = () => import('./routes');\n" },
    { file: 'shell/src/clean.ts', code: "export { SidebarNav } from '@portal/ui';\nexport { productPath } from '@portal/core';\nexport { nextTask } from '@portal/ui/first-view';\n" },
    { file: 'shared/ui/src/clean.ts', code: "export { bus } from '@portal/core';\nexport { createRoot } from 'react-dom/client';\n" },
    { file: 'shared/core/src/clean.ts', code: "export { default as ky } from 'ky';\nexport { bus } from './bus';\n" },
    // A remote's own paths, and API paths that merely start alike ('/contract-common' is not '/contract').
    { file: 'mf-treasury/src/clean.tsx', code: "export const to = '/treasuryFront/list';\nexport const api = '/contract-common/v1/contract/list';\n" },
    // Templates built from the route map, with a query after them; a call path after its API base.
    { file: 'shell/src/clean.ts', code: "import { BASE_PATH, ROUTES } from '@portal/core';\nexport const to = (tab: string) => `${BASE_PATH}${ROUTES.userCentre.baseInfo}?tabname=${tab}`;\nconst CMS = '/customer/client/cms';\nexport const list = `${CMS}/product/list`;\n" },
    // Published entries (package.json exports), wildcards included.
    { file: 'mf-auth/src/clean.tsx', code: "export { Button } from '@portal/ui/kit/Button';\nexport * from '@portal/ui/kit/parts/Button';\nexport * from '@portal/core/protocol';\nimport '@portal/ui/rich-text.css';\n" },
  ]);

  it.each(violations.map(([name, , rule], i) => [name, i, rule ?? ZONES]))('fails lint for %s', (_name, i, rule) => {
    expect(results[i as number].filter((m) => m.ruleId === rule)).toHaveLength(1);
  });

  it('passes the imports the packages are meant to make', () => {
    for (const clean of results.slice(violations.length)) expect(clean).toEqual([]);
  });
});
