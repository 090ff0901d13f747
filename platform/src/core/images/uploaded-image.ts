// An image a member uploads as a data URL (deposit slips, withdrawal proofs, activity applications,
// the avatar): the decoded size and the pixel count are bounded, the bytes must be an image of an
// allowed type (of the declared one, unless the rules allow any of theirs), and the caller
// re-encodes to WebP, which drops metadata (EXIF location, camera) and whatever a crafted file
// hides beside its pixels. The one place these checks live.
import sharp, { type Sharp } from 'sharp';
import { splitImageDataUrl } from '../../../../contract/image-data-url';
import { ApiError } from '../http/envelope';

/**
 * About 12 megapixels (issue 27): a 4032×3024 phone photo (12.2 MP) passes, a 13 MP picture does
 * not. Decoding and re-encoding cost CPU by the pixel, not by the byte: a flat 40 MP PNG is a few
 * kilobytes and took the platform over 2 s. The count comes from the header, before any decoding.
 */
export const MAX_UPLOAD_PIXELS = 12_500_000;

export interface UploadRules {
  /** The image types a `data:image/<type>;base64,` URL may declare. */
  types: readonly string[];
  maxBytes: number;
  /**
   * The bytes may be any of `types`, whatever the URL declares (a slip: a screenshot saved under
   * the wrong extension is still the member's slip). Otherwise they must be the declared type.
   */
  anyOfTypes?: boolean;
  invalid: () => ApiError;
  tooLarge: () => ApiError;
}

const SHARP_FORMAT: Record<string, string> = { png: 'png', jpeg: 'jpeg', jpg: 'jpeg', webp: 'webp', gif: 'gif' };

/** Over MAX_UPLOAD_PIXELS: the same refusal for every upload (the portal's errors.image_too_many_pixels). */
export const tooManyPixels = () =>
  new ApiError(400, 'image_too_many_pixels', 'The image may be at most 12 megapixels', { maxPixels: MAX_UPLOAD_PIXELS });

/**
 * The upload re-encoded by `encode`, or the refusal: not a data URL of an allowed type, empty, over
 * the size, not an image, an image of another type, or over MAX_UPLOAD_PIXELS.
 */
export async function reencodeUpload(
  dataUrl: string,
  rules: UploadRules,
  encode: (image: Sharp) => Sharp,
): Promise<{ contentType: string; bytes: Buffer }> {
  const upload = splitImageDataUrl(dataUrl, rules.types);
  if (!upload) throw rules.invalid();
  const input = Buffer.from(upload.data, 'base64');
  if (input.length === 0) throw rules.invalid();
  if (input.length > rules.maxBytes) throw rules.tooLarge();
  try {
    // The header alone (sharp decodes lazily): its size is checked before any pixel is decoded.
    const { format, width, height } = await sharp(input, { limitInputPixels: false, animated: false }).metadata();
    const allowed = rules.anyOfTypes ? rules.types.map((type) => SHARP_FORMAT[type]) : [SHARP_FORMAT[upload.type]];
    if (format === undefined || !allowed.includes(format)) throw rules.invalid();
    if ((width ?? 0) * (height ?? 0) > MAX_UPLOAD_PIXELS) throw tooManyPixels();
    // limitInputPixels again, should the decoder see another size than the header said.
    const image = sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error', animated: false });
    return { contentType: 'image/webp', bytes: await encode(image.rotate()).webp({ quality: 80 }).toBuffer() };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw rules.invalid();
  }
}
