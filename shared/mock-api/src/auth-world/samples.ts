/**
 * The sample ID-card images QA downloads and uploads to the OCR call, drawn with pngjs (no binary
 * files in the repo), and how OCR recognises them: by their exact bytes, or by the sample's file
 * name when the browser re-encoded the image (compression before upload).
 */
import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import type { IdCardSide } from '@portal/core';

type Rgb = [number, number, number];

function fillRect(png: PNG, x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb): void {
  for (let y = Math.max(0, y0); y < Math.min(png.height, y0 + h); y += 1) {
    for (let x = Math.max(0, x0); x < Math.min(png.width, x0 + w); x += 1) {
      const i = (png.width * y + x) << 2;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
}

/** An ID card's proportions (85.6 x 54 mm): the front has the photo box and text lines (and a person's ID number as bars), the back the emblem and validity band. */
function idCardPng(side: IdCardSide, idNo?: string): Buffer {
  const png = new PNG({ width: 428, height: 270 });
  fillRect(png, 0, 0, 428, 270, [236, 242, 248]);
  fillRect(png, 0, 0, 428, 6, [59, 130, 246]);
  if (side === 'front') {
    for (let line = 0; line < 5; line += 1) fillRect(png, 28, 40 + line * 34, line === 4 ? 220 : 160, 12, [100, 116, 139]);
    fillRect(png, 300, 40, 100, 124, [203, 213, 225]);
    fillRect(png, 328, 62, 44, 44, [148, 163, 184]);
    fillRect(png, 28, 222, 300, 14, [30, 41, 59]);
    [...(idNo ?? '')].forEach((ch, i) => {
      const height = 6 + (ch.charCodeAt(0) % 12);
      fillRect(png, 300 + i * 5, 250 - height, 3, height, [30, 41, 59]);
    });
  } else {
    fillRect(png, 28, 28, 70, 70, [220, 38, 38]);
    fillRect(png, 44, 44, 38, 38, [250, 204, 21]);
    fillRect(png, 130, 50, 260, 16, [30, 41, 59]);
    fillRect(png, 28, 180, 372, 12, [100, 116, 139]);
    fillRect(png, 28, 214, 300, 12, [100, 116, 139]);
  }
  return PNG.sync.write(png);
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

export const ID_CARD_SAMPLES: Readonly<Record<IdCardSide, Buffer>> = { front: idCardPng('front'), back: idCardPng('back') };

const SAMPLE_HASHES = new Map<string, IdCardSide>(
  (Object.entries(ID_CARD_SAMPLES) as [IdCardSide, Buffer][]).map(([side, bytes]) => [sha256(bytes), side]),
);

export const sampleFileName = (side: IdCardSide): string => `id-card-${side}.png`;

/** A person's own card (the front with their ID number), served as id-card-front-<ID number>.png. */
export const personalSampleFileName = (idNo: string): string => `id-card-front-${idNo}.png`;

// Drawn on first use; their hashes let OCR recognise them by bytes once served.
const PERSONAL_FRONTS = new Map<string, Buffer>();
const PERSONAL_HASHES = new Map<string, string>();

export function personalIdCardFront(idNo: string): Buffer {
  let bytes = PERSONAL_FRONTS.get(idNo);
  if (!bytes) {
    bytes = idCardPng('front', idNo);
    PERSONAL_FRONTS.set(idNo, bytes);
    PERSONAL_HASHES.set(sha256(bytes), idNo);
  }
  return bytes;
}

/** A recognised card: its side and, for a person's own front, their ID number (none: the generic sample, 林晓雪's). */
export interface RecognisedCard {
  side: IdCardSide;
  idNo?: string;
}

/** Which sample an image is, if any: the exact bytes, else a file name that starts like the sample's. */
export function recogniseIdCard(bytes: Buffer, fileName: string | undefined): RecognisedCard | undefined {
  const hash = sha256(bytes);
  const byBytes = SAMPLE_HASHES.get(hash);
  if (byBytes) return { side: byBytes };
  const personal = PERSONAL_HASHES.get(hash);
  if (personal) return { side: 'front', idNo: personal };
  const own = /(?:^|[\\/])id-card-front-(\d{17}[\dX])\b/i.exec(fileName ?? '');
  if (own) return { side: 'front', idNo: own[1].toUpperCase() };
  const match = /(?:^|[\\/])id-card-(front|back)\b/i.exec(fileName ?? '');
  return match ? { side: match[1].toLowerCase() as IdCardSide } : undefined;
}
