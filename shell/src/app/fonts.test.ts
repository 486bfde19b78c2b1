import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FONT_FAMILY, KIT_THEME } from '@portal/ui/kit/KitProvider';

// The boot bar, the shell's pages and the kit's components set Chinese in the same font: one stack,
// written in three places that cannot import each other.
const read = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8');

describe('the portal font stack', () => {
  it('names a CJK face for each system before the generic family', () => {
    const families = FONT_FAMILY.split(',').map((family) => family.trim().replace(/'/g, ''));
    expect(families).toEqual(expect.arrayContaining(['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei']));
    expect(families.at(-1)).toBe('sans-serif');
    expect(KIT_THEME.token?.fontFamily).toBe(FONT_FAMILY);
  });

  it.each([
    ['base.css, the body of every page', 'app/base.css', /body \{ font-family: ([^;]+);/],
    ["index.html's boot bar", 'index.html', /\.boot-bar \{[^}]*font: 600 16px ([^;]+);/],
  ])('%s uses it', (_where, file, pattern) => {
    expect(read(file).match(pattern)?.[1]).toBe(FONT_FAMILY);
  });
});
