/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { KIT_ANTD_COMPONENTS, renderKitStyles, withoutUnrenderedRules } from './renderKitStyles';

const PARTS = path.join(__dirname, '../parts');
// The antd components the kit offers, as `export { X } from 'antd'` in its parts.
const kitComponents = readdirSync(PARTS)
  .map((file) => readFileSync(path.join(PARTS, file), 'utf8'))
  .flatMap((source) => [...source.matchAll(/^export \{ (\w+)(?: as \w+)? \} from 'antd';$/gm)].map((match) => match[1]))
  .filter((name) => name !== 'ConfigProvider');

let sheet: string;

beforeAll(() => {
  // antd's development build warns about server rendering; the build renders in production mode.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  sheet = renderKitStyles();
  quiet.mockRestore();
});

/** Whether the sheet has a rule for the class (as a whole class name, not a prefix of another). */
const styles = (cls: string) => new RegExp(`\\.${cls}(?![\\w-])`).test(sheet);

it('renders every antd component a kit part exports', () => {
  expect(kitComponents.length).toBeGreaterThan(20);
  expect(kitComponents.filter((name) => !KIT_ANTD_COMPONENTS.includes(name))).toEqual([]);
});

it("holds each component's rules, and the pieces they draw inside: form items and their columns, confirm dialogs, the click wave, icons", () => {
  const classes = ['ant-alert', 'ant-btn', 'ant-card', 'ant-checkbox', 'ant-collapse', 'ant-descriptions', 'ant-drawer', 'ant-dropdown', 'ant-dropdown-menu-item-danger', 'ant-empty', 'ant-form', 'ant-form-item', 'ant-form-item-explain-error', 'ant-col', 'ant-row', 'ant-input', 'ant-input-password-icon', 'ant-input-affix-wrapper', 'ant-modal', 'ant-modal-confirm', 'ant-message', 'ant-pagination', 'ant-radio', 'ant-radio-button-wrapper', 'ant-result', 'ant-select', 'ant-select-dropdown', 'ant-space', 'ant-space-compact', 'ant-spin', 'ant-steps', 'ant-table', 'ant-tabs', 'ant-tag', 'ant-tooltip', 'ant-wave', 'anticon'];
  expect(classes.filter((cls) => !styles(cls))).toEqual([]);
});

it('is drawn in the kit theme: its CSS variables with its blue and its red, under the fixed key pages use', () => {
  expect(sheet).toMatch(/\.css-var-portal\{[^}]*--ant-color-primary:#1d4ed8;/);
  expect(sheet).toMatch(/\.css-var-portal\{[^}]*--ant-color-error:#cf1322;/);
  expect(sheet).toMatch(/\.ant-btn\.ant-btn-color-primary\{--ant-btn-color-base:var\(--ant-color-primary\);/);
});

it('is plain CSS: no map for run-time styles, no <style> element', () => {
  expect(sheet).not.toMatch(/data-ant-cssinjs-cache-path|<style/);
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
    expect(has(/(^|\})\.ant-col-(xs-|sm-|md-|lg-|xl-|xxl-|xxxl-)?(push-|pull-|offset-|order-)?\d+\{/)).toBe(false);
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
