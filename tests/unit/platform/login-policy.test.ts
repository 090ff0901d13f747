/** @jest-environment node */
import { isCaptchaAnswerValid, hashCaptchaAnswer, captchaKeySchema } from '@/platform/src/domain/captcha-challenge';
import { isCaptchaRequired, isLocked, lockAfterFailure, loginFailureDelayMs, LOGIN_POLICY } from '@/platform/src/domain/login-policy';

const now = new Date('2026-01-01T00:00:00Z');

describe('login captcha and lock policy', () => {
  it('asks for a captcha from the 3rd account failure or the 10th failure from one IP', () => {
    expect(isCaptchaRequired({ account: 2, ip: 9 })).toBe(false);
    expect(isCaptchaRequired({ account: 3, ip: 0 })).toBe(true);
    expect(isCaptchaRequired({ account: 0, ip: 10 })).toBe(true);
  });

  it('locks for 15 minutes only after 5 wrong passwords sent with a solved captcha (3 + 5 failures)', () => {
    expect(lockAfterFailure(7, now)).toBeNull();
    expect(lockAfterFailure(8, now)).toEqual(new Date(now.getTime() + 15 * 60_000));
    expect(lockAfterFailure(50, now, false)).toBeNull();
    expect(LOGIN_POLICY.lockMs).toBe(15 * 60_000);
  });

  it('asks everyone for a captcha during a site-wide failed-login flood', () => {
    expect(isCaptchaRequired({ account: 0, ip: 0, siteFlood: true })).toBe(true);
  });

  it('slows failures down progressively, capped at 8 seconds (ASVS 2.2.1)', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map((account) => loginFailureDelayMs({ account, ip: 0 }));
    expect(delays.slice(0, 3)).toEqual([0, 0, 0]);
    for (let i = 3; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]);
    expect(delays[delays.length - 1]).toBe(8_000);
    expect(loginFailureDelayMs({ account: 0, ip: 30 })).toBeGreaterThan(0);
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
