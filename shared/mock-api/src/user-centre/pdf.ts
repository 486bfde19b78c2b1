/**
 * Chinese PDFs for contracts and the download centre. The text uses the PDF's predefined CJK font
 * STSong-Light with the UniGB-UCS2-H CMap (ASCII, CIDs 1-95, drawn half width): every conforming
 * reader carries it, so nothing is embedded (0 bytes of font) and the mock stays a few kilobytes per file.
 */

export interface CjkLine {
  x: number;
  y: number;
  size: number;
  text: string;
  /** Red text (the seal placed by signing). */
  red?: boolean;
}

/** UCS-2 big-endian hex of the text, as the UniGB-UCS2-H CMap reads it. */
const ucs2Hex = (text: string): string =>
  Array.from(text)
    .map((ch) => (ch.codePointAt(0) ?? 0x3f) & 0xffff)
    .map((code) => code.toString(16).padStart(4, '0'))
    .join('');

export function buildCjkPdf(title: string, lines: readonly CjkLine[]): Buffer {
  const stream = lines
    .map((l) => `${l.red ? '0.8 0.1 0.1' : '0.07 0.09 0.15'} rg BT /F1 ${l.size} Tf ${l.x} ${l.y} Td <${ucs2Hex(l.text)}> Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title <feff${ucs2Hex(title)}> /Producer (portal mock-api) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
