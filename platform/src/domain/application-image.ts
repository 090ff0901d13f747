// An activity application's images (spec §5: png or jpg, each at most 5 MB, at most 3), handled like
// the cashier's slips and proofs (slip-image.ts, proof-image.ts): the data URL's declared type must
// be what sharp reads, and the image is re-encoded to WebP, which drops its metadata (EXIF location,
// camera) and whatever a crafted file hides beside its pixels. All images are checked before any
// is stored, so a bad third image writes nothing.
import sharp from 'sharp';
import { APPLICATION_IMAGE, APPLICATION_IMAGE_MAX, APPLICATION_IMAGE_MAX_BYTES } from '../../../contract/rewards';
import { ApiError } from './envelope';

const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 2000;

export const applicationImageErrors = {
  invalid: () => new ApiError(400, 'image_invalid', 'Images must be PNG or JPG'),
  tooLarge: () => new ApiError(413, 'image_too_large', 'Each image may be at most 5 MB'),
  tooMany: () => new ApiError(400, 'too_many_images', 'At most 3 images'),
};

const SHARP_FORMAT = { png: 'png', jpeg: 'jpeg' } as const;

export async function reencodeApplicationImage(dataUrl: string): Promise<{ contentType: string; bytes: Buffer }> {
  const match = APPLICATION_IMAGE.exec(dataUrl.trim());
  if (!match) throw applicationImageErrors.invalid();
  const input = Buffer.from(match[2], 'base64');
  if (input.length === 0) throw applicationImageErrors.invalid();
  if (input.length > APPLICATION_IMAGE_MAX_BYTES) throw applicationImageErrors.tooLarge();
  try {
    const image = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    if (format !== SHARP_FORMAT[match[1] as keyof typeof SHARP_FORMAT]) throw applicationImageErrors.invalid();
    const bytes = await image.rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    return { contentType: 'image/webp', bytes };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw applicationImageErrors.invalid();
  }
}

/** Every image of one application, re-encoded, or the first refusal. */
export async function reencodeApplicationImages(images: string[]): Promise<{ contentType: string; bytes: Buffer }[]> {
  if (images.length > APPLICATION_IMAGE_MAX) throw applicationImageErrors.tooMany();
  const out = [];
  for (const image of images) out.push(await reencodeApplicationImage(image));
  return out;
}
