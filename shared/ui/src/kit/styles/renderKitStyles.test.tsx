/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { renderKitStyles } from './renderKitStyles';

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

beforeAll(() => {
  // antd's development build warns about its own panels and server rendering; the build runs production.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  sheet = renderKitStyles();
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
  expect(mapped).toEqual(expect.arrayContaining(['Form-item-item', 'Grid-Grid', 'Menu-Menu', 'Modal-confirm', 'Wave-Wave', 'Input-TextArea']));
});

it('is drawn in the kit theme: its blue and its red, not antd defaults', () => {
  expect(sheet).toMatch(/\.ant-btn-color-primary\{color:#1d4ed8;/);
  expect(sheet).toMatch(/\.ant-btn-color-dangerous\.ant-btn-variant-solid\{color:#fff;background:#cf1322;/);
});
