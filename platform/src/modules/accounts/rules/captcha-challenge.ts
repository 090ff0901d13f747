// Captcha challenges: client-chosen key, answer stored only as sha256 of the lowercased text,
// valid 5 minutes, consumed by the first attempt that checks it (right or wrong).
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export const captchaKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export function hashCaptchaAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase(), 'utf8').digest('hex');
}

export interface StoredCaptcha {
  answerHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export function isCaptchaAnswerValid(stored: StoredCaptcha | undefined, answer: string, now: Date): boolean {
  if (!stored || stored.usedAt !== null || stored.expiresAt.getTime() <= now.getTime()) return false;
  const expected = Buffer.from(stored.answerHash, 'hex');
  const actual = Buffer.from(hashCaptchaAnswer(answer), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
