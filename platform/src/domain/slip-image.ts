// A deposit slip from the member: a data URL, at most 5 MB decoded, re-encoded by sharp to WebP.
// Re-encoding drops the metadata (EXIF with location, camera) and whatever a crafted file hides
// beside its pixels; anything sharp cannot read as an image is refused.
import sharp from 'sharp';
import { SLIP_MAX_BYTES } from '../../../contract/cashier-deposit';
import { splitImageDataUrl } from '../../../contract/image-data-url';
import { ApiError } from './envelope';

const SLIP_TYPES = ['png', 'jpeg', 'jpg', 'webp', 'gif'];
/** Big enough for a phone screenshot, small enough that one upload cannot exhaust memory. */
const MAX_PIXELS = 40_000_000;

export const slipErrors = {
  invalid: () => new ApiError(400, 'image_invalid', 'The slip must be a PNG, JPEG, WebP or GIF image'),
  tooLarge: () => new ApiError(413, 'image_too_large', 'The slip may be at most 5 MB'),
};

export async function reencodeSlip(dataUrl: string): Promise<{ contentType: string; bytes: Buffer }> {
  const upload = splitImageDataUrl(dataUrl, SLIP_TYPES);
  if (!upload) throw slipErrors.invalid();
  const input = Buffer.from(upload.data, 'base64');
  if (input.length === 0) throw slipErrors.invalid();
  if (input.length > SLIP_MAX_BYTES) throw slipErrors.tooLarge();
  try {
    const bytes = await sharp(input, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { contentType: 'image/webp', bytes };
  } catch {
    throw slipErrors.invalid();
  }
}
