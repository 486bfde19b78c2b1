import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createAppConfig } from './webpack.mjs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const kitCss = require('./kit-css.cjs') as { (this: { addDependency: (file: string) => void }): string; KIT_SHEET: string; INPUTS: string[] };

const root = path.resolve(__dirname, '../..');

interface Rule {
  test?: RegExp;
  use?: unknown[];
  include?: unknown;
  exclude?: unknown;
}
const production = (dir: string, kind: 'host' | 'remote') =>
  createAppConfig({ dir: path.join(root, dir), kind, exposes: {} }, {}, { mode: 'production' }) as unknown as {
    module: { rules: Rule[] };
    optimization: { splitChunks: { cacheGroups: Record<string, { type?: string; test?: RegExp; name?: string; chunks?: string }> } };
  };

describe("the kit's stylesheet in a production build", () => {
  it.each([
    ['shell', 'host'],
    ['mf-auth', 'remote'],
  ] as const)('%s: the placeholder goes through the sheet loader into a file of its own, kit-sheet.<hash>.css, loaded with async chunks only', (dir, kind) => {
    const config = production(dir, kind);
    const matches = (condition: unknown, file: string): boolean =>
      Array.isArray(condition) ? condition.some((c) => matches(c, file)) : condition instanceof RegExp ? condition.test(file) : typeof condition === 'string' && file.startsWith(condition);
    const file = kitCss.KIT_SHEET;
    const rules = config.module.rules.filter((rule) => rule && matches(rule.test, file) && (rule.include === undefined || matches(rule.include, file)) && !(rule.exclude !== undefined && matches(rule.exclude, file)));
    // One rule: mini-css-extract's loader, css-loader, the sheet loader (style-loader's rule leaves it out).
    expect(rules).toHaveLength(1);
    expect(String(rules[0].use?.[2])).toBe(require.resolve('./kit-css.cjs'));
    const group = config.optimization.splitChunks.cacheGroups.kitSheet;
    expect([group.type, group.name, group.chunks, group.test?.test(kitCss.KIT_SHEET)]).toEqual(['css/mini-extract', 'kit-sheet', 'async', true]);
  });

  it('is imported by the KitProvider part, which every tree rendering kit pieces loads', () => {
    expect(readFileSync(path.join(root, 'shared/ui/src/kit/parts/KitProvider.ts'), 'utf8')).toMatch(/^import '\.\.\/styles\/kit\.css';$/m);
  });

  it('renders again when what it is made from changes (the loader names its inputs to webpack)', () => {
    const deps: string[] = [];
    // The sheet itself is rendered by renderKitStyles.test.tsx; here the loader's cache answers, or it renders once.
    const css = kitCss.call({ addDependency: (file) => deps.push(file) });
    expect(deps).toEqual(expect.arrayContaining(kitCss.INPUTS));
    expect(css).toMatch(/\.ant-btn/);
  }, 120_000);
});

describe("the scroll lock's nonce (the one private path the kit's build names)", () => {
  it("finds @rc-component/util's dynamicCSS where the alias expects it, and the dialogs' scroll lock still writes through it", async () => {
    const { styleNonceAliases } = await import('./webpack.mjs');
    const aliases = styleNonceAliases() as Record<string, string>;
    const original = aliases['portal-rc-util-dynamic-css$'];
    expect(readFileSync(original, 'utf8')).toMatch(/export function updateCSS\(/);
    expect(aliases['@rc-component/util/es/Dom/dynamicCSS$']).toBe(path.join(root, 'shared/build/runtime/rc-dynamic-css.js'));
    // antd's dialogs lock the page's scroll with updateCSS and no nonce: the reason for the alias.
    const antd = require.resolve('antd/package.json', { paths: [path.join(root, 'shared/ui')] });
    const portal = require.resolve('@rc-component/portal/package.json', { paths: [antd] });
    const locker = readFileSync(path.join(path.dirname(portal), 'es/useScrollLocker.js'), 'utf8');
    expect(locker).toMatch(/import \{[^}]*\bupdateCSS\b[^}]*\} from '@rc-component\/util'/);
    expect(locker).not.toMatch(/nonce|csp/);
  });
});
