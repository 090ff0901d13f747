// Generated artwork for banners and announcement images: a wide gradient with soft shapes derived
// from a hash of the key. Shapes only, no text — the host may have no fonts installed.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

export function bannerSvg(key: string): string {
  const bytes = createHash('sha256').update(key, 'utf8').digest();
  const hueA = (bytes[0] * 360) / 256;
  const hueB = (hueA + 90 + (bytes[1] % 90)) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const b = bytes.subarray(2 + i * 4, 6 + i * 4);
    const x = (b[0] * BANNER_WIDTH) / 256;
    const y = (b[1] * BANNER_HEIGHT) / 256;
    const r = 40 + (b[2] % 160);
    const fill = `hsl(${(hueA + b[3]) % 360}, 85%, ${50 + (b[3] % 30)}%)`;
    shapes.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r}" fill="${fill}" fill-opacity="${(0.2 + (b[2] % 40) / 100).toFixed(2)}"/>`);
  }
  const stripe = 60 + (bytes[31] % 80);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hueA.toFixed(0)}, 70%, 30%)"/>`,
    `<stop offset="1" stop-color="hsl(${hueB.toFixed(0)}, 80%, 18%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#g)"/>`,
    ...shapes,
    `<rect x="0" y="${BANNER_HEIGHT - stripe}" width="${BANNER_WIDTH}" height="${stripe}" fill="#000" fill-opacity="0.25"/>`,
    '</svg>',
  ].join('');
}

export function renderBannerPng(key: string): Promise<Buffer> {
  return sharp(Buffer.from(bannerSvg(key))).png({ compressionLevel: 9, palette: true }).toBuffer();
}
