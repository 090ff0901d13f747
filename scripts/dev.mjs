// `npm run dev`: the platform with reload (tsx watch), the portal's and the back office's dev servers
// (hot reload).
import { startBackoffice } from './backoffice.mjs';
import { localEnv } from './local-env.mjs';
import { run, stopOnSignals, waitForHttp } from './processes.mjs';

const env = localEnv({ NODE_ENV: 'development' });
stopOnSignals();

const platform = run('tsx', ['watch', 'platform/src/main.ts'], env, { prefix: 'platform' });
await waitForHttp(`${env.WPS_BASE_URL}/health`, 120_000, platform);
run('next', ['dev', '-p', env.PORT], env, { prefix: 'portal' });
await startBackoffice('dev', env);
console.log(`Portal (dev): http://localhost:${env.PORT} · Back office (dev): ${env.BACKOFFICE_PUBLIC_URL} · Platform: ${env.WPS_BASE_URL}`);
