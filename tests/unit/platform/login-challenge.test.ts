/** @jest-environment node */
import {
  CHALLENGE_POLICY,
  challengeMethods,
  hashChallengeId,
  isChallengeLive,
  needsSecondVerification,
  newChallengeId,
  payeeNameMatches,
} from '@/platform/src/modules/accounts/rules/login-challenge';

const now = new Date('2026-01-01T00:00:00Z');

describe('second verification policy', () => {
  it('offers the methods a member has bound', () => {
    const none = { mobile: null, email: null, payeeName: null, totpEnabled: false };
    expect(challengeMethods(none)).toEqual([]);
    expect(challengeMethods({ mobile: '0812345678', email: 'a@b.co', payeeName: 'Somchai', totpEnabled: true })).toEqual([
      'sms',
      'email',
      'payeeName',
      'totp',
    ]);
    expect(challengeMethods({ ...none, payeeName: '  ' })).toEqual([]);
  });

  it('challenges a seen member from an unrecorded IP who has a method', () => {
    expect(needsSecondVerification({ successes: 3, successesFromIp: 0 }, ['sms'])).toBe(true);
    expect(needsSecondVerification({ successes: 3, successesFromIp: 1 }, ['sms'])).toBe(false);
    expect(needsSecondVerification({ successes: 0, successesFromIp: 0 }, ['sms'])).toBe(false);
    expect(needsSecondVerification({ successes: 3, successesFromIp: 0 }, [])).toBe(false);
  });

  it('keeps a challenge live for 10 minutes, 5 tries, its own IP and one completion', () => {
    const live = { ip: '1.2.3.4', attempts: 0, expiresAt: new Date(now.getTime() + CHALLENGE_POLICY.ttlMs), completedAt: null };
    expect(CHALLENGE_POLICY.ttlMs).toBe(10 * 60_000);
    expect(isChallengeLive(live, '1.2.3.4', now)).toBe(true);
    expect(isChallengeLive(live, '1.2.3.5', now)).toBe(false);
    expect(isChallengeLive({ ...live, attempts: 5 }, '1.2.3.4', now)).toBe(false);
    expect(isChallengeLive({ ...live, expiresAt: now }, '1.2.3.4', now)).toBe(false);
    expect(isChallengeLive({ ...live, completedAt: now }, '1.2.3.4', now)).toBe(false);
    expect(isChallengeLive(undefined, '1.2.3.4', now)).toBe(false);
  });

  it('compares payee names trimmed, case- and space-insensitively', () => {
    expect(payeeNameMatches('Demo Player', '  demo   PLAYER ')).toBe(true);
    expect(payeeNameMatches('Demo Player', 'Demo Players')).toBe(false);
    expect(payeeNameMatches(null, '')).toBe(false);
    expect(payeeNameMatches(' ', ' ')).toBe(false);
  });

  it('hands out random ids and keeps only their hash', () => {
    const id = newChallengeId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newChallengeId()).not.toBe(id);
    expect(hashChallengeId(id)).toMatch(/^[0-9a-f]{64}$/);
  });
});
