// The member's avatar: png, jpg or webp up to 5 MB, checked by content (uploaded-image.ts), cut to
// the centred square and re-encoded as a 256 px WebP.
import { AVATAR_TYPES, AVATAR_MAX_BYTES, AVATAR_SIDE } from '../../../../../contract/profile';
import { ApiError } from '../../../core/http/envelope';
import { reencodeUpload } from '../../../core/images/uploaded-image';

export const avatarErrors = {
  invalid: () => new ApiError(400, 'avatar_invalid', 'The picture must be a PNG, JPG or WebP image'),
  tooLarge: () => new ApiError(413, 'avatar_too_large', 'The picture may be at most 5 MB'),
  missing: () => new ApiError(404, 'avatar_missing', 'No picture yet'),
};

export function reencodeAvatar(dataUrl: string): Promise<{ contentType: string; bytes: Buffer }> {
  return reencodeUpload(dataUrl, { types: AVATAR_TYPES, maxBytes: AVATAR_MAX_BYTES, ...avatarErrors }, (image) =>
    image.resize({ width: AVATAR_SIDE, height: AVATAR_SIDE, fit: 'cover', position: 'centre' }),
  );
}
