// The boundaries between the workspace's packages, as import-x/no-restricted-paths zones. A small
// resolver maps every workspace package name to its folder, so a bare `import 'mf-help'` is
// checked like a relative path into mf-help/, whether or not the importer depends on it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export const REMOTES = ['mf-home-products', 'mf-auth', 'mf-user-center', 'mf-help', 'mf-treasury'];

/** Package name -> folder, for every package of the workspace. */
export const PACKAGES = {
  shell: 'shell',
  ...Object.fromEntries(REMOTES.map((r) => [r, r])),
  '@portal/core': 'shared/core',
  '@portal/ui': 'shared/ui',
  '@portal/mock-api': 'shared/mock-api',
  '@portal/build': 'shared/build',
  '@portal/preview': 'shared/preview',
  '@portal/e2e': 'shared/e2e',
};

// React is resolved from @portal/ui (which has it) so that @portal/core, which has not, sees it.
const REACT = ['react', 'react-dom'];

const node = createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'] });

const packageOf = (source) => Object.keys(PACKAGES).find((name) => source === name || source.startsWith(`${name}/`));

/** import-x resolver: workspace packages by name, React from @portal/ui, the rest as Node does. */
export const workspaceResolver = {
  interfaceVersion: 3,
  name: 'portal-workspace',
  resolve(source, file) {
    const pkg = packageOf(source);
    if (pkg) {
      const dir = path.join(ROOT, PACKAGES[pkg]);
      // The package itself or any file below it: the zone only asks which folder it is in.
      const target = path.join(dir, source.slice(pkg.length));
      return { found: true, path: existsSync(target) ? target : path.join(dir, 'package.json') };
    }
    const found = node.resolve(source, file);
    if (found.found) return found;
    if (REACT.some((r) => source === r || source.startsWith(`${r}/`))) return node.resolve(source, path.join(ROOT, 'shared/ui/src/index.ts'));
    return found;
  },
};

const dir = (folder) => path.join(ROOT, folder);
const remoteDirs = (except) => REMOTES.filter((r) => r !== except).map(dir);
const MOCK = dir('shared/mock-api');
// As the resolver answers: through a package's node_modules link, or pnpm's store behind it.
const REACT_FILES = REACT.flatMap((r) => [`${ROOT}/**/node_modules/${r}/**`, `${ROOT}/node_modules/.pnpm/${r}@*/**`]);

/** Every zone: who (target) may not import from where (from), and why. */
export const ZONES = [
  ...REMOTES.map((remote) => ({
    target: dir(remote),
    from: [...remoteDirs(remote), dir('shell')],
    message: 'A remote meets other apps only through @portal/core, @portal/ui, the bus and URLs.',
  })),
  { target: dir('shell'), from: remoteDirs(), message: 'The shell loads remotes at run time only (remotes.json).' },
  { target: dir('shared/ui'), from: [dir('shell'), ...remoteDirs()], message: '@portal/ui serves the apps; it imports none of them.' },
  { target: dir('shared/core'), from: [dir('shell'), ...remoteDirs(), dir('shared/ui')], message: '@portal/core depends on nothing above it.' },
  { target: dir('shared/core'), from: REACT_FILES, message: '@portal/core has no React.' },
  {
    target: [dir('shell'), ...REMOTES.map(dir), dir('shared/ui'), dir('shared/core')],
    from: MOCK,
    message: 'Apps talk to the mock API over HTTP only; it is not part of any app.',
  },
];

/** The files the zones apply to: every source of the packages, TypeScript or JavaScript. */
export const BOUNDED_FILES = ['shell', ...REMOTES, 'shared/ui', 'shared/core'].map((folder) => `${folder}/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}`);

/** The flat-config entry that enforces the zones. */
export const boundariesConfig = {
  files: BOUNDED_FILES,
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [workspaceResolver] },
  // The rule follows import, export, import() and require().
  rules: { 'import-x/no-restricted-paths': ['error', { zones: ZONES }] },
};
