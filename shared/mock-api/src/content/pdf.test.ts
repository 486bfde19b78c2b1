import { inflateSync } from 'node:zlib';
import { buildPdf } from './pdf';

/** Every stream of a PDF, inflated (the writer deflates them all). */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const found: string[] = [];
  const pattern = /\/Length (\d+) >>\nstream\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    found.push(inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1'));
  }
  return found;
}

describe('buildPdf', () => {
  it('embeds a subset of the Chinese font with a ToUnicode map, so the text is shown and can be copied', () => {
    const pdf = buildPdf('平台认证服务协议', [[{ kind: 'text', x: 48, y: 700, size: 12, text: '平台认证 ABC' }]]);
    const text = pdf.toString('latin1');
    expect(text).toContain('/Subtype /Type0');
    expect(text).toContain('/Encoding /Identity-H');
    expect(text).toContain('/Subtype /CIDFontType0C');
    const inflated = streams(pdf);
    const content = inflated.find((s) => s.includes(' Tj ET'));
    // Eight characters (four Han, a space, three Latin), two bytes of glyph id each.
    expect(content).toMatch(/\/F3 12 Tf 48 700 Td <([0-9A-F]{4}){8}> Tj ET/);
    const cmap = inflated.find((s) => s.includes('beginbfchar')) ?? '';
    for (const unicode of ['5E73', '53F0', '8BA4', '8BC1', '0041']) expect(cmap).toContain(`<${unicode}>`);
    expect(text).toContain(`/Title <FEFF5E7353F08BA48BC1670D52A1534F8BAE>`);
  });

  it('keeps Latin-only text in Helvetica and leaves out the CJK font program when nothing needs it', () => {
    const pdf = buildPdf('Plain', [[{ kind: 'text', x: 48, y: 700, size: 12, text: 'Hello (world)' }]]);
    const text = pdf.toString('latin1');
    expect(text).not.toContain('/FontFile3');
    expect(streams(pdf).join('\n')).toContain('/F1 12 Tf 48 700 Td (Hello \\(world\\)) Tj ET');
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
  });
});
