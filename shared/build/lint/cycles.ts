// Import cycles inside a package, type-only imports included: import-x/no-cycle skips `import
// type`, yet a type cycle still ties two modules together, so this walks the TypeScript module
// graph itself (static imports and re-exports; a dynamic import() is a lazy edge, not a cycle).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { APPS } from '../apps.mjs';

export const ROOT = path.resolve(__dirname, '../../..');

/** Every package folder whose sources are walked. */
export const PACKAGE_FOLDERS = [
  ...APPS,
  'shared/core',
  'shared/ui',
  'shared/mock-api',
  'shared/preview',
  'shared/build',
  'shared/e2e',
];

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'artifacts']);

/** The TypeScript sources below a folder. */
export function sourcesIn(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return SKIP.has(name) ? [] : sourcesIn(full);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module specifiers a file imports or re-exports statically, `import type` included. */
export function staticImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((s) => {
    if ((ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier)) return [s.moduleSpecifier.text];
    if (ts.isImportEqualsDeclaration(s) && ts.isExternalModuleReference(s.moduleReference) && ts.isStringLiteral(s.moduleReference.expression)) {
      return [s.moduleReference.expression.text];
    }
    return [];
  });
}

const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'];

/** A relative specifier's file, as TypeScript finds it (`./a.js` may name `./a.ts`). */
export function resolveRelative(from: string, specifier: string, exists: (file: string) => boolean = existsSync): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const bases = [base, base.replace(/\.[cm]?js$/, '')];
  for (const b of bases) for (const ext of CANDIDATES) if (SOURCE.test(b + ext) && exists(b + ext)) return b + ext;
  return undefined;
}

type ExportTarget = string | { types?: string; default?: string };

/** A workspace package: its name, folder and package.json `exports`. */
export interface WorkspacePackage {
  name: string;
  dir: string;
  exports: Record<string, ExportTarget>;
}

export function workspacePackages(folders = PACKAGE_FOLDERS): WorkspacePackage[] {
  return folders.map((folder) => {
    const dir = path.join(ROOT, folder);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; exports?: Record<string, ExportTarget> };
    return { name: manifest.name, dir, exports: manifest.exports ?? {} };
  });
}

/** A specifier by package name (`@portal/ui/kit`, a package importing itself included), through its exports. */
export function resolvePackage(specifier: string, packages: WorkspacePackage[]): string | undefined {
  const pkg = packages.find((p) => specifier === p.name || specifier.startsWith(`${p.name}/`));
  if (!pkg) return undefined;
  const subpath = `.${specifier.slice(pkg.name.length)}`;
  for (const [key, value] of Object.entries(pkg.exports)) {
    const target = typeof value === 'string' ? value : (value.default ?? value.types);
    if (!target) continue;
    if (key === subpath) return path.join(pkg.dir, target);
    const star = key.indexOf('*');
    if (star >= 0 && subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1))) {
      return path.join(pkg.dir, target.replace('*', subpath.slice(star, subpath.length - (key.length - star - 1))));
    }
  }
  return undefined;
}

/** The graph: each file and the workspace files it imports, relatively or by package name. */
export function moduleGraph(
  files: string[],
  read: (file: string) => string = (f) => readFileSync(f, 'utf8'),
  packages: WorkspacePackage[] = [],
): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (file: string, spec: string) => resolveRelative(file, spec, (f) => known.has(f)) ?? resolvePackage(spec, packages);
  return new Map(
    files.map((file) => [
      file,
      staticImports(file, read(file))
        .map((spec) => resolve(file, spec))
        .filter((f): f is string => f !== undefined && known.has(f)),
    ]),
  );
}

/** Every cycle, as the strongly connected components of more than one file (or a file importing itself). */
export function cyclesIn(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** The workspace's cycles, each as paths from the root. */
export function workspaceCycles(): string[][] {
  const files = PACKAGE_FOLDERS.flatMap((folder) => sourcesIn(path.join(ROOT, folder)));
  return cyclesIn(moduleGraph(files, undefined, workspacePackages())).map((cycle) => cycle.map((f) => path.relative(ROOT, f)));
}
