/** @jest-environment node */
// Issue 27 finding 2: a production start on the embedded database (NODE_ENV=production, no
// DATABASE_URL: PGlite, one connection for everything) says so loudly in the log at start and keeps
// saying it in GET /health; outside production, or on PostgreSQL, it says nothing.
import { startPlatform, type RunningPlatform } from './platform-process';
// The platforms here start from the seeded (demo) template, as `npm start` does: a production build
// in the demo profile (SITE_PROFILE=demo); the production profile refuses a demo database.
import { postgresReachable, testDatabase } from './postgres-test-db';

jest.setTimeout(180_000);

const WARNING = 'embedded_database_in_production';
const health = async (platform: RunningPlatform) => (await (await fetch(`${platform.url}/health`)).json()).value;
/** The start log's JSON lines that carry a warning. */
const warningLines = (platform: RunningPlatform) =>
  platform
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; warning?: string; msg: string })
    .filter((line) => line.warning);

async function withPlatform(env: Record<string, string>, check: (platform: RunningPlatform) => Promise<void>) {
  const platform = await startPlatform({ LOG_LEVEL: 'warn', ...env });
  try {
    await check(platform);
  } finally {
    await platform.stop();
  }
}

it('warns at start and in /health when production runs on the embedded database', async () => {
  await withPlatform({ NODE_ENV: 'production', SITE_PROFILE: 'demo', DATABASE_URL: '' }, async (platform) => {
    const [line, ...more] = warningLines(platform);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 40, warning: WARNING });
    expect(line.msg).toMatch(/^PRODUCTION ON THE EMBEDDED DATABASE .*DATABASE_URL/);
    expect(await health(platform)).toEqual({ ok: true, database: 'pglite', warnings: [WARNING] });
  });
});

it('says nothing of it outside production', async () => {
  await withPlatform({ NODE_ENV: 'development', DATABASE_URL: '' }, async (platform) => {
    expect(warningLines(platform)).toEqual([]);
    expect(await health(platform)).toEqual({ ok: true, database: 'pglite', warnings: [] });
  });
});

(postgresReachable() ? it : it.skip)('says nothing of it in production on PostgreSQL', async () => {
  const database = testDatabase();
  try {
    await withPlatform({ NODE_ENV: 'production', SITE_PROFILE: 'demo', DATABASE_URL: await database.create() }, async (platform) => {
      expect(warningLines(platform)).toEqual([]);
      expect(await health(platform)).toEqual({ ok: true, database: 'postgres', warnings: [] });
    });
  } finally {
    await database.drop();
  }
});
