/**
 * A tiny PDF writer for the mock's sample documents: A4 pages of Helvetica text, rules and
 * filled boxes, with a correct cross-reference table. Hand-written because the mock needs a
 * few kilobytes of valid PDF, not a layout engine. Text is Latin-1 (the standard fonts carry no
 * Chinese glyphs).
 */

export type PdfItem =
  | { kind: 'text'; x: number; y: number; size: number; text: string; bold?: boolean; color?: [number, number, number] }
  | { kind: 'rule'; x1: number; y1: number; x2: number; y2: number; width?: number }
  | { kind: 'box'; x: number; y: number; w: number; h: number; color: [number, number, number] };

export const A4 = { width: 595, height: 842 };

const escapeText = (text: string): string => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
const rgb = ([r, g, b]: [number, number, number]): string => `${(r / 255).toFixed(3)} ${(g / 255).toFixed(3)} ${(b / 255).toFixed(3)}`;

function contentStream(items: readonly PdfItem[]): string {
  return items
    .map((item) => {
      if (item.kind === 'box') return `${rgb(item.color)} rg ${item.x} ${item.y} ${item.w} ${item.h} re f`;
      if (item.kind === 'rule') return `0.8 0.82 0.86 RG ${item.width ?? 1} w ${item.x1} ${item.y1} m ${item.x2} ${item.y2} l S`;
      const font = item.bold ? 'F2' : 'F1';
      return `${rgb(item.color ?? [17, 24, 39])} rg BT /${font} ${item.size} Tf ${item.x} ${item.y} Td (${escapeText(item.text)}) Tj ET`;
    })
    .join('\n');
}

/** A PDF document of the given pages, with a title in its information dictionary. */
export function buildPdf(title: string, pages: readonly (readonly PdfItem[])[]): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title (${escapeText(title)}) /Producer (portal mock-api) >>`);
  const kids: number[] = [];
  for (const items of pages) {
    const stream = contentStream(items);
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A page of a heading, a coloured band and paragraphs, laid out top-down. */
export function textPage(heading: string, paragraphs: readonly string[], footer: string): PdfItem[] {
  const items: PdfItem[] = [
    { kind: 'box', x: 0, y: A4.height - 90, w: A4.width, h: 90, color: [29, 78, 216] },
    { kind: 'text', x: 48, y: A4.height - 58, size: 22, text: heading, bold: true, color: [255, 255, 255] },
  ];
  let y = A4.height - 130;
  for (const paragraph of paragraphs) {
    const isTitle = paragraph.startsWith('# ');
    const words = (isTitle ? paragraph.slice(2) : paragraph).split(' ');
    let line = '';
    const flush = () => {
      items.push({ kind: 'text', x: 48, y, size: isTitle ? 14 : 11, text: line.trim(), bold: isTitle });
      y -= isTitle ? 22 : 16;
      line = '';
    };
    for (const word of words) {
      if ((line + word).length > 88) flush();
      line += `${word} `;
    }
    if (line.trim()) flush();
    y -= 8;
  }
  items.push({ kind: 'rule', x1: 48, y1: 56, x2: A4.width - 48, y2: 56 });
  items.push({ kind: 'text', x: 48, y: 38, size: 9, text: footer, color: [107, 114, 128] });
  return items;
}
