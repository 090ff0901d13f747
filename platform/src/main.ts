// Process entry: `npm run platform`. Reads the environment, builds the platform, listens on
// 127.0.0.1:PLATFORM_PORT and shuts down cleanly (closing the database) on SIGTERM/SIGINT.
import { stopTracing } from './telemetry/register';
import { DEFAULT_MERCHANT, DEFAULT_PORT, resolveDataDir, revalidateTargetFromEnv } from './config';
import { buildPlatform } from './server';

async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.PLATFORM_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PLATFORM_PORT: ${env.PLATFORM_PORT}`);
  const logLevel = env.LOG_LEVEL ?? 'info';

  const platform = await buildPlatform({
    dataDir: resolveDataDir(env),
    databaseUrl: env.DATABASE_URL || undefined,
    merchantCode: env.MERCHANT_CODE || DEFAULT_MERCHANT,
    operatorKey: env.OPERATOR_KEY || undefined,
    revalidate: revalidateTargetFromEnv(env),
    logLevel: logLevel === 'silent' ? false : logLevel,
    games: {
      localVendorUrl: env.LOCAL_VENDOR_URL || `http://127.0.0.1:${port}`,
      frameAncestors: env.LOCAL_VENDOR_FRAME_ANCESTORS || undefined,
    },
  });
  if (platform.seed.seeded) {
    platform.app.log.info({ games: platform.seed.games, ms: platform.seed.ms }, 'database seeded');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    platform.app.log.info({ signal }, 'shutting down');
    try {
      await platform.close();
      await stopTracing();
      process.exit(0);
    } catch (error) {
      console.error('platform shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // 127.0.0.1 unless PLATFORM_HOST says otherwise (0.0.0.0 in a container, behind the portal and the load balancer).
  const address = await platform.app.listen({ port, host: env.PLATFORM_HOST || '127.0.0.1' });
  console.log(`platform listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error('platform failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
