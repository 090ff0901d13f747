// Second verification after a login from an unrecorded IP (spec §4): which methods a member can
// use, when a login needs one, and how long a challenge lives.
import { createHash, randomBytes } from 'node:crypto';
import { ApiError } from '../../../core/http/envelope';

export const CHALLENGE_POLICY = {
  ttlMs: 10 * 60 * 1000,
  maxAttempts: 5,
} as const;

export const VERIFY_METHODS = ['sms', 'email', 'payeeName', 'totp'] as const;
export type VerifyMethod = (typeof VERIFY_METHODS)[number];

export interface VerifiableMember {
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
  totpEnabled: boolean;
}

export function challengeMethods(member: VerifiableMember): VerifyMethod[] {
  const methods: VerifyMethod[] = [];
  if (member.mobile) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.payeeName?.trim()) methods.push('payeeName');
  if (member.totpEnabled) methods.push('totp');
  return methods;
}

/** A member with earlier successful logins, none from this IP, and a method to verify with. */
export function needsSecondVerification(
  history: { successes: number; successesFromIp: number },
  methods: readonly VerifyMethod[],
): boolean {
  return history.successes > 0 && history.successesFromIp === 0 && methods.length > 0;
}

export interface StoredChallenge {
  ip: string;
  attempts: number;
  expiresAt: Date;
  completedAt: Date | null;
}

/** Usable only from the IP it was issued to, before it expires, completes or runs out of tries. */
export function isChallengeLive(challenge: StoredChallenge | undefined, ip: string, now: Date): challenge is StoredChallenge {
  return (
    challenge !== undefined &&
    challenge.ip === ip &&
    challenge.completedAt === null &&
    challenge.attempts < CHALLENGE_POLICY.maxAttempts &&
    challenge.expiresAt.getTime() > now.getTime()
  );
}

export function payeeNameMatches(stored: string | null, given: string): boolean {
  const normalize = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return stored !== null && normalize(stored) !== '' && normalize(stored) === normalize(given);
}

export function newChallengeId(): string {
  return randomBytes(32).toString('base64url');
}

export function hashChallengeId(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex');
}

export const challengeErrors = {
  required: (challenge: string, methods: VerifyMethod[]) =>
    new ApiError(403, 'login_verify_required', 'Please complete verification first', { challenge, methods }),
  expired: () => new ApiError(400, 'challenge_expired', 'Verification expired, please log in again'),
  methodUnavailable: () => new ApiError(400, 'method_not_available', 'This verification method is not available'),
};
