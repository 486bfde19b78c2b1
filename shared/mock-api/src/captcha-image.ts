/**
 * Draws the slide-puzzle images: a 310x155 background (gradient, waves and discs) with a
 * puzzle-shaped gap, and a 47x155 transparent strip holding the matching piece at the gap's
 * height, so the client lays the strip over the background at left = drag offset, top = 0.
 *
 * Painting a background pixel by pixel is the costly part (tens of ms), so backgrounds are a
 * fixed set (as captcha services ship a set of pictures): background i is painted from seed i
 * once per process and shared by every app; a puzzle then costs a copy, the gap and two PNG
 * encodings (a few ms).
 */
import { PNG } from 'pngjs';
import { mulberry32 } from './random';

export const CAPTCHA_WIDTH = 310;
export const CAPTCHA_HEIGHT = 155;
export const BLOCK = 47;
/** The gap never starts left of this, so an undragged slider can never pass. */
export const MIN_GAP_X = 60;
const EDGE_MARGIN = 4;

export interface PuzzleImages {
  /** Plain base64 PNG (no data: prefix), 310x155. */
  originalImageBase64: string;
  /** Plain base64 PNG (no data: prefix), 47x155, transparent but for the piece. */
  jigsawImageBase64: string;
  x: number;
  y: number;
}

type Rgb = [number, number, number];

/** Inside the 47x47 piece: a square body with a knob on top and right and a notch on the left. */
function inPiece(px: number, py: number): boolean {
  const inCircle = (cx: number, cy: number, r: number): boolean => (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
  const body = px >= 2 && px < 38 && py >= 10 && py < 46;
  if (body && !inCircle(2, 28, 6)) return true;
  return inCircle(20, 10, 7) || inCircle(38, 28, 7);
}

const PIECE_MASK: boolean[][] = Array.from({ length: BLOCK }, (_, py) => Array.from({ length: BLOCK }, (_, px) => inPiece(px, py)));

function isEdge(mask: boolean[][], px: number, py: number): boolean {
  if (!mask[py][px]) return false;
  return [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ].some(([dx, dy]) => !mask[py + dy]?.[px + dx]);
}

function paintBackground(png: PNG, random: () => number): void {
  const hue = random() * 360;
  const from = hsl(hue, 0.55, 0.62);
  const to = hsl((hue + 90 + random() * 90) % 360, 0.5, 0.4);
  const discs = Array.from({ length: 9 }, () => ({
    x: random() * CAPTCHA_WIDTH,
    y: random() * CAPTCHA_HEIGHT,
    r: 12 + random() * 34,
    color: hsl((hue + random() * 180) % 360, 0.6, 0.7),
  }));
  const waveFreq = 0.03 + random() * 0.04;
  const wavePhase = random() * Math.PI * 2;
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const t = (x / CAPTCHA_WIDTH + y / CAPTCHA_HEIGHT) / 2;
      let rgb: Rgb = mix(from, to, t);
      const wave = Math.sin(x * waveFreq + wavePhase + Math.sin(y * 0.05) * 2);
      if (Math.abs(wave - (y / CAPTCHA_HEIGHT) * 2 + 1) < 0.08) rgb = mix(rgb, [255, 255, 255], 0.35);
      for (const d of discs) {
        if ((x - d.x) ** 2 + (y - d.y) ** 2 <= d.r * d.r) rgb = mix(rgb, d.color, 0.35);
      }
      setPixel(png, x, y, rgb, 255);
    }
  }
}

/** How many backgrounds the pool holds; each is painted the first time it is drawn. */
export const BACKGROUND_POOL_SIZE = 24;

/** The painted backgrounds of this process, by index: each painted once, from its own seed. */
const PAINTED = new Map<number, Buffer>();

function paintedBackground(index: number): Buffer {
  let data = PAINTED.get(index);
  if (!data) {
    const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
    paintBackground(png, mulberry32(0x5eed + index));
    data = png.data;
    PAINTED.set(index, data);
  }
  return data;
}

/** The backgrounds a captcha route draws on: `size` of the fixed set, chosen with the state's generator. */
export class BackgroundPool {
  private readonly used = new Set<number>();

  constructor(private readonly size: number = BACKGROUND_POOL_SIZE) {}

  /** How many different backgrounds this pool has handed out (never more than its size). */
  get paintedCount(): number {
    return this.used.size;
  }

  /** A copy of one background, chosen with `random`. */
  pick(random: () => number): Buffer {
    const index = Math.floor(random() * this.size);
    this.used.add(index);
    return Buffer.from(paintedBackground(index));
  }
}

/** Draws a fresh puzzle with `random` (the state's seeded generator) on a background of the pool. */
export function drawPuzzle(random: () => number, pool: BackgroundPool): PuzzleImages {
  const x = MIN_GAP_X + Math.floor(random() * (CAPTCHA_WIDTH - BLOCK - EDGE_MARGIN - MIN_GAP_X + 1));
  const y = EDGE_MARGIN + Math.floor(random() * (CAPTCHA_HEIGHT - BLOCK - 2 * EDGE_MARGIN + 1));

  const background = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  background.data = pool.pick(random);
  const piece = new PNG({ width: BLOCK, height: CAPTCHA_HEIGHT });
  piece.data.fill(0);

  const mask = PIECE_MASK;
  for (let py = 0; py < BLOCK; py++) {
    for (let px = 0; px < BLOCK; px++) {
      if (!mask[py][px]) continue;
      const bx = x + px;
      const by = y + py;
      const edge = isEdge(mask, px, py);
      const original = getPixel(background, bx, by);
      setPixel(piece, px, by, edge ? [255, 255, 255] : original, edge ? 235 : 255);
      setPixel(background, bx, by, edge ? mix(original, [255, 255, 255], 0.7) : mix(original, [0, 0, 0], 0.5), 255);
    }
  }

  return {
    originalImageBase64: encode(background),
    jigsawImageBase64: encode(piece),
    x,
    y,
  };
}

/** One fixed row filter ("sub" suits gradients): trying all five per row costs about 30x the time. */
const encode = (png: PNG): string => PNG.sync.write(png, { filterType: 1 }).toString('base64');

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb, alpha: number): void {
  const i = (y * png.width + x) * 4;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = alpha;
}

function getPixel(png: PNG, x: number, y: number): Rgb {
  const i = (y * png.width + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as Rgb;
}

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}
