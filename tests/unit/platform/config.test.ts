/** @jest-environment node */
// The platform's configuration (platform/src/config.ts): every variable it and the operator CLI read,
// in one table with defaults and descriptions; a bad value is one line naming the variable.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EnvError } from '@/contract/env-schema';
import { LIMITS } from '@/platform/src/core/abuse-limits';
import { loadPlatformConfig, OIDC_DOCS, PLATFORM_DIR, PLATFORM_ENV } from '@/platform/src/config';

const ROOT = path.resolve(__dirname, '../../..');

function problemOf(source: Record<string, string>): string {
  try {
    loadPlatformConfig(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('platform configuration', () => {
  it('runs with no variables set, on the documented defaults', () => {
    const config = loadPlatformConfig({});
    expect(config).toMatchObject({
      PLATFORM_PORT: 4000,
      PLATFORM_HOST: '127.0.0.1',
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      MERCHANT_CODE: 'DEMO',
      LOG_LEVEL: 'info',
      LOG_REQUESTS: undefined,
      SEED_DEMO_TEAM: true,
      SETTLEMENT_SCHEDULES: true,
      LOTTERY_SCHEDULES: true,
      LIVE_BET_MS: 20_000,
      LOTTERY_FAST_DRAW_MS: 300_000,
      BOARD_EVENT_MS: 180_000,
      DEPOSIT_EXPIRY_INTERVAL_MS: 60_000,
      SPIN_BATCH_IN_FLIGHT: 2,
      SMS_PROVIDER: 'local',
      MAIL_FROM: 'no-reply@localhost',
      TEST_CAPTCHA_ANSWERS: false,
      PORTAL_PUBLIC_URL: 'http://localhost:3000',
      ABUSE_LIMITS: LIMITS,
      oidc: {},
    });
    expect(config.dataDir).toBe(path.join(ROOT, '.data', 'platform'));
    for (const row of PLATFORM_ENV.docs()) {
      const fallback = PLATFORM_ENV.variables[row.variable as keyof typeof PLATFORM_ENV.variables].fallback;
      if (typeof fallback === 'number' || typeof fallback === 'string') expect(row.default).toBe(`\`${fallback}\``);
    }
  });

  it('describes every variable: kind, default where there is one, and what it is for', () => {
    for (const row of [...PLATFORM_ENV.docs(), ...OIDC_DOCS]) {
      expect(row.kind).not.toBe('');
      expect(row.description).toMatch(/^\S.{10,}\.$/);
    }
  });

  it('reads the values it is given, an empty one as unset', () => {
    const config = loadPlatformConfig({
      PLATFORM_PORT: '4100',
      DATABASE_URL: 'postgres://portal:portal@db:5432/portal',
      REDIS_URL: 'rediss://cache.internal:6380',
      LIVE_BET_MS: '90000',
      SEED_DEMO_TEAM: 'off',
      TEST_CAPTCHA_ANSWERS: 'allow',
      PLATFORM_DATA_DIR: '/srv/platform',
      LOG_LEVEL: '',
      MERCHANT_CODE: '',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'client',
      OIDC_LINE_CLIENT_SECRET: '',
    });
    expect(config).toMatchObject({
      PLATFORM_PORT: 4100,
      DATABASE_URL: 'postgres://portal:portal@db:5432/portal',
      REDIS_URL: 'rediss://cache.internal:6380',
      LIVE_BET_MS: 90_000,
      SEED_DEMO_TEAM: false,
      TEST_CAPTCHA_ANSWERS: true,
      dataDir: '/srv/platform',
      LOG_LEVEL: 'info',
      MERCHANT_CODE: 'DEMO',
      oidc: { OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'client' },
    });
  });

  it('stops on a bad value with one line naming the variable', () => {
    expect(problemOf({ PLATFORM_PORT: 'abc' })).toBe('Invalid environment: PLATFORM_PORT must be a port number (0–65535), got "abc"');
    expect(problemOf({ REDIS_URL: 'nope' })).toBe('Invalid environment: REDIS_URL must be a redis:// or rediss:// URL, got "nope"');
    const cases: [Record<string, string>, RegExp][] = [
      [{ PLATFORM_PORT: '70000' }, /^Invalid environment: PLATFORM_PORT must be a port number/],
      [{ DATABASE_URL: 'mysql://db/x' }, /^Invalid environment: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL, got "mysql:\/\/db\/x"$/],
      [{ LIVE_BET_MS: '0' }, /^Invalid environment: LIVE_BET_MS must be a whole number of milliseconds/],
      [{ RAFFLE_TICK_MS: '1e3' }, /^Invalid environment: RAFFLE_TICK_MS must be/],
      [{ SEED_DEMO_TEAM: 'no' }, /^Invalid environment: SEED_DEMO_TEAM must be on or off, got "no"$/],
      [{ LOG_LEVEL: 'verbose' }, /^Invalid environment: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"$/],
      [{ TEST_CAPTCHA_ANSWERS: 'yes' }, /^Invalid environment: TEST_CAPTCHA_ANSWERS must be allow/],
      [{ ABUSE_LIMITS: '{"nope":1}' }, /^Invalid environment: ABUSE_LIMITS must be a JSON object of known limits/],
      [{ PORTAL_PUBLIC_URL: 'localhost:3000' }, /^Invalid environment: PORTAL_PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
      [{ SMS_PROVIDER: 'http' }, /^Invalid environment: SMS_HTTP_URL must be set when SMS_PROVIDER=http$/],
      [{ MAIL_PROVIDER: 'smtp' }, /^Invalid environment: MAIL_PROVIDER must be one of local, http, got "smtp"$/],
      [{ OIDC_LINE_ISSUER: 'access.line.me' }, /^Invalid environment: OIDC_LINE_ISSUER must be an http:\/\/ or https:\/\/ URL, got "access.line.me"$/],
    ];
    for (const [source, message] of cases) {
      const problem = problemOf(source);
      expect(problem).toMatch(message);
      expect(problem).not.toContain('\n');
    }
  });

  it('names every bad variable on the one line, and never repeats a secret', () => {
    const problem = problemOf({ PLATFORM_PORT: 'abc', REDIS_URL: 'nope', OPERATOR_KEY: 'has a space' });
    expect(problem).toBe(
      'Invalid environment: PLATFORM_PORT must be a port number (0–65535), got "abc"; REDIS_URL must be a redis:// or rediss:// URL, got "nope"; ' +
        'OPERATOR_KEY must be text without spaces, got a value of 11 characters',
    );
  });

  it('runs the demo profile unless NODE_ENV=production or SITE_PROFILE says otherwise (issue 29)', () => {
    expect(loadPlatformConfig({}).profile).toBe('demo');
    expect(loadPlatformConfig({ NODE_ENV: 'production' }).profile).toBe('production');
    expect(loadPlatformConfig({ NODE_ENV: 'production', SITE_PROFILE: 'demo' }).profile).toBe('demo');
    expect(loadPlatformConfig({ SITE_PROFILE: 'production' }).profile).toBe('production');
    expect(problemOf({ SITE_PROFILE: 'staging' })).toBe('Invalid environment: SITE_PROFILE must be one of demo, production, got "staging"');
  });

  it('refuses the published example secrets in the production profile, never repeating them (issue 29)', () => {
    const published = { OPERATOR_KEY: 'local-operator-key-change-me', ACCOUNTS_SECRET: 'local-accounts-secret-change-me-0000000000', REVALIDATE_SECRET: 'local-revalidate-secret-change-me-000000' };
    const problem = problemOf({ ...published, NODE_ENV: 'production' });
    expect(problem).toBe(
      'Invalid environment: ' +
        ['OPERATOR_KEY', 'REVALIDATE_SECRET', 'ACCOUNTS_SECRET'].map((name) => `${name} is a published example value: set a secret of your own (the production profile refuses it)`).join('; '),
    );
    for (const value of Object.values(published)) expect(problem).not.toContain(value);
    expect(problemOf({ OPERATOR_KEY: 'our-key-CHANGE_ME-later', SITE_PROFILE: 'production' })).toMatch(/^Invalid environment: OPERATOR_KEY is a published example value/);
    expect(() => loadPlatformConfig(published)).not.toThrow();
    expect(() => loadPlatformConfig({ OPERATOR_KEY: 'k'.repeat(32), NODE_ENV: 'production' })).not.toThrow();
  });

  it('finds its migrations and fonts in platform/', () => {
    expect(existsSync(path.join(PLATFORM_DIR, 'migrations'))).toBe(true);
    expect(existsSync(path.join(PLATFORM_DIR, 'fonts'))).toBe(true);
  });

  it('is the only reader of the environment in the platform (but fontconfig’s own variable)', () => {
    const files = readdirSync(path.join(ROOT, 'platform/src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const readers = files.flatMap((file) => {
      const source = readFileSync(path.join(ROOT, 'platform/src', file), 'utf8');
      return [...source.matchAll(/process\.env\.([A-Z_]+)/g)].map((match) => `${file}: ${match[1]}`);
    });
    expect(readers).toEqual(['core/images/art-fonts.ts: FONTCONFIG_FILE', 'core/images/art-fonts.ts: FONTCONFIG_FILE']);
  });
});
