// Where the platform keeps its files, and the environment variables it reads (main.ts and the CLI).
import path from 'node:path';
import type { RevalidateTarget } from './domain/revalidate';

/** `<repo>/.data/platform` unless PLATFORM_DATA_DIR says otherwise. */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.PLATFORM_DATA_DIR || path.resolve(__dirname, '../../.data/platform'));
}

export function revalidateTargetFromEnv(env: NodeJS.ProcessEnv = process.env): RevalidateTarget | undefined {
  return env.PORTAL_REVALIDATE_URL && env.REVALIDATE_SECRET
    ? { url: env.PORTAL_REVALIDATE_URL, secret: env.REVALIDATE_SECRET }
    : undefined;
}

export const DEFAULT_PORT = 4000;
export const DEFAULT_MERCHANT = 'DEMO';
