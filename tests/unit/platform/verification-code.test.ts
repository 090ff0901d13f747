/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { CODE_POLICY, codeMissing, hashCode, judgeCode, newCode } from '@/platform/src/modules/accounts/rules/verification-code';

const key = randomBytes(32);
const now = new Date('2026-01-01T00:00:00Z');

describe('verification codes', () => {
  it('are 6 random digits', () => {
    const codes = Array.from({ length: 500 }, () => newCode());
    expect(codes.every((code) => /^[0-9]{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it('are stored only as a keyed hash bound to recipient and purpose', () => {
    const hash = hashCode(key, '+66812345678', 'login', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashCode(key, '+66812345678', 'login', ' 123456 ')).toBe(hash);
    expect(hashCode(key, '+66812345679', 'login', '123456')).not.toBe(hash);
    expect(hashCode(key, '+66812345678', 'reset', '123456')).not.toBe(hash);
    expect(hashCode(randomBytes(32), '+66812345678', 'login', '123456')).not.toBe(hash);
  });

  describe('judging an answer', () => {
    const stored = {
      codeHash: hashCode(key, 'r', 'login', '111111'),
      attempts: 0,
      expiresAt: new Date(now.getTime() + CODE_POLICY.ttlMs),
      consumedAt: null,
    };
    const answer = (code: string) => hashCode(key, 'r', 'login', code);

    it('accepts the right code within 5 minutes', () => {
      expect(CODE_POLICY.ttlMs).toBe(5 * 60_000);
      expect(judgeCode(stored, answer('111111'), now)).toBe('ok');
      expect(judgeCode(stored, answer('111112'), now)).toBe('invalid');
    });

    it('calls expired, consumed, killed and never-sent codes expired', () => {
      expect(judgeCode({ ...stored, expiresAt: now }, answer('111111'), now)).toBe('expired');
      expect(judgeCode({ ...stored, consumedAt: now }, answer('111111'), now)).toBe('expired');
      expect(judgeCode({ ...stored, attempts: 4 }, answer('111111'), now)).toBe('ok');
      expect(judgeCode({ ...stored, attempts: CODE_POLICY.maxAttempts }, answer('111111'), now)).toBe('expired');
      expect(judgeCode(undefined, answer('111111'), now)).toBe('expired');
    });
  });

  it('calls absent and blank codes missing', () => {
    expect(codeMissing(undefined)).toBe(true);
    expect(codeMissing('  ')).toBe(true);
    expect(codeMissing(123456)).toBe(true);
    expect(codeMissing('123456')).toBe(false);
  });
});
