// A draw's provably-fair check in the browser (Web Crypto), the same algorithm as the platform's
// domain/lottery.ts: sha256(seed) must be the hash published before betting, and the numbers are
// the digits of HMAC-SHA256(seed, "market:issue[:n]"), each byte below 250 giving byte % 10.
import type { DrawResult, LotteryMarket } from '@/contract/lottery';

const FIRST_DIGITS: Record<LotteryMarket, number> = { FAST: 5, TH: 6, VN: 5 };
const encoder = new TextEncoder();
const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function digitsFromSeed(seed: string, message: string, count: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  let out = '';
  for (let block = 0; out.length < count; block++) {
    const bytes = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(block === 0 ? message : `${message}:${block}`)));
    for (const byte of bytes) {
      if (byte >= 250) continue;
      out += String(byte % 10);
      if (out.length === count) break;
    }
  }
  return out;
}

export type DrawCheck = { hashMatches: boolean; numbersMatch: boolean; recomputed: { first: string; bottom2: string } };

export async function verifyDrawInBrowser(draw: { market: LotteryMarket; issue: string; seedHash: string; seed: string; result: DrawResult }): Promise<DrawCheck> {
  const digits = await digitsFromSeed(draw.seed, `${draw.market}:${draw.issue}`, FIRST_DIGITS[draw.market] + 2);
  const recomputed = { first: digits.slice(0, -2), bottom2: digits.slice(-2) };
  return {
    hashMatches: (await sha256Hex(draw.seed)) === draw.seedHash,
    numbersMatch: recomputed.first === draw.result.first && recomputed.bottom2 === draw.result.bottom2,
    recomputed,
  };
}
