// Deterministic artwork for game and vendor icons: a gradient and geometric shapes derived from a
// hash of the code. Shapes only, no text — the host may have no fonts installed.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const ICON_SIZE = 240;

function shapeSvg(kind: number, x: number, y: number, size: number, fill: string, opacity: number): string {
  const style = `fill="${fill}" fill-opacity="${opacity.toFixed(2)}"`;
  switch (kind % 3) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${size / 2}" ${style}/>`;
    case 1:
      return `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${size / 6}" transform="rotate(${(x + y) % 90} ${x} ${y})" ${style}/>`;
    default:
      return `<polygon points="${x},${y - size / 2} ${x + size / 2},${y + size / 2} ${x - size / 2},${y + size / 2}" ${style}/>`;
  }
}

export function iconSvg(code: string): string {
  const bytes = createHash('sha256').update(code, 'utf8').digest();
  const hueA = (bytes[0] * 360) / 256;
  const hueB = (hueA + 60 + (bytes[1] % 120)) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const b = bytes.subarray(2 + i * 4, 6 + i * 4);
    const x = 20 + (b[0] % 200);
    const y = 20 + (b[1] % 200);
    const size = 30 + (b[2] % 90);
    const fill = `hsl(${(hueA + b[3] * 2) % 360}, 80%, ${55 + (b[3] % 30)}%)`;
    shapes.push(shapeSvg(b[3], x, y, size, fill, 0.35 + (b[2] % 50) / 100));
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hueA.toFixed(0)}, 70%, 35%)"/>`,
    `<stop offset="1" stop-color="hsl(${hueB.toFixed(0)}, 75%, 20%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${ICON_SIZE}" height="${ICON_SIZE}" rx="28" fill="url(#g)"/>`,
    ...shapes,
    `<circle cx="120" cy="120" r="${40 + (bytes[30] % 30)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>`,
    '</svg>',
  ].join('');
}

export function renderIconPng(code: string): Promise<Buffer> {
  return sharp(Buffer.from(iconSvg(code))).png({ compressionLevel: 9 }).toBuffer();
}
