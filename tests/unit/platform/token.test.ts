/** @jest-environment node */
import { createHash } from 'node:crypto';
import { hashToken, newToken, SESSION_TTL_MS } from '@/platform/src/core/token';

describe('session tokens', () => {
  it('are 43-character base64url strings from 32 random bytes', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });

  it('are stored only as their sha256 hex', () => {
    const token = newToken();
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('live 24 hours', () => {
    expect(SESSION_TTL_MS).toBe(86_400_000);
  });
});
