// The back office as a child process of `npm start` / `npm run dev`: a Next.js app in backoffice/,
// run from that folder (its next.config.ts, i18n and messages are found from there).
import path from 'node:path';
import { root } from './local-env.mjs';
import { run, runToEnd, waitForHttp } from './processes.mjs';
import { KEEP_ALIVE_ARGS } from './server-node-options.mjs';

export const BACKOFFICE_DIR = path.join(root, 'backoffice');

export function buildBackoffice(env) {
  return runToEnd('next', ['build'], env, { cwd: BACKOFFICE_DIR });
}

/**
 * `next start` (production) or `next dev`; resolves once its login page answers. It listens on
 * BACKOFFICE_HOST, this machine only unless said (docs/back-office.md: never where the portal's
 * visitors can reach it).
 */
export async function startBackoffice(mode, env) {
  const host = process.env.BACKOFFICE_HOST || '127.0.0.1';
  const child = run('next', [mode, '-p', env.BACKOFFICE_PORT, '-H', host, ...(mode === 'start' ? KEEP_ALIVE_ARGS : [])], env, { prefix: 'backoffice', cwd: BACKOFFICE_DIR });
  await waitForHttp(`http://127.0.0.1:${env.BACKOFFICE_PORT}/login`, mode === 'dev' ? 120_000 : 60_000, child);
  return child;
}
