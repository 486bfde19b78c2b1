/**
 * The mock layer's image captcha: four characters drawn on a 100x30 PNG with noise lines and
 * dots, answered as a data URL (`data:image/png;base64,...`), as spec 001 section 3 describes.
 * No font is at hand, so the characters come from a 5x7 bitmap, scaled and jittered.
 */
import { PNG } from 'pngjs';

export const IMG_CAPTCHA_WIDTH = 100;
export const IMG_CAPTCHA_HEIGHT = 30;

/** Characters that cannot be mistaken for one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '11011', '10001'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
};
export const IMG_CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

type Rgb = readonly [number, number, number];

function plot(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const i = (png.width * y + x) << 2;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

const darkColour = (random: () => number): Rgb => [Math.floor(random() * 120), Math.floor(random() * 120), 60 + Math.floor(random() * 120)];

/** Four random characters and their picture as a PNG data URL. */
export function drawImgCaptcha(random: () => number): { text: string; dataUrl: string } {
  const text = Array.from({ length: 4 }, () => IMG_CAPTCHA_ALPHABET[Math.floor(random() * IMG_CAPTCHA_ALPHABET.length)]).join('');
  const png = new PNG({ width: IMG_CAPTCHA_WIDTH, height: IMG_CAPTCHA_HEIGHT });
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) plot(png, x, y, [236 + ((x + y) % 12), 240, 232 + (y % 16)]);
  }
  // Characters 3 px per dot (15x21), 22 px apart, each moved up or down a little.
  [...text].forEach((char, index) => {
    const colour = darkColour(random);
    const left = 8 + index * 22 + Math.floor(random() * 4);
    const top = 3 + Math.floor(random() * 5);
    GLYPHS[char].forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < 3; dy++) for (let dx = 0; dx < 3; dx++) plot(png, left + gx * 3 + dx, top + gy * 3 + dy, colour);
      });
    });
  });
  for (let line = 0; line < 3; line++) {
    const colour = darkColour(random);
    const y0 = random() * png.height;
    const slope = (random() - 0.5) * 0.5;
    for (let x = 0; x < png.width; x++) plot(png, x, Math.round(y0 + slope * x), colour);
  }
  for (let dot = 0; dot < 60; dot++) plot(png, Math.floor(random() * png.width), Math.floor(random() * png.height), darkColour(random));
  return { text, dataUrl: `data:image/png;base64,${PNG.sync.write(png).toString('base64')}` };
}
