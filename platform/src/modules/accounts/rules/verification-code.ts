// One-time codes sent by SMS or e-mail: 6 random digits, valid 5 minutes, 5 wrong tries kill a
// code. Only an HMAC (key from the data directory) of recipient, purpose and code is stored.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../../core/http/envelope';

export const CODE_POLICY = {
  ttlMs: 5 * 60 * 1000,
  maxAttempts: 5,
  /** What the portal's countdown multiplies by 60 s (spec §4 SMS countdown). */
  expiredMinutes: 1,
} as const;

/** bind: to a new mobile/e-mail; change: to the bound one when replacing it; funds_reset: funds password reset. */
export type CodePurpose = 'login' | 'register' | 'reset' | 'verify' | 'bind' | 'change' | 'funds_reset';

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashCode(key: Buffer, recipient: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', key).update(`${recipient}\n${purpose}\n${code.trim()}`, 'utf8').digest('hex');
}

export interface StoredCode {
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

export type CodeVerdict = 'ok' | 'invalid' | 'expired';

/** 'expired' covers expired, consumed (or superseded), killed and never-sent codes. */
export function judgeCode(stored: StoredCode | undefined, candidateHash: string, now: Date): CodeVerdict {
  if (!stored || stored.consumedAt !== null || stored.attempts >= CODE_POLICY.maxAttempts) return 'expired';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'expired';
  const expected = Buffer.from(stored.codeHash, 'hex');
  const actual = Buffer.from(candidateHash, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? 'ok' : 'invalid';
}

export const codeErrors = {
  missing: () => new ApiError(400, 'code_missing', 'Please enter the verification code'),
  invalid: () => new ApiError(400, 'code_invalid', 'Please enter a valid verification code'),
  expired: () => new ApiError(400, 'code_expired', 'The verification code has expired, please send again'),
};

export function codeMissing(code: unknown): boolean {
  return typeof code !== 'string' || code.trim() === '';
}

/** Throws the matching error for a verdict other than 'ok'. */
export function assertCode(verdict: CodeVerdict): void {
  if (verdict === 'invalid') throw codeErrors.invalid();
  if (verdict === 'expired') throw codeErrors.expired();
}
