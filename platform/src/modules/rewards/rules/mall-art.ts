// Artwork of points-mall items: a square card with a gradient from a hash of the item and a motif
// of its kind — a gift box for goods, a stack of coins for bonus credit. Shapes only, no text (the
// host may have no fonts installed); the page shows the item's name beside it. Rendered to PNG by
// sharp here; the portal's /img/mall route serves it as WebP.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const MALL_ART_SIZE = 320;

export type MallArtKind = 'goods' | 'bonus';

function giftBox(accent: string): string[] {
  return [
    `<rect x="70" y="140" width="180" height="130" rx="10" fill="${accent}"/>`,
    '<rect x="58" y="110" width="204" height="44" rx="8" fill="#ffffff" fill-opacity="0.92"/>',
    '<rect x="148" y="110" width="24" height="160" fill="#ffffff" fill-opacity="0.75"/>',
    '<path d="M160 110 C 120 60, 80 90, 118 110 Z" fill="#ffffff" fill-opacity="0.85"/>',
    '<path d="M160 110 C 200 60, 240 90, 202 110 Z" fill="#ffffff" fill-opacity="0.85"/>',
  ];
}

function coins(accent: string): string[] {
  const shapes: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const y = 240 - i * 30;
    shapes.push(`<ellipse cx="160" cy="${y + 10}" rx="78" ry="24" fill="#000000" fill-opacity="0.18"/>`);
    shapes.push(`<ellipse cx="160" cy="${y}" rx="78" ry="24" fill="${accent}"/>`);
    shapes.push(`<ellipse cx="160" cy="${y}" rx="56" ry="15" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="5"/>`);
  }
  return shapes;
}

/** The item's picture as SVG: the same item (id and kind) always gets the same picture. */
export function mallItemSvg(itemId: number, kind: MallArtKind): string {
  const bytes = createHash('sha256').update(`mall:${itemId}:${kind}`, 'utf8').digest();
  const hueA = (bytes[0] * 360) / 256;
  const hueB = (hueA + 50 + (bytes[1] % 100)) % 360;
  const accent = kind === 'bonus' ? `hsl(${42 + (bytes[2] % 12)}, 90%, 55%)` : `hsl(${(hueA + 180) % 360}, 75%, 55%)`;
  const sparkles: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const b = bytes.subarray(3 + i * 3, 6 + i * 3);
    sparkles.push(`<circle cx="${20 + (b[0] % 280)}" cy="${20 + (b[1] % 90)}" r="${4 + (b[2] % 10)}" fill="#ffffff" fill-opacity="${(0.25 + (b[2] % 50) / 100).toFixed(2)}"/>`);
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MALL_ART_SIZE}" height="${MALL_ART_SIZE}" viewBox="0 0 ${MALL_ART_SIZE} ${MALL_ART_SIZE}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hueA.toFixed(0)}, 65%, 38%)"/>`,
    `<stop offset="1" stop-color="hsl(${hueB.toFixed(0)}, 70%, 20%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${MALL_ART_SIZE}" height="${MALL_ART_SIZE}" rx="24" fill="url(#g)"/>`,
    ...sparkles,
    ...(kind === 'bonus' ? coins(accent) : giftBox(accent)),
    '</svg>',
  ].join('');
}

export function renderMallItemPng(itemId: number, kind: MallArtKind): Promise<Buffer> {
  return sharp(Buffer.from(mallItemSvg(itemId, kind))).png({ compressionLevel: 9 }).toBuffer();
}
