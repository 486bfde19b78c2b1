/**
 * Sample business-licence images of the registry's companies, drawn with pngjs (no binary files in
 * the repo), and how the licence OCR recognises them: by their exact bytes, or by a file name
 * starting `licence-<credit code>` when the browser re-encoded the image before upload.
 */
import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import { BUSINESS_REGISTRY, type RegistryCompany, registryByCode } from './enterprise-registry';

type Rgb = [number, number, number];

/** Fills a rectangle row by row with Buffer.fill (native; a pixel loop is slow under test instrumentation). */
function fillRect(png: PNG, x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb): void {
  const pixel = Buffer.from([r, g, b, 255]);
  const left = Math.max(0, x0);
  const right = Math.min(png.width, x0 + w);
  if (right <= left) return;
  for (let y = Math.max(0, y0); y < Math.min(png.height, y0 + h); y += 1) {
    png.data.fill(pixel, (png.width * y + left) << 2, (png.width * y + right) << 2);
  }
}

/** A licence's look (red frame, emblem, text lines, QR-like block) with the credit code drawn as a bar pattern, so each company's image differs. */
function licencePng(creditCode: string): Buffer {
  const png = new PNG({ width: 480, height: 340 });
  fillRect(png, 0, 0, 480, 340, [253, 250, 240]);
  for (const [x, y, w, h] of [[0, 0, 480, 8], [0, 332, 480, 8], [0, 0, 8, 340], [472, 0, 8, 340]] as const) fillRect(png, x, y, w, h, [185, 28, 28]);
  fillRect(png, 220, 24, 40, 40, [220, 38, 38]);
  fillRect(png, 232, 36, 16, 16, [250, 204, 21]);
  fillRect(png, 150, 76, 180, 14, [30, 41, 59]);
  for (let line = 0; line < 6; line += 1) fillRect(png, 40, 120 + line * 26, line % 2 === 0 ? 260 : 200, 10, [100, 116, 139]);
  [...creditCode].forEach((ch, i) => {
    const height = 8 + (ch.charCodeAt(0) % 24);
    fillRect(png, 330 + i * 7, 300 - height, 5, height, [30, 41, 59]);
  });
  fillRect(png, 360, 120, 80, 80, [30, 41, 59]);
  fillRect(png, 372, 132, 56, 56, [253, 250, 240]);
  fillRect(png, 388, 148, 24, 24, [30, 41, 59]);
  // One fixed filter: pngjs's adaptive choice is seconds per image under jest's transform.
  return PNG.sync.write(png, { filterType: 1 });
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

let samples: Map<string, Buffer> | undefined;
let hashes: Map<string, string> | undefined;

/** The sample images by credit code (drawn once, on first use). */
function licenceSamples(): Map<string, Buffer> {
  if (!samples) {
    samples = new Map(BUSINESS_REGISTRY.filter((c) => c.creditCode).map((c) => [c.creditCode as string, licencePng(c.creditCode as string)]));
    hashes = new Map([...samples].map(([code, bytes]) => [sha256(bytes), code]));
  }
  return samples;
}

export const licenceSampleFileName = (creditCode: string): string => `licence-${creditCode}.png`;

export function licenceSample(creditCode: string): Buffer | undefined {
  return licenceSamples().get(creditCode);
}

/** The registry company a licence image shows, if it is one of the samples. */
export function recogniseLicence(bytes: Buffer, fileName: string | undefined): RegistryCompany | undefined {
  licenceSamples();
  const byBytes = hashes?.get(sha256(bytes));
  if (byBytes) return registryByCode(byBytes);
  const match = /(?:^|[\\/])licence-([0-9A-HJ-NPQRTUWXY]{18})\b/i.exec(fileName ?? '');
  return match ? registryByCode(match[1].toUpperCase()) : undefined;
}
