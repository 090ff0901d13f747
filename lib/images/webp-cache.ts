import 'server-only';
import sharp from 'sharp';

/**
 * The upstream's PNG icons and content images, converted once to WebP (about a quarter of the
 * bytes at the quality Next's own image optimizer uses) and kept in memory, least recently used
 * dropped first. A conversion already running for an image is shared, not repeated.
 */
export const WEBP_QUALITY = 75;
const MAX_BYTES = 64 * 1024 * 1024;

const converted = new Map<string, Buffer>();
const running = new Map<string, Promise<Buffer>>();
let heldBytes = 0;

function keep(key: string, image: Buffer) {
  converted.set(key, image);
  heldBytes += image.length;
  for (const [oldest, old] of converted) {
    if (heldBytes <= MAX_BYTES) break;
    converted.delete(oldest);
    heldBytes -= old.length;
  }
}

/** The WebP form of the image `key`, whose PNG `loadPng` fetches (and may reject) when it is not held. */
export async function webpImage(key: string, loadPng: () => Promise<Buffer>): Promise<Buffer> {
  const held = converted.get(key);
  if (held) {
    // Most recently used: moved to the end of the Map's order.
    converted.delete(key);
    converted.set(key, held);
    return held;
  }
  let conversion = running.get(key);
  if (!conversion) {
    conversion = loadPng()
      .then((png) => sharp(png).webp({ quality: WEBP_QUALITY }).toBuffer())
      .then((image) => {
        keep(key, image);
        return image;
      })
      .finally(() => running.delete(key));
    running.set(key, conversion);
  }
  return conversion;
}
