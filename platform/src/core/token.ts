// Session tokens: 32 random bytes as base64url (43 chars), handed out once; only sha256 hex is kept.
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000; // fixed 24 h from login, not sliding

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
