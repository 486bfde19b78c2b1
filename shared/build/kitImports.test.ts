import { readFileSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { rewriteKitImports, readKitParts, kitPartFiles, KIT_PARTS_DIR } = require('./kit-imports.cjs');

const names = readKitParts();

describe('the kit split: one import per kit part', () => {
  it('splits a named import into the parts that export each name', () => {
    const out = rewriteKitImports("import { Button, Form, Input } from '@portal/ui/kit';\n", names);
    expect(out).toContain("import { Button } from '@portal/ui/kit/Button';");
    expect(out).toContain("import { Form } from '@portal/ui/kit/Form';");
    expect(out).toContain("import { Input } from '@portal/ui/kit/Input';");
    expect(out).not.toMatch(/from '@portal\/ui\/kit'/);
  });

  it('keeps renames, groups names of one part, and leaves types on an erased import', () => {
    const out = rewriteKitImports("import { KitProvider, KIT_THEME as theme, type FormInstance, TableColumnsType } from \"@portal/ui/kit\";", names);
    expect(out).toContain("import { KitProvider, KIT_THEME as theme } from '@portal/ui/kit/KitProvider';");
    expect(out).toContain("import type { FormInstance, TableColumnsType } from '@portal/ui/kit';");
  });

  it('splits the lazy forms: then() and await', () => {
    const then = rewriteKitImports("void import('@portal/ui/kit').then(({ message }) => message.info('x'));", names);
    expect(then).toContain("import('@portal/ui/kit/message')");
    expect(then).not.toContain("import('@portal/ui/kit')");
    const awaited = rewriteKitImports("async function f() {\n  const { showAckNotice } = await import('@portal/ui/kit');\n}", names);
    expect(awaited).toContain("import('@portal/ui/kit/AckNotice')");
    expect(awaited).toContain('const { showAckNotice } =');
  });

  it('refuses a name the kit does not export, and a form that would fetch the whole kit', () => {
    expect(() => rewriteKitImports("import { DatePicker } from '@portal/ui/kit';", names, 'a.tsx')).toThrow(/a\.tsx: @portal\/ui\/kit exports no "DatePicker"/);
    expect(() => rewriteKitImports("import * as kit from '@portal/ui/kit';", names, 'b.tsx')).toThrow(/b\.tsx: .*whole kit/);
    expect(() => rewriteKitImports("const kit = import('@portal/ui/kit');", names, 'c.tsx')).toThrow(/whole kit/);
  });

  it('leaves a file without kit imports untouched', () => {
    const src = "import { Button } from 'antd';\n";
    expect(rewriteKitImports(src, names)).toBe(src);
  });

  it('has a part for every line of the barrel, and every barrel name in some part', () => {
    const barrel = readFileSync(path.join(KIT_PARTS_DIR, '..', 'index.ts'), 'utf8');
    const listed = [...barrel.matchAll(/from '\.\/parts\/([^']+)'/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(Object.keys(kitPartFiles()).sort());
    for (const name of ['Button', 'Modal', 'Table', 'message', 'zhCN', 'KitApp', 'AckNotice', 'validatorRule', 'AuthErrorDialog']) expect(names.has(name)).toBe(true);
  });
});

describe('the kit parts a build provides', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync, mkdirSync, writeFileSync } = require('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const os = require('node:os');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { kitPartsUsed } = require('./kit-imports.cjs');

  function sources(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kit-parts-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  }

  it.each([
    ['a named import, over several lines', { 'a.tsx': "import {\n  Button,\n  Table,\n  type FormInstance,\n} from '@portal/ui/kit';\n" }, ['Button', 'Table']],
    ['a lazy import', { 'b.ts': "void import('@portal/ui/kit').then(({ message }) => message.info('x'));\n" }, ['message']],
    ['a part imported by its own path', { 'c.ts': "import { Steps } from '@portal/ui/kit/Steps';\n" }, ['Steps']],
    ['types only', { 'd.ts': "import type { FormInstance } from '@portal/ui/kit';\n" }, []],
    ['a test file (never built)', { 'e.test.tsx': "import { Table } from '@portal/ui/kit';\n" }, []],
    ['no kit at all', { 'f.ts': "import { Button } from 'antd';\n" }, []],
  ])('reads %s', (_what, files, parts) => {
    expect(kitPartsUsed([sources(files)], names)).toEqual(parts);
  });

  it('joins the folders a build compiles', () => {
    const app = sources({ 'src/Page.tsx': "import { Table } from '@portal/ui/kit';\n" });
    const pkg = sources({ 'dialog.tsx': "import { Modal, Button } from '@portal/ui/kit';\n" });
    expect(kitPartsUsed([path.join(app, 'src'), pkg], names)).toEqual(['Button', 'Modal', 'Table']);
  });
});
