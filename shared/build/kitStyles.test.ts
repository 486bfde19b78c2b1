// eslint-disable-next-line @typescript-eslint/no-require-imports
const { splitSheet } = require('./kit-styles-loader.cjs') as { splitSheet: (css: string, max?: number) => string[] };

describe("the kit sheet's pieces", () => {
  const sheet = [
    '.ant-btn{color:red}',
    '@media (max-width:575px){.ant-form-item{margin:0}.ant-form-item-label{padding:0}}',
    '.ant-tag::after{content:"}{"}',
    ".ant-x{content:'\\'}'}",
    '.data-ant-cssinjs-cache-path{content:"a:1;b:2"}',
  ].join('');

  it('are whole top-level rules, in order: joined, they are the sheet again', () => {
    const pieces = splitSheet(sheet, 40);
    expect(pieces.join('')).toBe(sheet);
    expect(pieces).toEqual([
      '.ant-btn{color:red}',
      '@media (max-width:575px){.ant-form-item{margin:0}.ant-form-item-label{padding:0}}',
      '.ant-tag::after{content:"}{"}',
      ".ant-x{content:'\\'}'}",
      '.data-ant-cssinjs-cache-path{content:"a:1;b:2"}',
    ]);
  });

  it('gather rules up to the size given, and keep antd’s map (the last rule) in the last piece', () => {
    const pieces = splitSheet(sheet, 120);
    expect(pieces.join('')).toBe(sheet);
    expect(pieces).toHaveLength(2);
    expect(pieces.every((piece) => piece.length <= 120)).toBe(true);
    expect(pieces[1].endsWith('.data-ant-cssinjs-cache-path{content:"a:1;b:2"}')).toBe(true);
  });

  it('are one piece for a sheet under the size', () => {
    expect(splitSheet(sheet)).toEqual([sheet]);
  });
});
