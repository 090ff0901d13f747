// An activity application's images (spec §5: png or jpg, each at most 5 MB, at most 3), handled like
// the cashier's slips and proofs (slip-image.ts, proof-image.ts) through uploaded-image.ts: the data
// URL's declared type must be what sharp reads, and the image is re-encoded to WebP. All images are
// checked before any is stored, so a bad third image writes nothing.
import { APPLICATION_IMAGE_TYPES, APPLICATION_IMAGE_MAX, APPLICATION_IMAGE_MAX_BYTES } from '../../../../../contract/rewards';
import { ApiError } from '../../../core/http/envelope';
import { reencodeUpload } from '../../../core/images/uploaded-image';

const MAX_SIDE = 2000;

export const applicationImageErrors = {
  invalid: () => new ApiError(400, 'image_invalid', 'Images must be PNG or JPG'),
  tooLarge: () => new ApiError(413, 'image_too_large', 'Each image may be at most 5 MB'),
  tooMany: () => new ApiError(400, 'too_many_images', 'At most 3 images'),
};

export function reencodeApplicationImage(dataUrl: string): Promise<{ contentType: string; bytes: Buffer }> {
  return reencodeUpload(
    dataUrl,
    { types: APPLICATION_IMAGE_TYPES, maxBytes: APPLICATION_IMAGE_MAX_BYTES, ...applicationImageErrors },
    (image) => image.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }),
  );
}

/** Every image of one application, re-encoded, or the first refusal. */
export async function reencodeApplicationImages(images: string[]): Promise<{ contentType: string; bytes: Buffer }[]> {
  if (images.length > APPLICATION_IMAGE_MAX) throw applicationImageErrors.tooMany();
  const out = [];
  for (const image of images) out.push(await reencodeApplicationImage(image));
  return out;
}
