/** @jest-environment node */
import { isCaptchaAnswerValid, hashCaptchaAnswer, captchaKeySchema } from '@/platform/src/modules/accounts/rules/captcha-challenge';
import {
  isCaptchaRequired,
  isLocked,
  lockScopes,
  lockThreshold,
  loginFailureDelayMs,
  LOGIN_POLICY,
  NEW_DEVICES_SCOPE,
} from '@/platform/src/modules/accounts/rules/login-policy';

const now = new Date('2026-01-01T00:00:00Z');
const none = { account: 0, device: 0, address: 0, knownDevice: false };

describe('login captcha and lock policy', () => {
  it('asks for a captcha from the 3rd account failure or the 5th failure of the device', () => {
    expect(isCaptchaRequired({ ...none, account: 2, device: 4 })).toBe(false);
    expect(isCaptchaRequired({ ...none, account: 3 })).toBe(true);
    expect(isCaptchaRequired({ ...none, account: 3, knownDevice: true })).toBe(true);
    expect(isCaptchaRequired({ ...none, device: 5, knownDevice: true })).toBe(true);
  });

  it('asks a new device from the 10th failure of its address, a known device only from the 100th (CGNAT, issue 27)', () => {
    expect(isCaptchaRequired({ ...none, address: 9 })).toBe(false);
    expect(isCaptchaRequired({ ...none, address: 10 })).toBe(true);
    expect(isCaptchaRequired({ ...none, address: 99, knownDevice: true })).toBe(false);
    expect(isCaptchaRequired({ ...none, address: 100, knownDevice: true })).toBe(true);
    // The operator's numbers (ABUSE_LIMITS) are the ones in force.
    expect(isCaptchaRequired({ ...none, address: 20, knownDevice: true }, { device: 5, address: 20 })).toBe(true);
  });

  it('asks everyone for a captcha while the site-wide failure budget is spent for them', () => {
    expect(isCaptchaRequired({ ...none, knownDevice: true, siteFlood: true })).toBe(true);
  });

  it('counts a failure against the device, and for a device the account does not know also its address and the new devices', () => {
    expect(lockScopes({ ip: '203.0.113.7', deviceHash: 'abc' }, true)).toEqual(['device:abc']);
    expect(lockScopes({ ip: '203.0.113.7', deviceHash: 'abc' }, false)).toEqual(['device:abc', 'net:203.0.113.7', NEW_DEVICES_SCOPE]);
    expect(lockScopes({ ip: '2001:db8:1:2::7' }, false)).toEqual(['net:2001:db8:1:2::/64', NEW_DEVICES_SCOPE]);
  });

  it('locks a scope after 3 + 5 failures, the new devices of an account after 20', () => {
    expect(lockThreshold('device:abc')).toBe(8);
    expect(lockThreshold('net:203.0.113.7')).toBe(8);
    expect(lockThreshold(NEW_DEVICES_SCOPE)).toBe(LOGIN_POLICY.lockNewDevicesAfterFailures);
    expect(LOGIN_POLICY.lockMs).toBe(15 * 60_000);
  });

  it('slows failures down progressively, capped at 8 seconds (ASVS 2.2.1)', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map((account) => loginFailureDelayMs({ ...none, account }));
    expect(delays.slice(0, 3)).toEqual([0, 0, 0]);
    for (let i = 3; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]);
    expect(delays[delays.length - 1]).toBe(8_000);
    expect(loginFailureDelayMs({ ...none, address: 30 })).toBeGreaterThan(0);
    // A known device behind a busy shared address does not wait for the attacker's failures there.
    expect(loginFailureDelayMs({ ...none, address: 30, knownDevice: true })).toBe(0);
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
