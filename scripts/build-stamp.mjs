// Whether the portal's production build is older than its sources (then `npm start` rebuilds).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './local-env.mjs';

const SOURCES = ['app', 'components', 'contract', 'lib', 'messages', 'public', 'proxy.ts', 'instrumentation.ts', 'instrumentation-node.ts', 'next.config.ts', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

export function buildIsStale() {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}
