import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from './env';

const DEV_SECRET_FILE = path.join(process.cwd(), '.data', 'backoffice-session-secret');

/**
 * The key that seals the staff session cookie. Production requires BACKOFFICE_SESSION_SECRET
 * (`npm start` generates one into the repository's .data/); `next dev` alone generates one once.
 */
export function sessionSecret(): string {
  const fromEnv = env.BACKOFFICE_SESSION_SECRET;
  if (fromEnv) return fromEnv;
  if (process.env.NODE_ENV === 'production') throw new Error('BACKOFFICE_SESSION_SECRET is required in production');
  try {
    return readFileSync(DEV_SECRET_FILE, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    mkdirSync(path.dirname(DEV_SECRET_FILE), { recursive: true });
    writeFileSync(DEV_SECRET_FILE, secret, { mode: 0o600 });
    return secret;
  }
}
