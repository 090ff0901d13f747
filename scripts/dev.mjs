// `npm run dev`: the platform with reload (tsx watch) and the portal's dev server (hot reload).
import { localEnv } from './local-env.mjs';
import { run, stopOnSignals, waitForHttp } from './processes.mjs';

const env = localEnv({ NODE_ENV: 'development' });
stopOnSignals();

const platform = run('tsx', ['watch', 'platform/src/main.ts'], env, { prefix: 'platform' });
await waitForHttp(`${env.WPS_BASE_URL}/health`, 120_000, platform);
run('next', ['dev', '-p', env.PORT], env, { prefix: 'portal' });
console.log(`Portal (dev): http://localhost:${env.PORT} · Platform: ${env.WPS_BASE_URL}`);
