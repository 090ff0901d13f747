import { isProofImage, PROOF_IMAGE_MAX_BYTES } from '@/contract/cashier-withdraw';

export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * A proof image read in the browser as a data URL, checked like the platform checks it (PNG, JPEG
 * or WebP, at most 5 MB) so a wrong file is refused before it is sent; the platform checks again.
 */
export function readProofImage(file: File): Promise<{ ok: true; dataUrl: string } | { ok: false; code: 'proof_invalid' }> {
  if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(file.type) || file.size === 0 || file.size > PROOF_IMAGE_MAX_BYTES) {
    return Promise.resolve({ ok: false, code: 'proof_invalid' });
  }
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = typeof reader.result === 'string' ? reader.result : '';
      resolve(isProofImage(dataUrl) ? { ok: true, dataUrl } : { ok: false, code: 'proof_invalid' });
    };
    reader.onerror = () => resolve({ ok: false, code: 'proof_invalid' });
    reader.readAsDataURL(file);
  });
}
