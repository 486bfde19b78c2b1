// The public API of a shared package (@portal/core, @portal/ui), read from its TypeScript sources
// with the compiler's own checker: every export of every entry its package.json `exports` lists
// (a `./kit/*` pattern expands to one entry per file), with its type. Written as
// `<package>/report.api.md` and checked in, so a reviewer sees in the diff what a change does to
// remotes already deployed (Backstage keeps an API Extractor report per package for the same
// reason; API Extractor reads one entry of emitted .d.ts files, these packages are source-only
// with 14 entries). `report.released.json` holds one hash per export as of the package's last
// release: what the pending change files must cover (see changes.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const REPORT_FILE = 'report.api.md';
export const RELEASED_FILE = 'report.released.json';

/** The packages whose API remotes build against (the shell's contract checks their versions). */
export const API_PACKAGES = ['shared/core', 'shared/ui'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Entry name (`@portal/ui/kit/Button`) to its source file, from package.json `exports`. TypeScript entries only. */
export function entriesOf(packageDir) {
  const pkg = readJson(path.join(packageDir, 'package.json'));
  const entries = {};
  for (const [key, target] of Object.entries(pkg.exports ?? { '.': pkg.main })) {
    const file = typeof target === 'string' ? target : (target.types ?? target.default);
    if (!/\.tsx?$/.test(file)) continue;
    if (key.includes('*')) {
      const [before, after] = file.split('*');
      const dir = path.join(packageDir, before.slice(0, before.lastIndexOf('/')));
      for (const name of readdirSync(dir).sort()) {
        if (!name.endsWith(after) || name.includes('.test.')) continue;
        const part = name.slice(before.length - before.lastIndexOf('/') - 1, name.length - after.length);
        entries[`${pkg.name}${key.slice(1).replace('*', part)}`] = path.join(dir, name);
      }
    } else {
      entries[`${pkg.name}${key === '.' ? '' : key.slice(1)}`] = path.join(packageDir, file);
    }
  }
  return entries;
}

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType | ts.TypeFormatFlags.WriteArrayAsGenericType;

/**
 * A type's text without this machine's paths: `import("<pnpm store>/@types/react/index")` as
 * `import("@types/react")` (no version, so a dependency's patch release moves no line), a
 * workspace file relative to the root.
 */
export function portable(text, root) {
  return text
    .replace(/import\("[^"]*\/node_modules\/(?:\.pnpm\/[^/"]+\/node_modules\/)?((?:@[^/"]+\/)?[^/"]+)[^"]*"\)/g, 'import("$1")')
    .split(`"${root}/`)
    .join('"');
}

/** One export as a line: its kind, name and type (structure for interfaces, classes and enums). */
function describe(checker, symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const decl = target.declarations?.[0];
  const flags = target.flags;
  const name = symbol.name;
  const typeText = (type) => checker.typeToString(type, decl, FLAGS);
  const members = (type) =>
    checker
      .getPropertiesOfType(type)
      .map((p) => `${p.name}${p.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, decl), decl, FLAGS)}`)
      .sort();
  const parts = [];
  if (flags & ts.SymbolFlags.Enum) {
    parts.push(`enum ${name} { ${checker.getExportsOfModule(target).map((m) => `${m.name} = ${JSON.stringify(checker.getConstantValue(m.valueDeclaration))}`).join(', ')} }`);
  } else if (flags & ts.SymbolFlags.Class) {
    const statics = typeText(checker.getTypeOfSymbolAtLocation(target, decl));
    parts.push(`class ${name} { ${members(checker.getDeclaredTypeOfSymbol(target)).join('; ')} } (constructor: ${statics})`);
  } else {
    if (flags & ts.SymbolFlags.Interface) {
      const type = checker.getDeclaredTypeOfSymbol(target);
      const params = (type.typeParameters ?? []).map((p) => typeText(p));
      const calls = type.getCallSignatures().map((s) => checker.signatureToString(s, decl, FLAGS));
      parts.push(`interface ${name}${params.length ? `<${params.join(', ')}>` : ''} { ${[...calls, ...members(type)].join('; ')} }`);
    }
    if (flags & ts.SymbolFlags.TypeAlias) {
      const aliasDecl = target.declarations.find(ts.isTypeAliasDeclaration);
      const params = aliasDecl?.typeParameters?.map((p) => p.getText()) ?? [];
      parts.push(`type ${name}${params.length ? `<${params.join(', ')}>` : ''} = ${checker.typeToString(checker.getDeclaredTypeOfSymbol(target), decl, FLAGS | ts.TypeFormatFlags.InTypeAlias)}`);
    }
    if (flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
      const kind = flags & ts.SymbolFlags.Function ? 'function' : 'const';
      parts.push(`${kind} ${name}: ${typeText(checker.getTypeOfSymbolAtLocation(target, decl))}`);
    }
    if (flags & ts.SymbolFlags.Module && !parts.length) parts.push(`namespace ${name}`);
  }
  // Re-exported names keep one line even when their target is of an unusual kind.
  return parts.length ? parts.join(' & ') : `export ${name}`;
}

let lastProgram;

/**
 * The API of each package, as { '<package dir>': { '<entry>': { '<export>': '<line>' } } }.
 * `overrides` replaces files' contents in memory (a test plants a change without touching the tree).
 */
export function readApis(root, packageDirs = API_PACKAGES, overrides = {}) {
  const dirs = packageDirs.map((dir) => path.resolve(root, dir));
  const entryFiles = Object.fromEntries(dirs.map((dir) => [dir, entriesOf(dir)]));
  const config = ts.getParsedCommandLineOfConfigFile(path.join(dirs[dirs.length - 1], 'tsconfig.json'), { noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false }, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const options = { ...config.options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false, types: [] };
  const host = ts.createCompilerHost(options, true);
  const planted = Object.fromEntries(Object.entries(overrides).map(([file, text]) => [path.resolve(root, file), text]));
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => planted[path.resolve(file)] ?? readFile(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError, fresh) => {
    const text = planted[path.resolve(file)];
    return text === undefined ? getSourceFile(file, language, onError, fresh) : ts.createSourceFile(file, text, language, true);
  };
  const roots = Object.values(entryFiles).flatMap((entries) => Object.values(entries));
  // The last program's unchanged files are reused (a planted change reads again in a few seconds).
  const program = ts.createProgram(roots, options, host, lastProgram);
  lastProgram = program;
  const checker = program.getTypeChecker();
  const apis = {};
  for (const dir of dirs) {
    const api = {};
    for (const [entry, file] of Object.entries(entryFiles[dir])) {
      const source = program.getSourceFile(file);
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      const exports = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
      const lines = exports.map((symbol) => [symbol.name, portable(describe(checker, symbol), root)]);
      api[entry] = Object.fromEntries(lines.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    apis[path.relative(root, dir)] = api;
  }
  return apis;
}

/** The checked-in report of one package's API. */
export function formatReport(packageName, api) {
  const lines = [
    `# API report: ${packageName}`,
    '',
    '<!-- Generated by `pnpm api:report` from the TypeScript sources (shared/build/api/report.mjs): do not edit.',
    '     A change here is a change to what deployed remotes build against: it needs a change file (`pnpm changeset`). -->',
  ];
  for (const [entry, exports] of Object.entries(api)) {
    lines.push('', `## ${entry}`, '');
    const names = Object.keys(exports);
    if (!names.length) lines.push('(no exports)');
    for (const name of names) lines.push(`- \`${exports[name].replace(/`/g, "'")}\``);
  }
  return `${lines.join('\n')}\n`;
}

const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** One hash per `<entry> <export>`: what report.released.json keeps of a released API. */
export function fingerprint(api) {
  const exports = {};
  for (const [entry, names] of Object.entries(api)) for (const [name, line] of Object.entries(names)) exports[`${entry} ${name}`] = hash(line);
  return exports;
}

export const readReleased = (packageDir) => {
  const file = path.join(packageDir, RELEASED_FILE);
  return existsSync(file) ? readJson(file) : undefined;
};

/**
 * What changed from the released API: removed or changed exports, and added ones. A removal is
 * breaking; a changed type may or may not be (widening a parameter is not), so it asks for at
 * least a minor and the reviewer decides whether it is a major.
 */
export function apiChanges(released, now) {
  const removed = Object.keys(released).filter((key) => !(key in now));
  const changed = Object.keys(released).filter((key) => key in now && now[key] !== released[key]);
  const added = Object.keys(now).filter((key) => !(key in released));
  return { removed, changed, added };
}
