// `npm run test:soak`: the load and property suites at full size (TEST_SOAK=on): 500 concurrent
// money commands on one wallet and over 100 wallets, 200 players on one live round (platform and
// BFF), a 3,000-member agent forest, 20,000 bulk agent rounds, 1,000 wrong passwords against one
// account; and every browser journey in both Thai and English. `npm test` runs the same suites at a
// per-push size, each journey in one language.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './local-env.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, TEST_SOAK: 'on', NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const run = (command, args) => spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status === 0;

const ok =
  run(bin('jest'), [
    '--ci',
    '--maxWorkers=2',
    'tests/integration/platform/money-concurrency.test.ts',
    'tests/integration/platform/live-table-settlement.test.ts',
    'tests/integration/platform/agent-scope-property.test.ts',
    'tests/integration/platform/agent-seed.test.ts',
  ]) &&
  // Every browser suite, each journey in Thai and in English (tests/support/locales.ts), the BFF load tests at full size.
  run(bin('playwright'), ['test']);
process.exit(ok ? 0 : 1);
