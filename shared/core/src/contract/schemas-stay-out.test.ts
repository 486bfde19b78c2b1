/**
 * The schemas cost the browser nothing because browser code imports them as types only: this
 * walks every app's and shared package's browser source (the build's grep is the other check).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const ROOT = join(__dirname, '../../../..');
const BROWSER_SOURCES = ['shell/src', 'mf-home-products/src', 'mf-auth/src', 'mf-user-center/src', 'mf-help/src', 'mf-treasury/src', 'shared/ui/src', 'shared/core/src'];
const SERVER_ONLY = join('shared', 'core', 'src', 'contract', 'schemas') + sep;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dev' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const SCHEMA_MODULE = /^(?:@sinclair\/typebox(?:\/.*)?|.*contract\/schemas.*)$/;

/**
 * Every load of the schemas or TypeBox that is not type-only: `import`/`export ... from` without
 * `type`, a bare `import '…'`, a dynamic `import('…')` and a `require('…')`.
 */
function runtimeSchemaImports(source: string): string[] {
  const statements = (source.match(/^(?:import|export)\s[^;]*?from\s+['"][^'"]+['"]/gms) ?? []).filter((s) => !/^(?:import|export)\s+type\s/.test(s));
  const bare = source.match(/^import\s+['"][^'"]+['"]/gm) ?? [];
  // `typeof import('…')` is a type.
  const calls = source.match(/(?<!typeof\s+)\b(?:import|require)\s*\(\s*['"`][^'"`]+['"`]\s*\)/g) ?? [];
  return [...statements, ...bare, ...calls].filter((s) => SCHEMA_MODULE.test(/['"`]([^'"`]+)['"`]\s*\)?$/.exec(s)?.[1] ?? ''));
}

describe('the contract schemas in the browser', () => {
  it('are imported as types only outside contract/schemas', () => {
    const offenders = BROWSER_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((file) => !relative(ROOT, file).startsWith(SERVER_ONLY))
      .flatMap((file) => runtimeSchemaImports(readFileSync(file, 'utf8')).map((s) => `${relative(ROOT, file)}: ${s.split('\n')[0]}`));
    expect(offenders).toEqual([]);
  });

  it('tells a value import from a type import', () => {
    expect(runtimeSchemaImports("import { schemas } from '@portal/core/contract/schemas';\nimport type * as A from '../contract/schemas/auth';\n")).toEqual([
      "import { schemas } from '@portal/core/contract/schemas'",
    ]);
    expect(runtimeSchemaImports("import type { Static } from '@sinclair/typebox';\nimport { Type } from '@sinclair/typebox';")).toEqual(["import { Type } from '@sinclair/typebox'"]);
  });

  it('sees a dynamic import(), a require and a bare import of the schemas', () => {
    const source = [
      "const load = () => import('@portal/core/contract/schemas');",
      "const { Type } = require('@sinclair/typebox');",
      "import '../contract/schemas/auth';",
      "const other = () => import('./routes');",
      "type Auth = typeof import('../contract/schemas/auth');",
    ].join('\n');
    expect(runtimeSchemaImports(source)).toEqual(["import '../contract/schemas/auth'", "import('@portal/core/contract/schemas')", "require('@sinclair/typebox')"]);
  });
});
