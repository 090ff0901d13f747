// Every environment variable the back office reads, once (docs/configuration.md is generated from
// this table by scripts/config-docs.ts). `env.X` reads a value checked and typed; next.config.ts and
// instrumentation.ts check them all at start, so a bad value stops the back office with one line
// naming it. Relative imports only: next.config.ts loads this file.
import { httpUrl, port, secret, trueFalse } from '../../contract/env-kinds';
import { defineEnv, type EnvSource, type EnvValues } from '../../contract/env-schema';
import { NEXT_BUILD_VARIABLES } from '../../contract/next-build-env';

export const BACKOFFICE_ENV = defineEnv({
  BACKOFFICE_PORT: port(3001, 'The port the back office’s `next start` / `next dev` listens on (`npm start` passes it). Never the portal’s port: see docs/back-office.md.'),
  BACKOFFICE_PUBLIC_URL: httpUrl(undefined, 'The back office’s own origin as staff browsers reach it: the only origin its state-changing calls are accepted from (CSRF). Set it in production.', {
    shown: 'unset: the origin must name the host the request was sent to (`npm start`: `http://localhost:$BACKOFFICE_PORT`)',
  }),
  PLATFORM_ADMIN_URL: httpUrl('http://127.0.0.1:4000', 'Where the platform’s `/admin` API answers; the back office talks to nothing else.', {
    shown: '`http://127.0.0.1:4000` (`npm start`: `http://127.0.0.1:$PLATFORM_PORT`)',
  }),
  BACKOFFICE_SESSION_SECRET: secret('The key that seals the staff session cookie (32+ characters); required in production.', {
    minLength: 32,
    shown: 'generated once into `.data/backoffice-session-secret` outside production',
  }),
  REVALIDATE_SECRET: secret('The secret the platform shares with the portal (the platform’s `REVALIDATE_SECRET`): the back office signs each staff member’s network address with it, so sessions, the audit trail and a role’s address allow-list see the staff member’s address. Unset: the platform sees the back office server’s.', {
    shown: '`npm start`: the one generated into `.data/` for the portal and the platform',
  }),
  BACKOFFICE_COOKIE_SECURE: trueFalse(true, 'Whether the session cookie is Secure in production; `false` only behind plain HTTP that is not localhost.'),
  ...NEXT_BUILD_VARIABLES,
});

export type BackofficeEnv = EnvValues<typeof BACKOFFICE_ENV.variables>;

/** The back office's configuration, read on use (see contract/env-schema.ts `reader`). */
export const env: BackofficeEnv = BACKOFFICE_ENV.reader();

/** Every variable checked at once; throws EnvError (one line naming each bad variable). */
export function checkBackofficeEnv(source: EnvSource = process.env): BackofficeEnv {
  return BACKOFFICE_ENV.parse(source);
}

/** The configured public origin (BACKOFFICE_PUBLIC_URL's), if any. */
export function configuredOrigin(): string | undefined {
  return env.BACKOFFICE_PUBLIC_URL ? new URL(env.BACKOFFICE_PUBLIC_URL).origin : undefined;
}
