// Shared by start, dev and the browser tests: secrets generated once into .data/, ports and URLs,
// and the demo profile.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = path.join(root, '.data');

/** A secret from the environment, else one generated once into .data/<file>. */
function secret(envName, file) {
  if (process.env[envName]) return process.env[envName];
  const target = path.join(dataDir, file);
  try {
    return readFileSync(target, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const value = randomBytes(32).toString('base64url');
    writeFileSync(target, value, { mode: 0o600 });
    return value;
  }
}

/** Environment for the platform, the portal and the back office started together on this machine. */
export function localEnv(overrides = {}) {
  const port = Number(overrides.PORT ?? process.env.PORT ?? 3000);
  const platformPort = Number(overrides.PLATFORM_PORT ?? process.env.PLATFORM_PORT ?? 4000);
  const backofficePort = Number(overrides.BACKOFFICE_PORT ?? process.env.BACKOFFICE_PORT ?? 3001);
  const revalidateSecret = secret('REVALIDATE_SECRET', 'revalidate-secret');
  const env = {
    ...process.env,
    PORT: String(port),
    PLATFORM_PORT: String(platformPort),
    WPS_BASE_URL: process.env.WPS_BASE_URL ?? `http://127.0.0.1:${platformPort}`,
    SESSION_SECRET: secret('SESSION_SECRET', 'session-secret'),
    REVALIDATE_SECRET: revalidateSecret,
    PORTAL_REVALIDATE_URL: process.env.PORTAL_REVALIDATE_URL ?? `http://127.0.0.1:${port}/api/revalidate`,
    // The back office: its own port, its own cookie key, the platform's admin API; the platform's
    // enrolment links (ops CLI) point at it.
    BACKOFFICE_PORT: String(backofficePort),
    BACKOFFICE_PUBLIC_URL: process.env.BACKOFFICE_PUBLIC_URL ?? `http://localhost:${backofficePort}`,
    BACKOFFICE_SESSION_SECRET: secret('BACKOFFICE_SESSION_SECRET', 'backoffice-session-secret'),
    PLATFORM_ADMIN_URL: process.env.PLATFORM_ADMIN_URL ?? `http://127.0.0.1:${platformPort}`,
    NEXT_TELEMETRY_DISABLED: '1',
    // The demo: seeded demo data and the portal's "demo site" ribbon (contract/site-profile.ts).
    SITE_PROFILE: process.env.SITE_PROFILE ?? 'demo',
    ...overrides,
  };
  return env;
}
