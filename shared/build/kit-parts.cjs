// The kit's parts (`@portal/ui/kit/<Part>`, one file each in shared/ui/src/kit/parts): each is a
// Module Federation singleton (webpack.mjs sharedModules), and a remote provides only the parts its
// sources import. Sources import parts by their own path (lint refuses the `@portal/ui/kit` barrel),
// so reading which parts a build needs is reading those paths.
const { readFileSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');

const KIT_PARTS_DIR = path.resolve(__dirname, '../ui/src/kit/parts');

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

// `import type { … } from '@portal/ui/kit/<Part>'` is erased by the compiler: never fetched, not provided.
const TYPE_ONLY = /import\s+type\s+\{[^}]*\}\s*from\s*(['"])@portal\/ui\/kit\/[\w$]+\1/g;
const PART = /(['"])@portal\/ui\/kit\/([A-Za-z_$][\w$]*)\1/g;

/**
 * The kit parts imported anywhere under `dirs` (an app's src and the shared packages it builds):
 * a remote provides only these, so its build compiles no antd component it never renders (home and
 * help render none of their own). The shell provides every part (see sharedModules in webpack.mjs).
 */
function kitPartsUsed(dirs, parts = kitPartFiles()) {
  const used = new Set();
  for (const dir of dirs) {
    for (const file of buildSources(dir)) {
      const text = readFileSync(file, 'utf8').replace(TYPE_ONLY, '');
      for (const m of text.matchAll(PART)) {
        if (!(m[2] in parts)) throw new Error(`${file}: @portal/ui/kit has no part ${m[2]} (the parts are shared/ui/src/kit/parts/*.ts)`);
        used.add(m[2]);
      }
    }
  }
  return [...used].sort();
}

module.exports = { kitPartFiles, kitPartsUsed, KIT_PARTS_DIR };
