// The boundaries between the workspace's packages, as import-x/no-restricted-paths zones. A small
// resolver maps every workspace package name to its folder, so a bare `import 'mf-help'` is
// checked like a relative path into mf-help/, whether or not the importer depends on it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { REMOTE_APPS, REMOTES } from '../apps.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export { REMOTES };

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

/** Module Federation name -> folder. */
export const FEDERATION_NAMES = Object.fromEntries(REMOTE_APPS.map((r) => [r.federation, r.pkg]));

// React is resolved from @portal/ui (which has it) so that @portal/core, which has not, sees it.
const REACT = ['react', 'react-dom', 'react-router', 'react-router-dom'];

const node = createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'] });

const nameIn = (names, source) => Object.keys(names).find((name) => source === name || source.startsWith(`${name}/`));
// `import('mf_user_center/parcel')` reaches the remote as surely as its package name does.
const FOLDERS = { ...PACKAGES, ...FEDERATION_NAMES };
const packageOf = (source) => nameIn(FOLDERS, source);

/** import-x resolver: workspace packages by name or federation name, React from @portal/ui, the rest as Node does. */
export const workspaceResolver = {
  interfaceVersion: 3,
  name: 'portal-workspace',
  resolve(source, file) {
    const pkg = packageOf(source);
    if (pkg) {
      const dir = path.join(ROOT, FOLDERS[pkg]);
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

/** The package folder a file lies in (the deepest one), or undefined outside every package. */
const folderOf = (file) =>
  Object.values(PACKAGES)
    .filter((folder) => file === dir(folder) || file.startsWith(`${dir(folder)}${path.sep}`))
    .sort((a, b) => b.length - a.length)[0];

const exportsOf = new Map();
/** The subpaths a package publishes (its package.json `exports`); "." alone when it lists none. */
function publicEntries(pkg) {
  if (!exportsOf.has(pkg)) {
    const manifest = JSON.parse(readFileSync(path.join(dir(PACKAGES[pkg]), 'package.json'), 'utf8'));
    const entries = manifest.exports && typeof manifest.exports === 'object' ? Object.keys(manifest.exports) : ['.'];
    exportsOf.set(pkg, entries);
  }
  return exportsOf.get(pkg);
}

const published = (pkg, source) => {
  const subpath = `.${source.slice(pkg.length)}`;
  return publicEntries(pkg).some((entry) => (entry.endsWith('*') ? subpath.startsWith(entry.slice(0, -1)) && subpath.length > entry.length - 1 : subpath === entry));
};

/**
 * Another package is imported by its name and through an entry its package.json publishes:
 * never `@portal/core/src/http`, never `../../shared/ui/src/kit`. (A rule of its own, so its
 * options never replace another block's no-restricted-imports.)
 */
export const publicEntriesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another workspace package only by its name and a published entry.' },
    messages: {
      deep: '"{{source}}" is not an entry {{pkg}} publishes (package.json exports): import its public entry.',
      relative: '"{{source}}" reaches into {{folder}}/ by path: import the package by its name and public entry.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = folderOf(file);
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      if (source.startsWith('.')) {
        const folder = folderOf(path.resolve(path.dirname(file), source));
        if (own && folder && folder !== own) context.report({ node, messageId: 'relative', data: { source, folder } });
        return;
      }
      const pkg = nameIn(PACKAGES, source);
      if (pkg && !published(pkg, source)) context.report({ node, messageId: 'deep', data: { source, pkg } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) check(node.arguments[0]);
      },
    };
  },
};

/** The files the zones apply to: every source of the packages, TypeScript or JavaScript. */
export const BOUNDED_FILES = ['shell', ...REMOTES, 'shared/ui', 'shared/core'].map((folder) => `${folder}/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}`);

/** The flat-config entry that enforces the zones. */
export const boundariesConfig = {
  files: BOUNDED_FILES,
  plugins: { 'import-x': importX, boundaries: { rules: { 'public-entries': publicEntriesRule } } },
  settings: { 'import-x/resolver-next': [workspaceResolver] },
  // Both rules follow import, export, import() and require().
  rules: { 'import-x/no-restricted-paths': ['error', { zones: ZONES }], 'boundaries/public-entries': 'error' },
};
