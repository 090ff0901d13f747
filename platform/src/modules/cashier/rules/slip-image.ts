// A deposit slip from the member: a data URL of a PNG, JPEG, WebP or GIF image, at most 5 MB
// decoded and about 12 MP, re-encoded to WebP by uploaded-image.ts (metadata dropped). A slip saved
// under another of these extensions than it has is still taken.
import { SLIP_MAX_BYTES } from '../../../../../contract/cashier-deposit';
import { ApiError } from '../../../core/http/envelope';
import { reencodeUpload } from '../../../core/images/uploaded-image';

const SLIP_TYPES = ['png', 'jpeg', 'jpg', 'webp', 'gif'];
const MAX_SIDE = 2000;

export const slipErrors = {
  invalid: () => new ApiError(400, 'image_invalid', 'The slip must be a PNG, JPEG, WebP or GIF image'),
  tooLarge: () => new ApiError(413, 'image_too_large', 'The slip may be at most 5 MB'),
};

export function reencodeSlip(dataUrl: string): Promise<{ contentType: string; bytes: Buffer }> {
  return reencodeUpload(dataUrl, { types: SLIP_TYPES, maxBytes: SLIP_MAX_BYTES, anyOfTypes: true, ...slipErrors }, (image) =>
    image.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }),
  );
}
