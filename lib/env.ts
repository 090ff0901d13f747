// Every environment variable the portal reads, once: kind, default and purpose (docs/configuration.md
// is generated from this table by scripts/config-docs.ts). `env.X` reads a value checked and typed;
// instrumentation.ts and next.config.ts check them all at start, so a bad value stops the portal with
// one line naming it. Server code only; no 'server-only' marker because next.config.ts loads this
// file, and for that every import here is relative.
//
// Not here: NODE_ENV and NEXT_RUNTIME, which Next sets itself and inlines into its bundles (code
// keeps reading `process.env.NODE_ENV` so a production build drops development branches), and the
// page cache's three variables' reading: lib/cache/redis-tier.mjs is plain JavaScript that Next
// imports unbundled, so it reads REDIS_URL, REDIS_CACHE_PREFIX and REDIS_CACHE_TIMEOUT_MS itself
// (declared and checked here all the same).
import { z } from 'zod';
import { httpUrl, list, milliseconds, oneOf, parsed, port, redisUrl, secret, text, trueFalse } from '../contract/env-kinds';
import { defineEnv, EnvError, type EnvSource, type EnvValues } from '../contract/env-schema';
import { NEXT_BUILD_VARIABLES } from '../contract/next-build-env';
import { isPublishedSecret, SITE_PROFILES, siteProfileOf } from '../contract/site-profile';
import { parseTrustedProxies, type TrustedProxies } from './edge/trusted-proxies';

/** An http(s) origin, fit for a CSP source list too (no quotes, semicolons, commas or spaces). */
const origin = z
  .string()
  .regex(/^https?:\/\/[^\s'";,]+$/)
  .refine((value) => {
    try {
      return Boolean(new URL(value));
    } catch {
      return false;
    }
  });

export const PORTAL_ENV = defineEnv({
  PORT: port(3000, 'The port `next start` / `next dev` listen on (`npm start` passes it); also the default SITE_URL’s port.'),
  SITE_URL: httpUrl(undefined, 'The public origin: canonical links, hreflang, sitemap, JSON-LD, OAuth callbacks and redirects; https turns on HSTS. Set it in production.', { shown: '`http://localhost:$PORT`' }),
  SITE_ORIGINS: list(origin, 'More origins (comma-separated) whose pages may send state-changing BFF calls, besides SITE_URL and the request’s own host (CSRF check).', { expected: 'http:// or https:// origins separated by commas' }),
  WPS_BASE_URL: httpUrl('http://127.0.0.1:4000', 'Where the upstream (`/wps`, `/lgw`) answers: our platform or the real one.', { shown: '`http://127.0.0.1:4000` (`npm start`: `http://127.0.0.1:$PLATFORM_PORT`)' }),
  MERCHANT_CODE: text('DEMO', 'The `Merchant` header of every upstream call.', { pattern: /^[A-Za-z0-9_-]{1,32}$/, expected: 'letters, digits, - or _ (at most 32)' }),
  WPS_CIPHER: oneOf(['aes', 'tcg'], 'aes', 'How *encrypt* bodies are sealed: `aes` (AES-256-GCM + RSA-OAEP) or `tcg` (the real platform’s DES + RSA format).'),
  SESSION_SECRET: secret('The key that seals the session cookie; required in production. The same on every portal instance.', {
    minLength: 32,
    shown: 'generated once into `.data/session-secret` outside production',
  }),
  SESSION_COOKIE_SECURE: trueFalse(true, 'Whether the session cookie is Secure in production; `false` only behind plain HTTP that is not localhost.'),
  REVALIDATE_SECRET: secret('Shared with the platform: verifies its calls to `/api/revalidate` and signs the visitor addresses forwarded to it.', {
    shown: '`npm start`: generated into `.data/revalidate-secret`; unset: no revalidation hook',
  }),
  METRICS_TOKEN: secret('Bearer token of `GET /api/metrics` (Prometheus); unset: no such endpoint.'),
  TRUSTED_PROXIES: parsed<TrustedProxies>(parseTrustedProxies, { hops: 0, ranges: [] }, 'Proxies whose `X-Forwarded-For` hops count: addresses, CIDRs, `loopback`, `private`, `linklocal` or a hop count.', {
    kind: 'list',
    expected: 'addresses, CIDR ranges, loopback, private, linklocal or a hop count',
    shown: 'none: the socket is the visitor',
  }),
  TRUSTED_COUNTRY_HEADER: text(undefined, 'A CDN’s visitor-country header (e.g. `CF-IPCountry`), believed only from a trusted proxy.', {
    pattern: /^[A-Za-z0-9-]{1,64}$/,
    expected: 'a header name',
  }),
  GAME_FRAME_ORIGINS: list(origin, 'Extra origins the game frame may load (CSP `frame-src`), e.g. a plain-http vendor.', { expected: 'http:// or https:// origins separated by commas or spaces' }),
  CONTENT_IMAGE_HOSTS: list(z.string().regex(/^[a-z0-9.-]+$/i).transform((host) => host.toLowerCase()), 'Hosts (comma-separated) whose https images operator HTML may show, besides the portal’s own paths.', {
    expected: 'host names separated by commas',
  }),
  REDIS_URL: redisUrl('Redis for the page and data cache shared by several portal instances (memory first, then Redis); unset: each instance alone.'),
  REDIS_CACHE_PREFIX: text('portal:cache', 'Key prefix of the shared page cache in Redis (several sites on one Redis).'),
  REDIS_CACHE_TIMEOUT_MS: milliseconds(250, 'A Redis read slower than this counts as a miss (the page is rendered instead).'),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl(undefined, 'OpenTelemetry traces to this OTLP/HTTP collector; the portal’s spans and the `traceparent` of upstream calls.', { shown: 'no tracing' }),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl(undefined, 'The same for traces only (the OpenTelemetry exporter’s own variable).', { shown: 'no tracing' }),
  OTEL_SERVICE_NAME: text('portal', 'The service name on the portal’s spans.'),
  SITE_PROFILE: oneOf(SITE_PROFILES, undefined, '`demo` shows a "demo site" ribbon on every page; `production` none, and refuses published secrets. The same as the platform’s (docs/operations.md, "Production profile").', {
    shown: '`production` when NODE_ENV=production, else `demo` (`npm start`, `npm run dev`: `demo`)',
  }),
  NEXT_OUTPUT: oneOf(['standalone'], undefined, 'Build only: `standalone` makes the server the portal image runs (docker/portal.Dockerfile).', { shown: 'a regular build' }),
  ...NEXT_BUILD_VARIABLES,
});

export type PortalEnv = EnvValues<typeof PORTAL_ENV.variables>;

/** The portal's configuration, read on use (see contract/env-schema.ts `reader`). */
export const env: PortalEnv = PORTAL_ENV.reader();

const PRODUCTION_SECRETS = ['SESSION_SECRET', 'REVALIDATE_SECRET', 'METRICS_TOKEN'] as const;

/**
 * Every variable checked at once; throws EnvError (one line naming each bad variable). A production
 * portal refuses the repository's published example secrets too.
 */
export function checkPortalEnv(source: EnvSource = process.env): PortalEnv {
  const values = PORTAL_ENV.parse(source);
  if (siteProfileOf(values.SITE_PROFILE, source.NODE_ENV) === 'production') {
    const published = PRODUCTION_SECRETS.filter((name) => values[name] !== undefined && isPublishedSecret(values[name]!));
    if (published.length) throw new EnvError(published.map((name) => `${name} is a published example value: set a secret of your own (the production profile refuses it)`));
  }
  return values;
}
