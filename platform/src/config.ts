// Every environment variable the platform and its operator CLI read, once: kind, default and purpose
// (docs/configuration.md is generated from this table by scripts/config-docs.ts). main.ts and the CLI
// read it all at start (loadPlatformConfig), so a bad value stops them with one line naming it, before
// the database is opened; buildPlatform reads it again from whatever environment a test hands it.
// Also: where the platform's files are, source or compiled (platform/dist) alike.
import path from 'node:path';
import { allow, httpUrl, integer, milliseconds, oneOf, onOff, parsed, port, postgresUrl, redisUrl, secret, text } from '../../contract/env-kinds';
import { defineEnv, EnvError, type EnvProblem, type EnvSource, type EnvValues } from '../../contract/env-schema';
import { isPublishedSecret, SITE_PROFILES, siteProfileOf, type SiteProfile } from '../../contract/site-profile';
import { limitRules } from './core/abuse-limits';
import type { RevalidateTarget } from './core/http/revalidate';

/** `platform/`: this file is in platform/src, the compiled bundle in platform/dist (scripts/build-platform.mjs). */
export const PLATFORM_DIR = path.resolve(__dirname, '..');
export const DEFAULT_PORT = 4000;
export const DEFAULT_MERCHANT = 'DEMO';
/** The FAST lottery's draw period (LOTTERY_FAST_DRAW_MS) and each demo event board's (BOARD_EVENT_MS), by default. */
export const DEFAULT_FAST_DRAW_MS = 5 * 60_000;
export const DEFAULT_BOARD_EVENT_MS = 3 * 60_000;

const minutes = (n: number) => n * 60_000;

/** The secrets a production site may not run with when they are the repository's published ones. */
const PRODUCTION_SECRETS = ['OPERATOR_KEY', 'METRICS_KEY', 'REVALIDATE_SECRET', 'ACCOUNTS_SECRET', 'PAYMENT_GATEWAY_SECRET', 'SMS_HTTP_KEY', 'MAIL_HTTP_KEY'] as const;

function publishedSecrets(values: Partial<Record<(typeof PRODUCTION_SECRETS)[number], string | undefined>> & { SITE_PROFILE?: SiteProfile; NODE_ENV?: string }): EnvProblem[] {
  if (siteProfileOf(values.SITE_PROFILE, values.NODE_ENV) !== 'production') return [];
  return PRODUCTION_SECRETS.filter((name) => values[name] !== undefined && isPublishedSecret(values[name]!)).map((variable) => ({
    variable,
    problem: 'is a published example value: set a secret of your own (the production profile refuses it)',
  }));
}

