import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { kitPartFiles, kitPartsUsed, KIT_PARTS_DIR } = require('./kit-parts.cjs');

function sources(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kit-parts-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('the kit parts a build provides', () => {
  it('has a part for every line of the barrel', () => {
    const barrel = readFileSync(path.join(KIT_PARTS_DIR, '..', 'index.ts'), 'utf8');
    const listed = [...barrel.matchAll(/from '\.\/parts\/([^']+)'/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(Object.keys(kitPartFiles()).sort());
  });

  it.each([
    ['named imports of two parts', { 'a.tsx': "import { Button } from '@portal/ui/kit/Button';\nimport { Table, type TableColumnsType } from '@portal/ui/kit/Table';\n" }, ['Button', 'Table']],
    ['a lazy import', { 'b.ts': "void import('@portal/ui/kit/message').then(({ message }) => message.info('x'));\n" }, ['message']],
    ['types only', { 'd.ts': "import type { FormInstance } from '@portal/ui/kit/Form';\n" }, []],
    ['a test file (never built)', { 'e.test.tsx': "import { Table } from '@portal/ui/kit/Table';\n" }, []],
    ['no kit at all', { 'f.ts': "import { Button } from 'antd';\n" }, []],
  ])('reads %s', (_what, files, parts) => {
    expect(kitPartsUsed([sources(files)])).toEqual(parts);
  });

  it('joins the folders a build compiles', () => {
    const app = sources({ 'src/Page.tsx': "import { Table } from '@portal/ui/kit/Table';\n" });
    const pkg = sources({ 'dialog.tsx': "import { Modal } from '@portal/ui/kit/Modal';\nimport { Button } from '@portal/ui/kit/Button';\n" });
    expect(kitPartsUsed([path.join(app, 'src'), pkg])).toEqual(['Button', 'Modal', 'Table']);
  });

  it('refuses a part that does not exist', () => {
    expect(() => kitPartsUsed([sources({ 'g.ts': "import { Grid } from '@portal/ui/kit/Grid';\n" })])).toThrow(/no part Grid/);
  });
});
