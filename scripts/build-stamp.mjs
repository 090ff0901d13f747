// Whether a production build is older than its sources (then `npm start` builds it again): the
// portal's (.next), the back office's (backoffice/.next) and the platform's (platform/dist,
// scripts/build-platform.mjs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './local-env.mjs';

const PORTAL_SOURCES = ['app', 'components', 'contract', 'lib', 'messages', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package-lock.json'];
const PLATFORM_SOURCES = ['platform/src', 'contract', 'scripts/build-platform.mjs', 'package-lock.json'];
const BACKOFFICE_SOURCES = ['app', 'components', 'i18n', 'lib', 'messages', 'proxy.ts', 'instrumentation.ts', 'next.config.ts']
  .map((source) => path.join('backoffice', source))
  .concat(['contract', 'package-lock.json']);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** True when any of `built` is missing or older than the newest of `sources`. */
function isStale(built, sources) {
  if (!built.every((file) => existsSync(path.join(root, file)))) return true;
  const oldest = Math.min(...built.map((file) => statSync(path.join(root, file)).mtimeMs));
  return sources.some((source) => newestMtime(path.join(root, source)) > oldest);
}

export function buildIsStale() {
  return isStale([path.join('.next', 'BUILD_ID')], PORTAL_SOURCES);
}

export function platformBuildIsStale() {
  return isStale([path.join('platform', 'dist', 'main.js'), path.join('platform', 'dist', 'cli.js')], PLATFORM_SOURCES);
}

export function backofficeBuildIsStale() {
  return isStale([path.join('backoffice', '.next', 'BUILD_ID')], BACKOFFICE_SOURCES);
}
