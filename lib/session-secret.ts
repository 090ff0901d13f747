// No 'server-only' marker: proxy.ts reads the session cookie (lib/edge/session-peek.ts).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from './env';

const DEV_SECRET_FILE = path.join(process.cwd(), '.data', 'session-secret');

/**
 * The key that seals the session cookie. Production requires SESSION_SECRET (32+ characters);
 * development generates one once into `.data/` so the portal runs with no configuration.
 */
export function sessionSecret(): string {
  // At least 32 characters: lib/env.ts refuses a shorter one.
  const fromEnv = env.SESSION_SECRET;
  if (fromEnv) return fromEnv;
  if (process.env.NODE_ENV === 'production') {
    throw new Error('SESSION_SECRET is required in production');
  }
  try {
    return readFileSync(DEV_SECRET_FILE, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    mkdirSync(path.dirname(DEV_SECRET_FILE), { recursive: true });
    writeFileSync(DEV_SECRET_FILE, secret, { mode: 0o600 });
    return secret;
  }
}
