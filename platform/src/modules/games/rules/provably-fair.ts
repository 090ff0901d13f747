// Provably fair play of the in-house games: the server commits to a random seed by publishing its
// sha256 before any bet, derives every outcome from HMAC-SHA256(seed, message) where the message
// is known to the player (a lottery draw's market and issue, a slot spin's id chosen by the
// player's page), and reveals the seed once it can no longer be used. The player then checks the
// hash and recomputes the outcomes (the lottery page and the slot page do it in the browser).
import { createHash, createHmac, randomBytes } from 'node:crypto';

export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHashOf(seed) };
}

export const seedHashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

/**
 * `count` integers uniform in [0, max) (max ≤ 256) from HMAC-SHA256(seed, message[:n]): each byte
 * below the largest multiple of max gives byte % max, the others are skipped.
 */
export function uniformFromSeed(seed: string, message: string, count: number, max: number): number[] {
  if (max < 1 || max > 256) throw new RangeError('max must be 1..256');
  const limit = 256 - (256 % max);
  const out: number[] = [];
  for (let block = 0; out.length < count; block++) {
    const bytes = createHmac('sha256', seed).update(block === 0 ? message : `${message}:${block}`).digest();
    for (const byte of bytes) {
      if (byte >= limit) continue;
      out.push(byte % max);
      if (out.length === count) break;
    }
  }
  return out;
}