export const PLATFORM_ENV = defineEnv(
  {
    PLATFORM_PORT: port(DEFAULT_PORT, 'The port the platform listens on.'),
    PLATFORM_HOST: text('127.0.0.1', 'The address it listens on (`0.0.0.0` in a container, behind the load balancer).', { kind: 'host' }),
    PLATFORM_DATA_DIR: text(undefined, 'PGlite data, RSA key pair, operator, accounts and gateway keys, icon cache; the same directory for every instance.', { kind: 'path', shown: '`.data/platform`' }),
    DATABASE_URL: postgresUrl('PostgreSQL instead of the embedded PGlite (same migrations, `platform/migrations`).', { shown: 'PGlite in PLATFORM_DATA_DIR' }),
    REDIS_URL: redisUrl('Redis for live events, cache invalidations and the abuse limits shared by every platform instance (kept across restarts).', { shown: 'in this process' }),
    REDIS_EVENTS_PREFIX: text('platform:events', 'Channel prefix of the live events and cache invalidations in Redis.'),
    RATE_LIMIT_PREFIX: text('abuse', 'Key prefix of the abuse limits in Redis (several sites on one Redis).'),
    ABUSE_LIMITS: parsed(limitRules, limitRules(undefined), 'JSON changes to the abuse limit numbers, e.g. `{"registerPerIp":{"points":20,"seconds":3600}}`.', {
      kind: 'JSON',
      expected: 'a JSON object of known limits, each {"points": n, "seconds": n}',
      shown: 'the numbers in `platform/src/core/abuse-limits.ts`',
    }),
    MERCHANT_CODE: text(DEFAULT_MERCHANT, 'The `Merchant` header every `/wps` and `/lgw` call must carry.', { pattern: /^[A-Za-z0-9_-]{1,32}$/, expected: 'letters, digits, - or _ (at most 32)' }),
    OPERATOR_KEY: secret('The bootstrap operator key (`X-Operator-Key`): what the ops CLI sends to `/admin` (recorded as `key:operator`; staff sign in with their own accounts) and reads `/metrics` with.', { shown: 'generated into `$PLATFORM_DATA_DIR/operator.key`' }),
    METRICS_KEY: secret('A key that reads `/metrics` and nothing else (`Authorization: Bearer …`): what a scraper holds instead of the operator key.', { shown: 'none: only the operator key reads `/metrics`' }),
    PORTAL_REVALIDATE_URL: httpUrl(undefined, 'The portal’s `/api/revalidate`, called (signed with REVALIDATE_SECRET) after an operator change.', { shown: 'no calls (`npm start`: `http://127.0.0.1:$PORT/api/revalidate`)' }),
    REVALIDATE_SECRET: secret('Shared with the portal: signs revalidation calls and verifies the visitor addresses the portal forwards.', { shown: 'none: revalidation off, only socket addresses count' }),
    PORTAL_PUBLIC_URL: httpUrl('http://localhost:3000', 'The portal’s public URL: password-reset links in e-mails, the default frame ancestors of the local vendor.'),
    BACKOFFICE_PUBLIC_URL: httpUrl('http://localhost:3001', 'The operator back office’s URL: the staff enrolment links the ops CLI prints.'),
    ACCOUNTS_SECRET: secret('Keys the HMAC of verification codes, seals TOTP secrets, signs game launch tickets; the same on every instance.', { shown: 'generated into `$PLATFORM_DATA_DIR/accounts.key`' }),
    PAYMENT_GATEWAY_SECRET: secret('The local payment gateway’s callback signing key.', { shown: 'generated into `$PLATFORM_DATA_DIR/payment-gateway.key`' }),
    LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info', 'Pino log level; `silent` turns logging off. Tokens, passwords, codes and bodies are never logged.'),
    LOG_REQUESTS: oneOf(['on', 'off'], undefined, 'A log line per request.', { shown: '`on`; `off` when NODE_ENV=production' }),
    NODE_ENV: oneOf(['development', 'production', 'test'], undefined, '`production` turns the per-request log lines off unless LOG_REQUESTS=on, and means SITE_PROFILE=production unless that is set.', { shown: 'unset (development)' }),
    SITE_PROFILE: oneOf(SITE_PROFILES, undefined, '`demo` seeds a new database with the demo accounts, orders, rounds, messages and payment details; `production` with the game catalogue only, and refuses published secrets and the demo passwords (docs/operations.md, "Production profile").', {
      shown: '`production` when NODE_ENV=production, else `demo` (`npm start`, `npm run dev`: `demo`)',
    }),
    LOCAL_VENDOR_URL: httpUrl(undefined, 'The origin browsers reach the local game vendor’s pages at (`/vendor/local/*`).', { shown: '`http://127.0.0.1:$PLATFORM_PORT`' }),
    LOCAL_VENDOR_FRAME_ANCESTORS: text(undefined, 'CSP `frame-ancestors` of those pages: the portal origins that may frame the games.', {
      pattern: /^[^\p{Cc};,'"]{1,1000}$/u,
      expected: 'CSP sources separated by spaces',
      shown: '`http://localhost:* http://127.0.0.1:*` and the origin of PORTAL_PUBLIC_URL',
    }),
    SEED_DEMO_TEAM: onOff(true, 'Demo profile: seed the demo agents’ team (26 agents, 300 members, three months of play) into a new database.'),
    SETTLEMENT_SCHEDULES: onOff(true, 'Settle agent contracts and run the loyalty jobs on their schedules (`off`: by hand, for tests).'),
    LOTTERY_SCHEDULES: onOff(true, 'Draw the lottery and deal the live table and event boards on their schedules (`off`: by the operator, `npm run ops -- lottery draw FAST`).'),
    LOTTERY_FAST_DRAW_MS: milliseconds(DEFAULT_FAST_DRAW_MS, 'The FAST lottery’s draw period.'),
    LIVE_BET_MS: milliseconds(20_000, 'How long each live baccarat round takes bets before it is dealt.'),
    BOARD_EVENT_MS: milliseconds(DEFAULT_BOARD_EVENT_MS, 'How often each demo event board (sports, e-sports, cockfight) opens an event.'),
    DEPOSIT_EXPIRY_INTERVAL_MS: milliseconds(minutes(1), 'How often new deposits past their expiry become expired (whole minutes dividing an hour run as a cron schedule).'),
    MEMBER_REWARDS_INTERVAL_MS: milliseconds(minutes(1), 'How often members’ points and rewards are accrued.'),
    RAFFLE_TICK_MS: milliseconds(minutes(1), 'How often due raffles (LUCKYBET promotions past their draw time) are looked for and drawn.'),
    METRICS_RECONCILE_EVERY_MS: milliseconds(minutes(5), 'The `/metrics` ledger-reconcile gauge is computed at most this often (it reads every posting).'),
    SPIN_BATCH_IN_FLIGHT: integer(2, 'On PostgreSQL: spin statements under way at once before arriving spins wait and go together in one batch (PGlite: always 1); more for a database server with more cores.', { max: 64 }),
    SMS_PROVIDER: oneOf(['local', 'http'], 'local', '`local`: text messages go to the `sms_outbox` table (`npm run ops -- sms`); `http`: to SMS_HTTP_URL.'),
    SMS_HTTP_URL: httpUrl(undefined, 'The SMS provider’s endpoint for SMS_PROVIDER=http (POST `{to, text}`).'),
    SMS_HTTP_KEY: secret('Its bearer key.'),
    MAIL_PROVIDER: oneOf(['local', 'http'], 'local', '`local`: mail goes to the `mail_outbox` table (`npm run ops -- mail`); `http`: to MAIL_HTTP_URL.'),
    MAIL_HTTP_URL: httpUrl(undefined, 'The mail API endpoint for MAIL_PROVIDER=http.'),
    MAIL_HTTP_KEY: secret('Its bearer key.'),
    MAIL_FROM: text('no-reply@localhost', 'The sender of the platform’s mail.'),
    TEST_CAPTCHA_ANSWERS: allow('Tests only: `allow` adds the operator route that plants a drawn captcha’s answer (browser tests). Never in production.'),
    SETTLEMENT_AS_OF: allow('Tests only: `allow` lets the operator settle agent contracts as of a given time.'),
    OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl(undefined, 'OpenTelemetry traces to this OTLP/HTTP collector: a span per request, continuing the portal’s trace, and the money path’s statements.', { shown: 'no tracing' }),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl(undefined, 'The same for traces only (the OpenTelemetry exporter’s own variable).', { shown: 'no tracing' }),
    OTEL_SERVICE_NAME: text('platform', 'The service name on the platform’s spans.'),
    FONTCONFIG_FILE: text(undefined, 'fontconfig’s own variable: the font configuration for the generated art’s text.', { kind: 'path', shown: 'one written to the temp directory that adds `platform/fonts`' }),
    PLATFORM_URL: httpUrl(undefined, 'CLI (`npm run ops`): where the running platform’s admin API answers; the database is opened directly only when nothing answers there and no platform runs on the data directory.', {
      shown: '`http://127.0.0.1:$PLATFORM_PORT`',
    }),
  },
  (values) => [
    ...publishedSecrets(values),
    ...(values.SMS_PROVIDER === 'http' && !values.SMS_HTTP_URL ? [{ variable: 'SMS_HTTP_URL', problem: 'must be set when SMS_PROVIDER=http' }] : []),
    ...(values.MAIL_PROVIDER === 'http' && !values.MAIL_HTTP_URL ? [{ variable: 'MAIL_HTTP_URL', problem: 'must be set when MAIL_PROVIDER=http' }] : []),
  ],
);

/**
 * Third-party sign-in providers: OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and _ID_TOKEN_ALG,
 * a family of names no table can list (modules/accounts/rules/oauth-providers.ts uses the complete entries).
 */
const OIDC_VARIABLE = /^OIDC_([A-Z0-9]+)_(ISSUER|CLIENT_ID|CLIENT_SECRET|ID_TOKEN_ALG)$/;

export const OIDC_DOCS = [
  { variable: 'OIDC_<NAME>_ISSUER', kind: 'URL', default: '', description: 'A third-party sign-in provider (e.g. `OIDC_GOOGLE_…`, `OIDC_LINE_…`); listed once its client id and secret are set too.' },
  { variable: 'OIDC_<NAME>_CLIENT_ID', kind: 'text', default: '', description: 'The platform’s client id at that provider.' },
  { variable: 'OIDC_<NAME>_CLIENT_SECRET', kind: 'secret', default: '', description: 'Its client secret (sent with `client_secret_post`).' },
  { variable: 'OIDC_<NAME>_ID_TOKEN_ALG', kind: 'text', default: 'discovered', description: 'The ID token’s signing algorithm when the provider’s discovery document does not list it (e.g. HS256).' },
];

const issuerUrl = httpUrl(undefined, 'OIDC issuer').schema;

function oidcVariables(source: EnvSource): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    const match = OIDC_VARIABLE.exec(name);
    if (!match || !value) continue;
    if (match[2] === 'ISSUER' && !issuerUrl.safeParse(value).success) {
      throw new EnvError([`${name} must be an http:// or https:// URL, got ${JSON.stringify(value)}`]);
    }
    found[name] = value;
  }
  return found;
}

