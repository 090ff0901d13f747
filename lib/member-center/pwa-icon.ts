import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The lite app's icon sizes (a web app manifest wants 192 and 512; maskable keeps a safe margin). */
export const PWA_ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
] as const;

const drawn = new Map<string, Promise<Buffer>>();

/**
 * The site's icon (app/icon.svg) drawn by sharp at the requested size; a maskable icon puts it at
 * 80% on the icon's background so a launcher's round or squircle mask never cuts the mark.
 */
export function pwaIcon(file: string): Promise<Buffer> | undefined {
  const icon = PWA_ICONS.find((candidate) => candidate.file === file);
  if (!icon) return undefined;
  let png = drawn.get(file);
  if (!png) {
    png = (async () => {
      const svg = await readFile(path.join(process.cwd(), 'app/icon.svg'));
      const inner = icon.maskable ? Math.round(icon.size * 0.8) : icon.size;
      const mark = await sharp(svg, { density: Math.ceil((72 * inner) / 64) }).resize(inner, inner).png().toBuffer();
      if (!icon.maskable) return mark;
      return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: '#0f1220' } })
        .composite([{ input: mark, gravity: 'center' }])
        .png()
        .toBuffer();
    })();
    drawn.set(file, png);
  }
  return png;
}
