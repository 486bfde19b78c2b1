/**
 * A tiny PDF writer for the mock's sample documents: A4 pages of text, rules and filled boxes,
 * with a correct cross-reference table. Hand-written because the mock needs a few kilobytes of
 * valid PDF, not a layout engine. Latin text uses the standard Helvetica; any other text (Chinese)
 * uses Noto Sans Hans (npm @embedpdf/fonts-sc, OFL-1.1; Regular 8.4 MB, Bold 8.6 MB on disk),
 * embedded as a subset of the glyphs used (CID font, Identity-H, with a ToUnicode map so the text
 * can be searched and copied).
 */
import { deflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

export type PdfItem =
  | { kind: 'text'; x: number; y: number; size: number; text: string; bold?: boolean; color?: [number, number, number] }
  | { kind: 'rule'; x1: number; y1: number; x2: number; y2: number; width?: number }
  | { kind: 'box'; x: number; y: number; w: number; h: number; color: [number, number, number] };

export const A4 = { width: 595, height: 842 };

const escapeText = (text: string): string => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
const rgb = ([r, g, b]: [number, number, number]): string => `${(r / 255).toFixed(3)} ${(g / 255).toFixed(3)} ${(b / 255).toFixed(3)}`;
const hex4 = (n: number): string => n.toString(16).toUpperCase().padStart(4, '0');

/** Text the standard fonts can show (printable ASCII). */
const isLatin = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

type Weight = 'regular' | 'bold';
const FONT_FILES: Readonly<Record<Weight, string>> = { regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' };
const loaded = new Map<Weight, fontkit.Font>();

/** The package exports only its index, which sits in dist/ beside fonts/. */
function cjkFont(weight: Weight): fontkit.Font {
  let font = loaded.get(weight);
  if (!font) {
    const file = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', FONT_FILES[weight]);
    font = fontkit.create(readFileSync(file)) as fontkit.Font;
    loaded.set(weight, font);
  }
  return font;
}

/** fontkit's subset as it behaves: includeGlyph answers the glyph's id in the subset (@types/fontkit says boolean). */
interface GlyphSubset {
  includeGlyph(glyph: fontkit.Glyph): number;
  encode(): Uint8Array;
}

/** One CJK font of a document: the subset of glyphs its text uses, with widths and code points. */
class CjkSubset {
  readonly subset: GlyphSubset;
  readonly glyphs = new Map<number, { width: number; text: string }>();

  constructor(readonly font: fontkit.Font) {
    this.subset = font.createSubset() as unknown as GlyphSubset;
  }

  /** The hex string of subset glyph ids for a text (Identity-H: two bytes per glyph). */
  encode(text: string): string {
    let hex = '';
    for (const ch of text) {
      const glyph = this.font.glyphForCodePoint(ch.codePointAt(0) ?? 32);
      const id = this.subset.includeGlyph(glyph);
      if (!this.glyphs.has(id)) this.glyphs.set(id, { width: Math.round((glyph.advanceWidth * 1000) / this.font.unitsPerEm), text: ch });
      hex += hex4(id);
    }
    return hex;
  }
}

function contentStream(items: readonly PdfItem[], cjk: (weight: Weight) => CjkSubset): string {
  return items
    .map((item) => {
      if (item.kind === 'box') return `${rgb(item.color)} rg ${item.x} ${item.y} ${item.w} ${item.h} re f`;
      if (item.kind === 'rule') return `0.8 0.82 0.86 RG ${item.width ?? 1} w ${item.x1} ${item.y1} m ${item.x2} ${item.y2} l S`;
      const color = rgb(item.color ?? [17, 24, 39]);
      if (isLatin(item.text)) return `${color} rg BT /${item.bold ? 'F2' : 'F1'} ${item.size} Tf ${item.x} ${item.y} Td (${escapeText(item.text)}) Tj ET`;
      const weight: Weight = item.bold ? 'bold' : 'regular';
      return `${color} rg BT /${weight === 'bold' ? 'F4' : 'F3'} ${item.size} Tf ${item.x} ${item.y} Td <${cjk(weight).encode(item.text)}> Tj ET`;
    })
    .join('\n');
}

/** UTF-16BE hex of a string, for the ToUnicode map. */
const utf16Hex = (text: string): string => [...text].map((ch) => {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp < 0x10000) return hex4(cp);
  const v = cp - 0x10000;
  return hex4(0xd800 + (v >> 10)) + hex4(0xdc00 + (v & 0x3ff));
}).join('');

function toUnicodeCMap(glyphs: ReadonlyMap<number, { text: string }>): string {
  const entries = [...glyphs].map(([id, { text }]) => `<${hex4(id)}> <${utf16Hex(text)}>`);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CIDInit /ProcSet findresource exch defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** A stream object; binary data travels as latin1, which maps bytes one to one. */
const streamObject = (dict: string, data: Buffer): string => `<< ${dict} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`;

/** A PDF document of the given pages, with a title in its information dictionary. */
export function buildPdf(title: string, pages: readonly (readonly PdfItem[])[]): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title <FEFF${utf16Hex(title)}> /Producer (portal mock-api) >>`);
  const subsets = new Map<Weight, CjkSubset>();
  const cjk = (weight: Weight): CjkSubset => {
    let subset = subsets.get(weight);
    if (!subset) {
      subset = new CjkSubset(cjkFont(weight));
      subsets.set(weight, subset);
    }
    return subset;
  };
  // Font objects are filled in once every page has named its glyphs.
  const cjkRefs: Record<Weight, number> = { regular: add(''), bold: add('') };
  const kids: number[] = [];
  for (const items of pages) {
    const stream = contentStream(items, cjk);
    const content = add(streamObject('/Filter /FlateDecode', deflateSync(Buffer.from(stream, 'latin1'))));
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R /F3 ${cjkRefs.regular} 0 R /F4 ${cjkRefs.bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  for (const weight of ['regular', 'bold'] as const) {
    const subset = subsets.get(weight);
    if (!subset) {
      // Unused: a plain Helvetica alias keeps the resource valid.
      objects[cjkRefs[weight] - 1] = `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>`;
      continue;
    }
    const { font } = subset;
    const scale = 1000 / font.unitsPerEm;
    const name = `${weight === 'bold' ? 'PTLBLD' : 'PTLREG'}+${font.postscriptName}`;
    const fontFile = add(streamObject('/Subtype /CIDFontType0C /Filter /FlateDecode', deflateSync(Buffer.from(subset.subset.encode()))));
    const bbox = font.bbox;
    const descriptor = add(
      `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${[bbox.minX, bbox.minY, bbox.maxX, bbox.maxY].map((v) => Math.round(v * scale)).join(' ')}] /ItalicAngle 0 /Ascent ${Math.round(font.ascent * scale)} /Descent ${Math.round(font.descent * scale)} /CapHeight ${Math.round((font.capHeight || font.ascent) * scale)} /StemV ${weight === 'bold' ? 120 : 80} /FontFile3 ${fontFile} 0 R >>`,
    );
    const ids = [...subset.glyphs.keys()].sort((a, b) => a - b);
    const widths = ids.map((id) => `${id} [${subset.glyphs.get(id)?.width ?? 1000}]`).join(' ');
    const cidFont = add(
      `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [${widths}] >>`,
    );
    const toUnicode = add(streamObject('/Filter /FlateDecode', deflateSync(Buffer.from(toUnicodeCMap(subset.glyphs), 'latin1'))));
    objects[cjkRefs[weight] - 1] = `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`;
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

/** Full-width characters per line at a given size (A4 minus 48 pt margins). */
const charsPerLine = (size: number): number => Math.floor((A4.width - 96) / size);

/** Wraps Chinese text by width: CJK characters count one em, Latin ones half. */
export function wrapCjk(text: string, size: number): string[] {
  const max = charsPerLine(size);
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const ch of text) {
    const w = (ch.codePointAt(0) ?? 0) <= 0xff ? 0.5 : 1;
    if (width + w > max) {
      lines.push(line);
      line = '';
      width = 0;
    }
    line += ch;
    width += w;
  }
  if (line) lines.push(line);
  return lines;
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
    const body = isTitle ? paragraph.slice(2) : paragraph;
    const size = isTitle ? 14 : 11;
    let line = '';
    const flush = () => {
      items.push({ kind: 'text', x: 48, y, size, text: line.trim(), bold: isTitle });
      y -= isTitle ? 22 : 16;
      line = '';
    };
    if (isLatin(body)) {
      for (const word of body.split(' ')) {
        if ((line + word).length > 88) flush();
        line += `${word} `;
      }
      if (line.trim()) flush();
    } else {
      for (const part of wrapCjk(body, size)) {
        line = part;
        flush();
      }
    }
    y -= 8;
  }
  items.push({ kind: 'rule', x1: 48, y1: 56, x2: A4.width - 48, y2: 56 });
  items.push({ kind: 'text', x: 48, y: 38, size: 9, text: footer, color: [107, 114, 128] });
  return items;
}
