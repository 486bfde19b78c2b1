import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import rootPackage from '../../../package.json';

const ROOT = path.resolve(__dirname, '../../..');

interface TsConfig {
  compilerOptions?: { composite?: boolean };
  references?: { path: string }[];
}

const readConfig = (dir: string): TsConfig => JSON.parse(readFileSync(path.join(ROOT, dir, 'tsconfig.json'), 'utf8')) as TsConfig;

/** Every workspace package with TypeScript: the apps at the root and the shared packages. */
function packagesWithTsconfig(): string[] {
  const top = readdirSync(ROOT).filter((d) => !d.startsWith('.') && d !== 'node_modules' && d !== 'shared');
  const shared = readdirSync(path.join(ROOT, 'shared')).map((d) => `shared/${d}`);
  return [...top, ...shared].filter((d) => existsSync(path.join(ROOT, d, 'tsconfig.json')) && existsSync(path.join(ROOT, d, 'package.json')));
}

describe('the type check', () => {
  const script = rootPackage.scripts.typecheck;
  const entries = script.replace(/^tsc -b\s+/, '').split(/\s+/);

  it('is one `tsc -b` over project references', () => {
    expect(script).toMatch(/^tsc -b /);
  });

  it('reaches every package, directly or through references', () => {
    const reached = new Set<string>();
    const visit = (dir: string): void => {
      if (reached.has(dir)) return;
      reached.add(dir);
      for (const ref of readConfig(dir).references ?? []) visit(path.relative(ROOT, path.resolve(ROOT, dir, ref.path)));
    };
    entries.forEach(visit);
    expect([...reached].sort()).toEqual(packagesWithTsconfig().sort());
  });

  it('references only composite projects (their declarations are reused, not checked again)', () => {
    const referenced = new Set(
      packagesWithTsconfig().flatMap((dir) => (readConfig(dir).references ?? []).map((ref) => path.relative(ROOT, path.resolve(ROOT, dir, ref.path)))),
    );
    expect([...referenced].filter((dir) => readConfig(dir).compilerOptions?.composite !== true)).toEqual([]);
  });
});
