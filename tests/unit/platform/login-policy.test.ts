/** @jest-environment node */
import { isCaptchaAnswerValid, hashCaptchaAnswer, captchaKeySchema } from '@/platform/src/domain/captcha-challenge';
import { isCaptchaRequired, isLocked, lockAfterFailure, LOGIN_POLICY } from '@/platform/src/domain/login-policy';

const now = new Date('2026-01-01T00:00:00Z');

describe('login captcha and lock policy', () => {
  it('asks for a captcha from the 3rd account failure or the 10th failure from one IP', () => {
    expect(isCaptchaRequired({ account: 2, ip: 9 })).toBe(false);
    expect(isCaptchaRequired({ account: 3, ip: 0 })).toBe(true);
    expect(isCaptchaRequired({ account: 0, ip: 10 })).toBe(true);
  });

  it('locks for 15 minutes at the 10th consecutive failure', () => {
    expect(lockAfterFailure(9, now)).toBeNull();
    expect(lockAfterFailure(10, now)).toEqual(new Date(now.getTime() + 15 * 60_000));
    expect(LOGIN_POLICY.lockMs).toBe(15 * 60_000);
  });

  it('treats a lock as active only until it ends', () => {
    expect(isLocked(null, now)).toBe(false);
    expect(isLocked(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isLocked(now, now)).toBe(false);
  });
});

describe('captcha challenges', () => {
  const stored = { answerHash: hashCaptchaAnswer('Ab3x'), expiresAt: new Date(now.getTime() + 60_000), usedAt: null };

  it('accept the answer case-insensitively', () => {
    expect(isCaptchaAnswerValid(stored, 'ab3X', now)).toBe(true);
    expect(isCaptchaAnswerValid(stored, ' AB3X ', now)).toBe(true);
    expect(isCaptchaAnswerValid(stored, 'ab3y', now)).toBe(false);
  });

  it('refuse used, expired or unknown challenges', () => {
    expect(isCaptchaAnswerValid({ ...stored, usedAt: now }, 'ab3x', now)).toBe(false);
    expect(isCaptchaAnswerValid({ ...stored, expiresAt: now }, 'ab3x', now)).toBe(false);
    expect(isCaptchaAnswerValid(undefined, 'ab3x', now)).toBe(false);
  });

  it('accept client keys of 16-64 URL-safe characters only', () => {
    expect(captchaKeySchema.safeParse('a'.repeat(16)).success).toBe(true);
    expect(captchaKeySchema.safeParse('a'.repeat(15)).success).toBe(false);
    expect(captchaKeySchema.safeParse('a'.repeat(65)).success).toBe(false);
    expect(captchaKeySchema.safeParse(`${'a'.repeat(16)}/..`).success).toBe(false);
  });
});
