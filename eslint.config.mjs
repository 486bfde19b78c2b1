// Lint rules for the whole workspace. The one-way rule between packages is enforced by zones
// (shared/build/lint/boundaries.mjs): shell -> @portal/ui -> @portal/core, each mf-* ->
// @portal/ui -> @portal/core; no app imports another app or the mock API; @portal/core has no
// React. Only @portal/ui imports antd. Visible texts live in each package's i18n/zh-CN catalogue.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { REMOTES, boundariesConfig } from './shared/build/lint/boundaries.mjs';
import { i18nConfig } from './shared/build/lint/i18n.mjs';
import { routeLiteralConfigs } from './shared/build/lint/routes.mjs';

const useTheKit = { group: ['antd', 'antd/*'], message: 'Use the UI kit: import the part, @portal/ui/kit/<Part>.' };
// The kit's barrel would bring every antd component into the importing chunk: each part is a
// shared module of its own (`@portal/ui/kit/<Part>`), so a page fetches only what it renders.
const KIT_BARREL = "Import the kit's part by its path (@portal/ui/kit/Button), not the @portal/ui/kit barrel: the barrel brings every antd component.";
const kitBarrel = { name: '@portal/ui/kit', message: KIT_BARREL };
const kitBarrelImport = { selector: "ImportExpression[source.value='@portal/ui/kit']", message: KIT_BARREL };
// The first-view module has one door for the apps, the barrel (the shell's copy, one per document); its subpath is the shell's entry's.
const firstViewFromBarrel = { group: ['@portal/ui/first-view'], message: "Import the first-view module from '@portal/ui'; the subpath is for the shell's entry before its async boundary." };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.bench/**', '**/test-results/**', '**/playwright-report/**', '**/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // React Compiler rules (react-hooks 7) with findings not yet worked through: a warning each (docs/stack-antd6-react19.md lists them);
      // each is a change of a component's state flow (state derived in render, a ref read after render) that needs its own test.
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/refs': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    // Scripts hand functions to the browser (page.evaluate) and set up jsdom.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  boundariesConfig,
  // Chinese text in a component belongs in the package's src/i18n/zh-CN/ catalogue.
  i18nConfig,
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/core/**/*.ts', ...REMOTES.map((r) => `${r}/**/*.{ts,tsx}`)],
    rules: { 'no-restricted-imports': ['error', { paths: [kitBarrel], patterns: [useTheKit] }] },
  },
  {
    // @portal/ui's own pieces on the kit go through its parts too (they are built into every app).
    files: ['shared/ui/**/*.{ts,tsx}'],
    ignores: ['shared/ui/src/kit/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [kitBarrel] }] },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/ui/**/*.{ts,tsx}', ...REMOTES.map((r) => `${r}/**/*.{ts,tsx}`)],
    rules: { 'no-restricted-syntax': ['error', kitBarrelImport] },
  },
  {
    files: REMOTES.map((r) => `${r}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { paths: [kitBarrel], patterns: [useTheKit, firstViewFromBarrel] }] },
  },
  // Every end-to-end test runs in a mock world of its own: `test` comes from the world fixture (issue 45).
  {
    files: ['shared/e2e/tests/**/*.spec.ts'],
    ignores: ['shared/e2e/tests/nginx/**', 'shared/e2e/tests/deployment.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from tests/support/world: each test runs in a fresh mock world of its own (a spec on the default world meets other workers' tests on the shared server)." }] },
      ],
    },
  },
  // Another app's paths and /cWeb come from @portal/core's route map (shared/build/lint/routes.mjs).
  ...routeLiteralConfigs(),
  {
    // A test says what a thing is, not only that it is there.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: {
      // A test's probe component hands its setters and hooks' results out through a prop object or a module variable.
      'react-hooks/immutability': 'off',
      'react-hooks/globals': 'off',
      'no-restricted-syntax': [
        'error',
        kitBarrelImport,
        { selector: "CallExpression[callee.property.name=/^(toBeDefined|toBeTruthy)$/]", message: 'Assert what the value is (toEqual, toBe, toMatchObject, toHaveBeenCalledWith…), not only that it exists.' },
      ],
    },
  },
);
