// Process entry: `npm run platform` (compiled: `node platform/dist/main.js`). Reads the environment
// first — a bad value stops the process here with one line naming it, before anything is opened —
// then builds the platform, listens on 127.0.0.1:PLATFORM_PORT, records itself in the data
// directory's pid file and shuts down cleanly (closing the database, removing the pid file) on
// SIGTERM/SIGINT.
import { loadOrExit } from '../../contract/env-schema';
import { loadPlatformConfig, revalidateTarget } from './config';
import { writePidFile } from './core/database/pid-file';

async function main(): Promise<void> {
  const config = loadOrExit(() => loadPlatformConfig());
  // Tracing must patch node:http before Fastify loads it: started before the server is imported.
  const { startTracing } = await import('./core/telemetry/tracing');
  const stopTracing = startTracing(config);
  const { buildPlatform } = await import('./server');

  const platform = await buildPlatform({
    config,
    dataDir: config.dataDir,
    databaseUrl: config.DATABASE_URL,
    merchantCode: config.MERCHANT_CODE,
    operatorKey: config.OPERATOR_KEY,
    revalidate: revalidateTarget(config),
    logLevel: config.LOG_LEVEL === 'silent' ? false : config.LOG_LEVEL,
    games: {
      localVendorUrl: config.LOCAL_VENDOR_URL ?? `http://127.0.0.1:${config.PLATFORM_PORT}`,
      frameAncestors: config.LOCAL_VENDOR_FRAME_ANCESTORS,
    },
  });
  if (platform.seed.seeded) {
    platform.app.log.info({ games: platform.seed.games, ms: platform.seed.ms }, 'database seeded');
    // A new demo database's winner board: real rounds played by demo members (nothing invented).
    if (config.profile === 'demo') {
      const { playDemoRounds } = await import('./modules/content');
      platform.app.log.info(await playDemoRounds(platform.db), 'demo rounds played');
    }
  }

  let removePidFile = async () => undefined as void;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    platform.app.log.info({ signal }, 'shutting down');
    try {
      await platform.close();
      await removePidFile();
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
  const address = await platform.app.listen({ port: config.PLATFORM_PORT, host: config.PLATFORM_HOST });
  // The operator CLI reads it before it would open the database itself (core/database/pid-file.ts).
  removePidFile = await writePidFile(config.dataDir, address);
  console.log(`platform listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error('platform failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
