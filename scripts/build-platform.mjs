// `npm run build:platform`: the platform and its operator CLI compiled into platform/dist, one
// CommonJS file each with every package left to node_modules (esbuild). Production runs these:
// `node platform/dist/main.js` (`npm start`, docker/platform.Dockerfile) and
// `node platform/dist/cli.js` (the CLI in a container); tsx runs the sources in development and tests.
// Both files sit in platform/dist, one folder below platform/ as the sources in platform/src are,
// so PLATFORM_DIR (platform/src/config.ts) finds migrations/ and fonts/ from either.
import { build } from 'esbuild';
import path from 'node:path';
import { root } from './local-env.mjs';

export const PLATFORM_DIST = path.join(root, 'platform', 'dist');

/** esbuild's options for a Node program of the platform's sources: one CommonJS file, packages left to node_modules. */
export const NODE_PROGRAM = { absWorkingDir: root, bundle: true, platform: 'node', format: 'cjs', target: 'node24', packages: 'external', keepNames: true, logLevel: 'warning' };

export async function buildPlatform() {
  await build({ ...NODE_PROGRAM, entryPoints: { main: 'platform/src/main.ts', cli: 'platform/src/ops/cli.ts' }, outdir: PLATFORM_DIST });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildPlatform();
  console.log(`platform built into ${path.relative(process.cwd(), PLATFORM_DIST) || '.'} in ${Date.now() - started} ms`);
}
