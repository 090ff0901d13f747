// An image a member uploads as a data URL (activity applications, the avatar): the declared type
// must be what sharp finds in the bytes (a renamed file is refused), the decoded size is bounded,
// and the caller re-encodes to WebP, which drops metadata (EXIF location, camera) and whatever a
// crafted file hides beside its pixels. The one place these checks live.
import sharp, { type Sharp } from 'sharp';
import { splitImageDataUrl } from '../../../contract/image-data-url';
import { ApiError } from './envelope';

const MAX_PIXELS = 40_000_000;

export interface UploadRules {
  /** The image types a `data:image/<type>;base64,` URL may declare. */
  types: readonly string[];
  maxBytes: number;
  invalid: () => ApiError;
  tooLarge: () => ApiError;
}

const SHARP_FORMAT: Record<string, string> = { png: 'png', jpeg: 'jpeg', webp: 'webp' };

/**
 * The upload re-encoded by `encode`, or the rules' refusal: not a data URL of an allowed type,
 * empty, over the size, not an image, or an image of another type than declared.
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
    const image = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    if (format === undefined || format !== SHARP_FORMAT[upload.type]) throw rules.invalid();
    return { contentType: 'image/webp', bytes: await encode(image.rotate()).webp({ quality: 80 }).toBuffer() };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw rules.invalid();
  }
}
