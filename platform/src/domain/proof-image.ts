// A proof image from the member (portal spec §4: not received / partly received): a data URL of
// PNG, JPEG or WebP up to 5 MB, decoded and re-encoded by sharp to WebP, which drops every piece
// of metadata (EXIF location, camera) and anything that is not an image.
import sharp from 'sharp';
import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_TYPES } from '../../../contract/cashier-withdraw';
import { splitImageDataUrl } from '../../../contract/image-data-url';
import { ApiError } from './envelope';

const invalid = () => new ApiError(400, 'proof_invalid', 'The proof must be a PNG, JPEG or WebP image of at most 5 MB');
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 2400;

export async function reencodeProofImage(dataUrl: string): Promise<{ contentType: string; bytes: Buffer }> {
  const upload = splitImageDataUrl(dataUrl, PROOF_IMAGE_TYPES);
  if (!upload) throw invalid();
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0 || bytes.length > PROOF_IMAGE_MAX_BYTES) throw invalid();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== upload.type) throw invalid();
    const webp = await image.rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    return { contentType: 'image/webp', bytes: webp };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid();
  }
}
