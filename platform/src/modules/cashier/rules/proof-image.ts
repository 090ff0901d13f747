// A proof image from the member (portal spec §4: not received / partly received): a data URL of
// PNG, JPEG or WebP up to 5 MB and about 12 MP, of the type it declares, re-encoded to WebP by
// uploaded-image.ts, which drops every piece of metadata (EXIF location, camera).
import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_TYPES } from '../../../../../contract/cashier-withdraw';
import { ApiError } from '../../../core/http/envelope';
import { reencodeUpload } from '../../../core/images/uploaded-image';

const invalid = () => new ApiError(400, 'proof_invalid', 'The proof must be a PNG, JPEG or WebP image of at most 5 MB');
const MAX_SIDE = 2400;

export function reencodeProofImage(dataUrl: string): Promise<{ contentType: string; bytes: Buffer }> {
  return reencodeUpload(dataUrl, { types: PROOF_IMAGE_TYPES, maxBytes: PROOF_IMAGE_MAX_BYTES, invalid, tooLarge: invalid }, (image) =>
    image.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }),
  );
}
