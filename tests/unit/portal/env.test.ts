/** @jest-environment node */
// The portal's configuration (lib/env.ts): every variable it reads, in one table with defaults and
// descriptions; a bad value is one line naming the variable; `env.X` follows a changed value.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EnvError } from '@/contract/env-schema';
import { nextBuildOptions } from '@/contract/next-build-env';
import { checkPortalEnv, env, PORTAL_ENV } from '@/lib/env';

const ROOT = path.resolve(__dirname, '../../..');

function problemOf(source: Record<string, string>): string {
  try {
    checkPortalEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('no error');
}

/** The portal's own source files (not tests, not the platform). */
function portalSources(): string[] {
  const inDir = (dir: string) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
      .map((file) => path.join(dir, file));
  return [...inDir('app'), ...inDir('lib'), ...inDir('components'), 'proxy.ts', 'instrumentation.ts', 'next.config.ts'];
}

describe('portal configuration', () => {
  it('runs with no variables set, on the documented defaults', () => {
    expect(checkPortalEnv({})).toEqual({
      PORT: 3000,
      SITE_URL: undefined,
      SITE_ORIGINS: [],
      WPS_BASE_URL: 'http://127.0.0.1:4000',
      MERCHANT_CODE: 'DEMO',
      WPS_CIPHER: 'aes',
      SESSION_SECRET: undefined,
      SESSION_COOKIE_SECURE: true,
      REVALIDATE_SECRET: undefined,
      METRICS_TOKEN: undefined,
      TRUSTED_PROXIES: { hops: 0, ranges: [] },
      TRUSTED_COUNTRY_HEADER: undefined,
      GAME_FRAME_ORIGINS: [],
      CONTENT_IMAGE_HOSTS: [],
      REDIS_URL: undefined,
      REDIS_CACHE_PREFIX: 'portal:cache',
      REDIS_CACHE_TIMEOUT_MS: 250,
      OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: undefined,
      OTEL_SERVICE_NAME: 'portal',
      SITE_PROFILE: undefined,
      NEXT_OUTPUT: undefined,
      NEXT_BUILD_TYPECHECK: true,
      NEXT_BUILD_CACHE: true,
    });
  });

  it('builds with its type check and its Turbopack cache unless told not to (npm test)', () => {
    expect(nextBuildOptions(checkPortalEnv({}))).toEqual({ typescript: { ignoreBuildErrors: false }, turbopackFileSystemCacheForBuild: true });
    expect(nextBuildOptions(checkPortalEnv({ NEXT_BUILD_TYPECHECK: 'false', NEXT_BUILD_CACHE: 'false' }))).toEqual({
      typescript: { ignoreBuildErrors: true },
      turbopackFileSystemCacheForBuild: false,
    });
    expect(problemOf({ NEXT_BUILD_TYPECHECK: 'no' })).toBe('Invalid environment: NEXT_BUILD_TYPECHECK must be true or false, got "no"');
  });

  it('refuses the published example secrets in the production profile only (issue 29)', () => {
    const published = { SESSION_SECRET: 'local-session-secret-change-me-0000000000000', REVALIDATE_SECRET: 'local-revalidate-secret-change-me-000000' };
    expect(problemOf({ ...published, NODE_ENV: 'production' })).toBe(
      'Invalid environment: SESSION_SECRET is a published example value: set a secret of your own (the production profile refuses it); ' +
        'REVALIDATE_SECRET is a published example value: set a secret of your own (the production profile refuses it)',
    );
    expect(problemOf({ SESSION_SECRET: 'x'.repeat(20) + '-change-me-' + 'y'.repeat(20), SITE_PROFILE: 'production' })).toMatch(/^Invalid environment: SESSION_SECRET is a published example value/);
    expect(() => checkPortalEnv({ ...published, NODE_ENV: 'production', SITE_PROFILE: 'demo' })).not.toThrow();
    expect(() => checkPortalEnv({ ...published, NODE_ENV: 'development' })).not.toThrow();
    expect(() => checkPortalEnv({ SESSION_SECRET: 'k'.repeat(43), NODE_ENV: 'production' })).not.toThrow();
  });

  it('describes every variable: kind, default where there is one, and what it is for', () => {
    for (const row of PORTAL_ENV.docs()) {
      expect(row.kind).not.toBe('');
      expect(row.description).toMatch(/^\S.{10,}\.$/);
    }
  });

  it('reads the values it is given, an empty one as unset', () => {
    expect(
      checkPortalEnv({
        PORT: '3100',
        WPS_BASE_URL: 'https://upstream.example/',
        WPS_CIPHER: 'tcg',
        SESSION_COOKIE_SECURE: 'false',
        SITE_ORIGINS: 'https://m.portal.example, https://www.portal.example',
        CONTENT_IMAGE_HOSTS: 'CDN.Operator.example',
        TRUSTED_PROXIES: 'loopback 2',
        MERCHANT_CODE: '',
        REDIS_CACHE_TIMEOUT_MS: '',
      }),
    ).toMatchObject({
      PORT: 3100,
      WPS_BASE_URL: 'https://upstream.example',
      WPS_CIPHER: 'tcg',
      SESSION_COOKIE_SECURE: false,
      SITE_ORIGINS: ['https://m.portal.example', 'https://www.portal.example'],
      CONTENT_IMAGE_HOSTS: ['cdn.operator.example'],
      TRUSTED_PROXIES: { hops: 2, ranges: [expect.anything(), expect.anything()] },
      MERCHANT_CODE: 'DEMO',
      REDIS_CACHE_TIMEOUT_MS: 250,
    });
  });

  it('stops on a bad value with one line naming the variable, never repeating a secret', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'abc' }, 'PORT must be a port number (0–65535), got "abc"'],
      [{ REDIS_URL: 'nope' }, 'REDIS_URL must be a redis:// or rediss:// URL, got "nope"'],
      [{ WPS_BASE_URL: '127.0.0.1:4000' }, 'WPS_BASE_URL must be an http:// or https:// URL, got "127.0.0.1:4000"'],
      [{ WPS_CIPHER: 'des' }, 'WPS_CIPHER must be one of aes, tcg, got "des"'],
      [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters without spaces, got a value of 5 characters'],
      [{ SESSION_COOKIE_SECURE: 'no' }, 'SESSION_COOKIE_SECURE must be true or false, got "no"'],
      [{ TRUSTED_PROXIES: 'lb.internal' }, 'TRUSTED_PROXIES must be addresses, CIDR ranges, loopback, private, linklocal or a hop count, got "lb.internal"'],
      [{ GAME_FRAME_ORIGINS: "https://games.example 'unsafe-eval'" }, `GAME_FRAME_ORIGINS must be http:// or https:// origins separated by commas or spaces, got "https://games.example 'unsafe-eval'"`],
      [{ REDIS_CACHE_TIMEOUT_MS: '-1' }, 'REDIS_CACHE_TIMEOUT_MS must be a whole number of milliseconds (at least 1), got "-1"'],
      [{ NEXT_OUTPUT: 'export' }, 'NEXT_OUTPUT must be one of standalone, got "export"'],
    ];
    for (const [source, problem] of cases) expect(problemOf(source)).toBe(`Invalid environment: ${problem}`);
  });

  it('reads a variable when it is used, again when its value changed', () => {
    const saved = process.env.WPS_CIPHER;
    try {
      process.env.WPS_CIPHER = 'tcg';
      expect(env.WPS_CIPHER).toBe('tcg');
      process.env.WPS_CIPHER = '';
      expect(env.WPS_CIPHER).toBe('aes');
      process.env.WPS_CIPHER = 'des';
      expect(() => env.WPS_CIPHER).toThrow('Invalid environment: WPS_CIPHER must be one of aes, tcg, got "des"');
    } finally {
      if (saved === undefined) delete process.env.WPS_CIPHER;
      else process.env.WPS_CIPHER = saved;
    }
  });

  it('is the only reader of the environment in the portal, but for Next’s own variables', () => {
    const allowed = new Set(['NODE_ENV', 'NEXT_RUNTIME']);
    const readers = portalSources().flatMap((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      return [...source.matchAll(/process\.env\.([A-Z_]+)/g)].map((match) => match[1]).filter((name) => !allowed.has(name)).map((name) => `${file}: ${name}`);
    });
    // The page cache is plain JavaScript Next imports unbundled (lib/env.ts says why).
    expect(readers).toEqual(['lib/cache/redis-tier.mjs: REDIS_CACHE_PREFIX', 'lib/cache/redis-tier.mjs: REDIS_CACHE_TIMEOUT_MS', 'lib/cache/redis-tier.mjs: REDIS_URL']);
  });

  it('gives the page cache the defaults the table documents', () => {
    const { REDIS_CACHE_PREFIX, REDIS_CACHE_TIMEOUT_MS } = PORTAL_ENV.variables;
    expect(readFileSync(path.join(ROOT, 'lib/cache/redis-tier.mjs'), 'utf8')).toContain(
      `const REDIS_TIER_DEFAULTS = { prefix: '${REDIS_CACHE_PREFIX.fallback}', timeoutMs: ${REDIS_CACHE_TIMEOUT_MS.fallback} };`,
    );
  });
});
