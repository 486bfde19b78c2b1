#!/usr/bin/env node
// Makes the product intro videos of the mega-menu (public/media/{key}.mp4 and {key}.jpg):
// about 12 s of motion graphics per product with its Chinese name, its group and its three
// selling points from the catalogue of @portal/core, drawn by Debian's ffmpeg (apt-get install
// ffmpeg) in WenQuanYi Micro Hei (fonts-wqy-microhei). H.264 constrained baseline, 1280x720,
// 25 fps, no sound, faststart (plays while it downloads), about 250 KB each; the poster is the
// frame with all three points shown. Also the treasury intro the mock API serves.
//
// Run from the repository root: pnpm exec tsx shell/scripts/make-intro-videos.mjs [key ...]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as portalCore from '@portal/core';

// @portal/core is TypeScript compiled on the fly by tsx, as CommonJS: its exports sit on default.
const { PRODUCTS, PRODUCT_GROUPS, productIntroPoints } = portalCore.default ?? portalCore;

const ROOT = path.join(import.meta.dirname, '..', '..');
const MEDIA = path.join(ROOT, 'shell/public/media');
const FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const BRAND = '供应链金融服务平台';
const DURATION = 12;
const POSTER_AT = 9.6;
/** When each selling point arrives (s). */
const POINT_AT = [3, 4.8, 6.6];

// The treasury intro of the mock API (shared/mock-api/src/content/files), same style.
const TREASURY = {
  key: 'treasury-intro',
  name: '司库服务',
  group: '企业资金管理',
  points: ['账户、资金、票据一站式集中管理', '资金计划与头寸实时可视', '对接银企直连，付款安全可控'],
  out: path.join(ROOT, 'shared/mock-api/src/content/files/treasury-intro.mp4'),
  poster: null,
};

function videoFor(product) {
  const group = PRODUCT_GROUPS.find((g) => g.products.includes(product.key));
  return {
    key: product.key,
    name: product.name,
    group: group?.name ?? '',
    points: productIntroPoints(product.key),
    out: path.join(MEDIA, `${product.key}.mp4`),
    poster: path.join(MEDIA, `${product.key}.jpg`),
  };
}

const eased = (start, length = 0.6) => `min(1,max(0,(t-${start})/${length}))`;

/** The filter graph: moving gradient, then texts and bars arriving one after another. */
function filterGraph(video, dir) {
  const text = (name, value) => {
    const file = path.join(dir, `${name}.txt`);
    writeFileSync(file, value);
    return file;
  };
  const draw = ({ file, size, color = 'white', x, y, alpha = '1', enable }) =>
    `drawtext=fontfile=${FONT}:expansion=none:textfile=${file}:fontsize=${size}:fontcolor=${color}:x='${x}':y=${y}:alpha='${alpha}'` +
    (enable ? `:enable='${enable}'` : '');
  const parts = [
    // The brand mark and name, top left, from the start.
    `drawbox=x=120:y=64:w=44:h=44:color=0xffffff@0.95:t=fill`,
    draw({ file: text('mark', '保'), size: 30, color: '0x1d4ed8', x: 127, y: 70 }),
    draw({ file: text('brand', BRAND), size: 24, color: '0xdbeafe', x: 180, y: 75 }),
    // Group, then the product's name sliding in, then an accent bar under it.
    draw({ file: text('group', video.group), size: 30, color: '0x93c5fd', x: 120, y: 160, alpha: eased(0.3) }),
    draw({ file: text('name', video.name), size: 76, x: `120-60*(1-${eased(0.6, 0.7)})`, y: 206, alpha: eased(0.6, 0.7) }),
    `drawbox=x=122:y=312:w=96:h=6:color=0xfbbf24:t=fill:enable='gte(t,1.4)'`,
    `drawbox=x=122:y=312:w=260:h=6:color=0xfbbf24@0.5:t=fill:enable='gte(t,1.8)'`,
  ];
  video.points.forEach((point, i) => {
    const at = POINT_AT[i];
    const y = 360 + i * 92;
    parts.push(
      `drawbox=x=120:y=${y - 14}:w=1040:h=74:color=0xffffff@0.10:t=fill:enable='gte(t,${at})'`,
      draw({ file: text(`n${i}`, `0${i + 1}`), size: 40, color: '0xfbbf24', x: `148+40*(1-${eased(at, 0.5)})`, y, alpha: eased(at, 0.5) }),
      draw({ file: text(`p${i}`, point), size: 40, x: `228+40*(1-${eased(at, 0.5)})`, y, alpha: eased(at, 0.5) }),
    );
  });
  parts.push(
    draw({ file: text('cta', `${BRAND} · 在线申请，全程电子化`), size: 28, color: '0xdbeafe', x: 120, y: 654, alpha: eased(8.6) }),
    'fade=t=in:st=0:d=0.4',
    `fade=t=out:st=${DURATION - 0.5}:d=0.5`,
    'format=yuv420p',
  );
  return parts.join(',');
}

function make(video) {
  const dir = mkdtempSync(path.join(tmpdir(), `intro-${video.key}-`));
  try {
    const ffmpeg = (...args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
    ffmpeg(
      '-f', 'lavfi',
      '-i', `gradients=s=1280x720:r=25:d=${DURATION}:c0=0x1d4ed8:c1=0x0b1f4d:nb_colors=2:speed=0.006:seed=7`,
      '-vf', filterGraph(video, dir),
      '-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.1', '-preset', 'medium', '-tune', 'animation',
      '-crf', '30', '-maxrate', '180k', '-bufsize', '360k', '-g', '50',
      '-movflags', '+faststart', '-an',
      video.out,
    );
    if (video.poster) ffmpeg('-ss', String(POSTER_AT), '-i', video.out, '-frames:v', '1', '-q:v', '7', video.poster);
    const kb = (file) => `${Math.round(statSync(file).size / 1024)} KB`;
    console.log(`${video.key}: ${kb(video.out)}${video.poster ? `, poster ${kb(video.poster)}` : ''}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const wanted = process.argv.slice(2);
const all = [...PRODUCTS.map(videoFor), TREASURY];
for (const video of all.filter((v) => wanted.length === 0 || wanted.includes(v.key))) make(video);
