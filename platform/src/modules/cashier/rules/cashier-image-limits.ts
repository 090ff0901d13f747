// How many slips and proofs a member may send (issue 27): each one costs the platform CPU to decode
// and re-encode, so sending is counted per order and per member (LIMITS.cashierImagesPerOrder and
// cashierImagesPerMember, abuse-limits.ts) before any decoding; over either, nothing is decoded or stored.
import type { AbuseLimits } from '../../../core/abuse-limits';
import { ApiError } from '../../../core/http/envelope';

export const imageUploadLimit = (retryAfterSeconds: number) =>
  new ApiError(429, 'image_upload_limit', 'Too many images were sent, please try again later', { retryAfterSeconds });

/** Counts one image of `memberId` for the order `orderId` ('DP…', 'WD…'); 429 image_upload_limit over a limit. */
export async function countCashierImage(limits: AbuseLimits, memberId: number, orderId: string): Promise<void> {
  try {
    await limits.consume('cashierImagesPerOrder', `${memberId}:${orderId}`);
    await limits.consume('cashierImagesPerMember', String(memberId));
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 429) {
      throw imageUploadLimit((error.value as { retryAfterSeconds: number }).retryAfterSeconds);
    }
    throw error;
  }
}
