/** Sample images of the treasury pages, drawn with pngjs: no binary files to keep in the repo. */
import { PNG } from 'pngjs';

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

/**
 * The treasury overview chart: monthly cash balance bars over a light grid, the accounts
 * pooled into the group's main account drawn as blocks along the bottom.
 */
export function treasuryChartPng(): Buffer {
  const png = new PNG({ width: 640, height: 360 });
  fillRect(png, 0, 0, 640, 360, [248, 250, 252]);
  for (let y = 40; y <= 280; y += 40) fillRect(png, 40, y, 560, 1, [226, 232, 240]);
  fillRect(png, 40, 280, 560, 2, [148, 163, 184]);
  const balances = [52, 61, 58, 70, 76, 73, 84, 90, 88, 97, 104, 112];
  balances.forEach((value, i) => {
    const h = Math.round((value / 120) * 220);
    fillRect(png, 58 + i * 46, 280 - h, 28, h, i === balances.length - 1 ? [29, 78, 216] : [96, 165, 250]);
  });
  const accounts: Rgb[] = [[16, 185, 129], [245, 158, 11], [139, 92, 246], [236, 72, 153], [14, 165, 233]];
  accounts.forEach((color, i) => fillRect(png, 70 + i * 110, 305, 80, 30, color));
  return PNG.sync.write(png);
}