export type PlatformConfig = EnvValues<typeof PLATFORM_ENV.variables> & {
  /** PLATFORM_DATA_DIR resolved. */
  dataDir: string;
  /** The OIDC_<NAME>_* variables that are set. */
  oidc: Record<string, string>;
  /** SITE_PROFILE, or what NODE_ENV implies (contract/site-profile.ts). */
  profile: SiteProfile;
};

/** Every variable read and checked; throws EnvError (one line naming each bad variable). */
export function loadPlatformConfig(source: EnvSource = process.env): PlatformConfig {
  const values = PLATFORM_ENV.parse(source);
  return { ...values, dataDir: resolveDataDir(values.PLATFORM_DATA_DIR), oidc: oidcVariables(source), profile: siteProfileOf(values.SITE_PROFILE, values.NODE_ENV) };
}

/**
 * Where the CLI finds the running platform: PLATFORM_URL, else this machine at PLATFORM_PORT (the
 * platform's own port, so an instance on another port is never sent some other instance's key).
 */
export function platformUrlOf(config: Pick<PlatformConfig, 'PLATFORM_URL' | 'PLATFORM_PORT' | 'PLATFORM_HOST'>): string {
  if (config.PLATFORM_URL) return config.PLATFORM_URL;
  const anyAddress = ['0.0.0.0', '::', '[::]', ''].includes(config.PLATFORM_HOST);
  const host = anyAddress ? '127.0.0.1' : config.PLATFORM_HOST.includes(':') && !config.PLATFORM_HOST.startsWith('[') ? `[${config.PLATFORM_HOST}]` : config.PLATFORM_HOST;
  return `http://${host}:${config.PLATFORM_PORT}`;
}

/** `<repo>/.data/platform` unless PLATFORM_DATA_DIR says otherwise. */
function resolveDataDir(configured: string | undefined): string {
  return path.resolve(configured || path.join(PLATFORM_DIR, '..', '.data', 'platform'));
}

export function revalidateTarget(config: Pick<PlatformConfig, 'PORTAL_REVALIDATE_URL' | 'REVALIDATE_SECRET'>): RevalidateTarget | undefined {
  return config.PORTAL_REVALIDATE_URL && config.REVALIDATE_SECRET ? { url: config.PORTAL_REVALIDATE_URL, secret: config.REVALIDATE_SECRET } : undefined;
}
