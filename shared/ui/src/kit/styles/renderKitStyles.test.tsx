/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { renderKitStyleEntries, renderKitStyles, renderKitTheme, withoutUnrenderedRules } from './renderKitStyles';

const PARTS = path.join(__dirname, '../parts');
// The antd components the kit offers, as `export { X } from 'antd'` in its parts.
const kitComponents = readdirSync(PARTS)
  .map((file) => readFileSync(path.join(PARTS, file), 'utf8'))
  .flatMap((source) => [...source.matchAll(/^export \{ (\w+)(?: as \w+)? \} from 'antd';$/gm)].map((match) => match[1]))
  .filter((name) => name !== 'ConfigProvider');
// The style antd registers for a component, where it is not `<Name>-<Name>`.
const STYLE: Record<string, string> = { message: 'Message-Message', Input: 'Input-Component' };

let sheet: string;
let mapped: string[];
let split: ReturnType<typeof renderKitStyleEntries>;

beforeAll(() => {
  // antd's development build warns about its own panels and server rendering; the build runs production.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  sheet = renderKitStyles();
  split = renderKitStyleEntries();
  quiet.mockRestore();
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/.exec(sheet)?.[1] ?? '';
  mapped = map.split(';').map((entry) => entry.split('|')[1]);
});

it('pre-renders the style of every antd component the kit offers, with the map antd reads', () => {
  expect(kitComponents.length).toBeGreaterThan(20);
  const missing = kitComponents.filter((name) => !mapped.includes(STYLE[name] ?? `${name}-${name}`));
  expect(missing).toEqual([]);
});

it('holds the parts components render inside: form items, grid, dropdown menu, confirm dialogs, button wave', () => {
  expect(mapped).toEqual(expect.arrayContaining(['Form-item-item', 'Grid-Grid', 'Dropdown-Dropdown', 'Modal-confirm', 'Wave-Wave', 'Input-TextArea']));
  // A dropdown's menu: antd's Menu inside a dropdown inserts no style of its own (it is styled by Dropdown's, here).
  for (const rule of ['.ant-dropdown .ant-dropdown-menu{', '.ant-dropdown .ant-dropdown-menu .ant-dropdown-menu-item', '.ant-dropdown-menu-item-danger']) expect([rule, sheet.includes(rule)]).toEqual([rule, true]);
});

it('holds the styles as pages register them: every component style in the one theme pages render in', () => {
  const hashes = new Set(split.entries.filter((entry) => !entry.path.includes('|ant-design-icons|')).map((entry) => entry.path.split('|')[0]));
  expect(hashes.size).toBe(1);
  expect(mapped).toEqual(expect.arrayContaining(['Dropdown-Dropdown', 'Modal-Modal', 'Select-Select']));
});

it('is drawn in the kit theme: its blue and its red, not antd defaults', () => {
  // antd 6: the sheet's rules read the theme's CSS variables, which antd writes from the kit's theme.
  expect(sheet).toMatch(/\.ant-btn\.ant-btn-color-primary\{--ant-btn-color-base:var\(--ant-color-primary\);/);
  expect(sheet).toMatch(/\.ant-btn\.ant-btn-color-dangerous\{--ant-btn-color-base:var\(--ant-color-error\);/);
  const theme = renderKitTheme();
  expect(theme).toMatch(/^\.css-var-portal\{/);
  expect(theme).toMatch(/--ant-color-primary:#1d4ed8;/);
  expect(theme).toMatch(/--ant-color-error:#cf1322;/);
});

it('comes apart in one entry per style antd registered: in order, together the sheet, each with its own keyframes', () => {
  // antd writes a keyframe once in the whole sheet, after the first style using it; an entry carries its own.
  const keyframes = /@keyframes [\w-]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;
  const rules = (css: string) => css.replace(keyframes, '');
  expect(rules(split.entries.map((entry) => entry.css).join('') + split.map) === rules(sheet)).toBe(true);
  expect(new Set(split.entries.flatMap((entry) => entry.css.match(keyframes) ?? []))).toEqual(new Set(sheet.match(keyframes) ?? []));
  expect(split.entries.map((entry) => entry.path.split('|')[1])).toEqual(expect.arrayContaining(['Shared', 'Button-Button', 'Form-item-item', 'ant-design-icons']));
  expect(split.map).toMatch(/^\.data-ant-cssinjs-cache-path\{content:"[^"]+";\}$/);
});

describe('what the sheet leaves out', () => {
  // Booleans, not matchers on the sheet: a failure would print the whole sheet (half a megabyte).
  const has = (pattern: RegExp) => pattern.test(sheet);

  it("keeps the portal's buttons and drops antd's preset-colour ones", () => {
    // antd 6 draws a link button from its variant alone (no `.ant-btn-color-link` rule any more).
    for (const kept of ['.ant-btn-color-primary', '.ant-btn-color-dangerous', '.ant-btn-color-default', '.ant-btn-variant-link']) expect([kept, sheet.includes(kept)]).toEqual([kept, true]);
    expect(has(/\.ant-btn-color-(blue|cyan|geekblue|gold|green|lime|magenta|orange|pink|purple|red|volcano|yellow)(?![\w-])/)).toBe(false);
    expect(withoutUnrenderedRules('.a{x:1}.ant-btn-color-cyan.ant-btn-variant-solid,.ant-btn-color-red{y:2}.ant-btn-color-red,.b{z:3}@media (min-width:1px){.ant-btn-color-gold{w:4}.c{v:5}}')).toBe(
      '.a{x:1}.ant-btn-color-red,.b{z:3}@media (min-width:1px){.c{v:5}}',
    );
    expect(withoutUnrenderedRules('.ant-btn-color-redish{a:1}')).toBe('.ant-btn-color-redish{a:1}');
  });

  it("keeps a form item's column and drops the grid's spans at every breakpoint", () => {
    expect(has(/\.ant-col\{/)).toBe(true);
    expect(has(/(^|\})\.ant-col-(xs-|sm-|md-|lg-|xl-|xxl-)?(push-|pull-|offset-|order-)?\d+\{/)).toBe(false);
    // Nothing more to leave out: a rule mixing a grid span with a form item's own selector stays.
    expect(withoutUnrenderedRules(sheet) === sheet).toBe(true);
    expect(withoutUnrenderedRules('.ant-col{a:1}.ant-col-12{b:2}.ant-col-xs-push-3,.ant-col-xxl-order-0{c:3}.ant-col-rtl{d:4}.x .ant-col-24,.y{e:5}')).toBe('.ant-col{a:1}.ant-col-rtl{d:4}.x .ant-col-24,.y{e:5}');
  });

  it('is not missed: no portal source renders a preset-colour button or a spanned grid column', () => {
    const root = path.resolve(__dirname, '../../../../..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
        const full = path.join(dir, entry.name);
        if (full === __dirname) return []; // this folder describes the families it leaves out
        return entry.isDirectory() ? sources(full) : /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
      });
    const apps = ['shell', 'mf-home-products', 'mf-auth', 'mf-user-center', 'mf-help', 'mf-treasury', 'shared/ui/src'].map((dir) => path.join(root, dir));
    const files = apps.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => /<Button\b[^>]*\bcolor=["'{]*(blue|cyan|geekblue|gold|green|lime|magenta|orange|pink|purple|red|volcano|yellow)\b/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
    // Nor a grid column with a span: no Row or Col, no form label or wrapper columns.
    expect(files.filter((file) => /\b(labelCol|wrapperCol)\b|<(Row|Col)\b|\b(Row|Col)\b[^;]*from 'antd'/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
