// A webpack loader: `import { Button, Form } from '@portal/ui/kit'` becomes one import per kit
// part (`@portal/ui/kit/Button`, `@portal/ui/kit/Form`), each a Module Federation singleton, so
// a page fetches only the antd components it renders. Source keeps the one import path.
const { readFileSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');

const KIT = '@portal/ui/kit';
const KIT_PARTS_DIR = path.resolve(__dirname, '../ui/src/kit/parts');

/**
 * What each part exports: name -> { part, type }. Read from the parts' own `export` lines, so
 * a new part is one file in shared/ui/src/kit/parts plus its line in the kit's barrel.
 */
function readKitParts(dir = KIT_PARTS_DIR) {
  const names = new Map();
  for (const file of readdirSync(dir)) {
    if (!/\.tsx?$/.test(file) || /\.test\./.test(file)) continue;
    const part = file.replace(/\.tsx?$/, '');
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
      for (const spec of splitSpecifiers(m[2])) names.set(spec.exported, { part, type: Boolean(m[1]) || spec.type });
    }
    for (const m of text.matchAll(/export\s+(?:const|let|function|class)\s+([A-Za-z_$][\w$]*)/g)) names.set(m[1], { part, type: false });
    for (const m of text.matchAll(/export\s+(?:type|interface)\s+([A-Za-z_$][\w$]*)/g)) names.set(m[1], { part, type: true });
  }
  return names;
}

/** `A, type B, C as D` -> [{ imported, exported, type }]; `exported` is the name after `as`. */
function splitSpecifiers(list) {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(type\s+)?([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/.exec(s);
      if (!m) throw new Error(`cannot read the import specifier "${s}"`);
      return { type: Boolean(m[1]), imported: m[2], exported: m[3] ?? m[2] };
    });
}

function partOf(names, name, where) {
  const hit = names.get(name);
  if (!hit) throw new Error(`${where}: ${KIT} exports no "${name}" (add it to a part in shared/ui/src/kit/parts)`);
  return hit;
}

const STATIC_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])@portal\/ui\/kit\3\s*;?/g;
const DYNAMIC_THEN = /import\(\s*(['"])@portal\/ui\/kit\1\s*\)\.then\(\s*\(\s*\{([^}]*)\}\s*\)\s*=>/g;
const AWAIT_DESTRUCTURE = /\{([^{}=;()]*)\}\s*=\s*await\s+import\(\s*(['"])@portal\/ui\/kit\2\s*\)/g;
const ANY_KIT = /(?:from\s*|import\s*\(\s*|import\s+)(['"])@portal\/ui\/kit\1/g;

/** The rewritten source; throws on a form of import it cannot split (the build then says where). */
function rewriteKitImports(source, names, where = 'source') {
  if (!source.includes(KIT)) return source;
  let out = source.replace(STATIC_IMPORT, (_all, typeOnly, list) => {
    if (typeOnly) return `import type {${list}} from '${KIT}';`;
    const byPart = new Map();
    const types = [];
    for (const spec of splitSpecifiers(list)) {
      const { part, type } = partOf(names, spec.imported, where);
      const text = spec.imported === spec.exported ? spec.imported : `${spec.imported} as ${spec.exported}`;
      if (spec.type || type) types.push(text);
      else byPart.set(part, [...(byPart.get(part) ?? []), text]);
    }
    const lines = [...byPart].map(([part, specs]) => `import { ${specs.join(', ')} } from '${KIT}/${part}';`);
    // Types only: erased by the compiler, never fetched.
    if (types.length) lines.push(`import type { ${types.join(', ')} } from '${KIT}';`);
    return lines.join(' ');
  });
  out = out.replace(DYNAMIC_THEN, (_all, _q, list) => {
    const parts = [...new Set(splitSpecifiers(list).map((s) => partOf(names, s.imported, where).part))];
    const loads = parts.map((part) => `import('${KIT}/${part}')`).join(', ');
    return `Promise.all([${loads}]).then((kitParts) => Object.assign({}, ...kitParts)).then(({${list}}) =>`;
  });
  out = out.replace(AWAIT_DESTRUCTURE, (_all, list) => {
    const parts = [...new Set(splitSpecifiers(list).map((s) => partOf(names, s.imported, where).part))];
    const loads = parts.map((part) => `import('${KIT}/${part}')`).join(', ');
    return `{${list}} = Object.assign({}, ...(await Promise.all([${loads}])))`;
  });
  // Whatever is left would fetch the whole kit: refuse it rather than ship it.
  for (const m of out.matchAll(ANY_KIT)) {
    const before = out.slice(Math.max(0, m.index - 200), m.index);
    if (/import\s+type\s+\{[^}]*\}\s*$/.test(before)) continue;
    throw new Error(`${where}: import ${KIT} as \`import { A, B } from '${KIT}'\` or \`import('${KIT}').then(({ A }) => ...)\`; this form would fetch the whole kit`);
  }
  return out;
}

/** part name -> its file, for the shared configuration (one singleton per part). */
function kitPartFiles(dir = KIT_PARTS_DIR) {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
      .map((f) => [f.replace(/\.tsx?$/, ''), path.join(dir, f)]),
  );
}

/** Source files of a folder that a build compiles: not tests, not the kit's own parts. */
function buildSources(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, name))
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !/\.test\.|[\\/]__tests__[\\/]/.test(file) && !file.startsWith(KIT_PARTS_DIR + path.sep))
    .filter((file) => statSync(file).isFile());
}

/**
 * The kit parts imported anywhere under `dirs` (an app's src and the shared packages it builds),
 * read as the loader splits them: a remote provides only these, so its build compiles no antd
 * component it never renders. The shell provides every part (see sharedModules in webpack.mjs).
 */
function kitPartsUsed(dirs, names = readKitParts()) {
  const used = new Set();
  for (const dir of dirs) {
    for (const file of buildSources(dir)) {
      const out = rewriteKitImports(readFileSync(file, 'utf8'), names, file);
      for (const m of out.matchAll(/(['"])@portal\/ui\/kit\/([A-Za-z_$][\w$]*)\1/g)) used.add(m[2]);
    }
  }
  return [...used].sort();
}

let cached;
/** The webpack loader. */
function kitImportsLoader(source) {
  cached ??= readKitParts();
  return rewriteKitImports(source, cached, this.resourcePath);
}

module.exports = kitImportsLoader;
module.exports.rewriteKitImports = rewriteKitImports;
module.exports.readKitParts = readKitParts;
module.exports.kitPartFiles = kitPartFiles;
module.exports.kitPartsUsed = kitPartsUsed;
module.exports.KIT_PARTS_DIR = KIT_PARTS_DIR;
