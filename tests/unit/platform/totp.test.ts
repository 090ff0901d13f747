/** @jest-environment node */
// The TOTP wrapper (otplib) against an RFC 6238 implementation written from the RFC.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { base32Decode, hotp, totp } from '../../support/totp';

const REPO_ROOT = path.resolve(__dirname, '../../..');

describe('RFC 6238 reference', () => {
  it('matches the RFC test vectors (SHA-1, last 6 digits)', () => {
    const key = Buffer.from('12345678901234567890');
    expect(hotp(key, Math.floor(59 / 30), 8)).toBe('94287082');
    expect(hotp(key, Math.floor(1111111109 / 30), 8)).toBe('07081804');
    expect(hotp(key, Math.floor(2000000000 / 30), 8)).toBe('69279037');
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
  });
});

describe('platform TOTP wrapper', () => {
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  const at = 1_767_225_600_000; // 2026-01-01T00:00:00Z
  const current = totp(secret, at);
  const previous = totp(secret, at - 30_000);
  const stale = totp(secret, at - 120_000);
  const result = JSON.parse(
    execFileSync(
      path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
      ['tests/unit/platform/fixtures/totp-runner.ts', JSON.stringify({ secret, at, codes: [current, previous, stale, '12345', 'abcdef'] })],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    ),
  );

  it('generates what the RFC says and accepts one step of drift, nothing older', () => {
    expect(result.code).toBe(current);
    expect(result.verdicts).toEqual([true, true, stale === current || stale === previous, false, false]);
  });

  it('makes base32 secrets for authenticator apps, with the Royal Bet issuer', () => {
    expect(result.fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(result.uri).toBe(`otpauth://totp/Royal%20Bet:demo01?secret=${secret}&issuer=Royal%20Bet`);
  });

  it('seals secrets at rest and opens them again', () => {
    expect(result.sealedHidesSecret).toBe(true);
    expect(result.opened).toBe(result.fresh);
  });
});
