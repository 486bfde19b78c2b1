// Lint rules for the whole workspace. The one-way rule between packages lives here:
// shell -> @portal/ui -> @portal/core, each mf-* -> @portal/ui -> @portal/core; no mf-* imports
// another mf-* or the shell, and only @portal/ui imports antd.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-home-products', 'mf-auth', 'mf-user-center', 'mf-help', 'mf-treasury'];

const crossAppPatterns = (self) => [
  {
    group: [...remotes.filter((r) => r !== self), 'shell'].flatMap((app) => [app, `${app}/*`, `**/${app}/**`, `**/${app}`]),
    message: 'Apps meet only through @portal/core, @portal/ui, the bus and URLs.',
  },
  { group: ['antd', 'antd/*'], message: 'Use the UI kit: import from @portal/ui/kit.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/test-results/**', '**/playwright-report/**', '**/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      ...reactHooks.configs.recommended.rules,
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
  ...remotes.map((self) => ({
    files: [`${self}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: crossAppPatterns(self) }] },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: remotes.flatMap((r) => [r, `${r}/*`, `**/${r}/**`]), message: 'The shell loads remotes at run time only.' }, { group: ['antd', 'antd/*'], message: 'Use the UI kit: import from @portal/ui/kit.' }] }],
    },
  },
  {
    files: ['shared/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '@portal/ui', '@portal/ui/*', 'antd'], message: '@portal/core has no React and depends on nothing above it.' }] }] },
  },
);
