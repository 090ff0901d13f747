// The scripts of tests/support that tests run as processes of their own, compiled once per jest run
// (its global set-up) as the platform is (scripts/build-platform.mjs): one CommonJS file each, every
// package left to node_modules. Starting one is then a plain `node` of one file, not tsx compiling
// and resolving the platform's few hundred sources at every start. They sit in platform/test-dist,
// one folder below platform/ as platform/dist is, so PLATFORM_DIR finds migrations/ and fonts/.
import { build } from 'esbuild';
import path from 'node:path';
import { NODE_PROGRAM } from '../../scripts/build-platform.mjs';
import { root } from '../../scripts/local-env.mjs';

const SCRIPTS = ['cashier-platform', 'jackpot-ledger', 'seed-database', 'query-database', 'agent-seed-facts', 'plant-funds-password'];

await build({
  ...NODE_PROGRAM,
  entryPoints: Object.fromEntries(SCRIPTS.map((name) => [name, `tests/support/${name}.ts`])),
  outdir: path.join(root, 'platform', 'test-dist'),
});
