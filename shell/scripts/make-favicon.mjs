#!/usr/bin/env node
// Makes the portal's favicon from its brand mark (shell/src/chrome/Brand.tsx: a white 保 on the
// brand blue #1d4ed8, rounded square): public/favicon.svg, public/favicon.ico (16, 32 and 48 px)
// and public/apple-touch-icon.png (180 px). Needs Debian's ffmpeg (built with librsvg).
// Run: node shell/scripts/make-favicon.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PUBLIC = path.join(import.meta.dirname, '..', 'public');
const BLUE = '#1d4ed8';

// The outline of the character from WenQuanYi Micro Hei (font units, 2048 per em, y up), taken
// once with fontkit so the icon needs no font on the visitor's machine.
const GLYPH =
  'M504 1656L664 1608Q600 1424 520 1240L520 -184L360 -184L360 936Q264 784 160 656L80 816Q376 1216 504 1656Z' +
  'M784 1592L1752 1592L1752 968L1352 968L1352 752L1904 752L1904 608L1424 608Q1632 264 1968 96L1888 -64Q1568 128 ' +
  '1352 456L1352 -184L1192 -184L1192 456Q992 120 688 -80L584 56Q920 264 1112 608L632 608L632 752L1192 752L1192 968L784 968Z' +
  'M944 1112L1600 1112L1600 1448L944 1448Z';
const GLYPH_CENTRE = { x: (80 + 1968) / 2, y: (-184 + 1656) / 2 };

/** The mark on a 64-unit canvas: the glyph about 40 units high, centred. */
function svg({ radius = 12 } = {}) {
  const scale = 0.0215;
  const tx = (32 - GLYPH_CENTRE.x * scale).toFixed(3);
  const ty = (32 + GLYPH_CENTRE.y * scale).toFixed(3);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="${radius}" fill="${BLUE}"/>
<path fill="#fff" transform="translate(${tx} ${ty}) scale(${scale} -${scale})" d="${GLYPH}"/>
</svg>
`;
}

const ffmpeg = (...args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });

writeFileSync(path.join(PUBLIC, 'favicon.svg'), svg());

const work = mkdtempSync(path.join(tmpdir(), 'favicon-'));
try {
  // Apple draws its own rounded corners: a full square for the touch icon.
  const square = path.join(work, 'square.svg');
  writeFileSync(square, svg({ radius: 0 }));
  ffmpeg('-width', '180', '-height', '180', '-i', square, '-frames:v', '1', path.join(PUBLIC, 'apple-touch-icon.png'));
  // One ICO of three sizes: PNG images in an ICO directory (6-byte header, 16 bytes per entry).
  const images = [16, 32, 48].map((size) => {
    const file = path.join(work, `${size}.png`);
    ffmpeg('-width', String(size), '-height', String(size), '-i', path.join(PUBLIC, 'favicon.svg'), '-frames:v', '1', file);
    return { size, data: readFileSync(file) };
  });
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size, at);
    header.writeUInt8(size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  writeFileSync(path.join(PUBLIC, 'favicon.ico'), Buffer.concat([header, ...images.map((image) => image.data)]));
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log('favicon.svg, favicon.ico and apple-touch-icon.png written to', PUBLIC);
