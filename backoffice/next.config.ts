import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { loadOrExit } from '../contract/env-schema';
import { nextBuildOptions } from '../contract/next-build-env';
import { checkBackofficeEnv } from './lib/env';

// The back office: its own Next.js app (run with backoffice/ as the working directory), its own
// port, talking only to the platform's /admin API. It shares contract/ with the portal and the
// platform, nothing else.

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// Every variable checked before a build or a server starts: a bad value stops it with one line naming it.
const env = loadOrExit(() => checkBackofficeEnv());

/**
 * Turbopack resolves only inside its root: the repository (contract/ and node_modules are beside
 * this folder), or — when node_modules links to another checkout — the nearest folder holding both.
 */
function workspaceRoot(): string {
  const repository = path.dirname(process.cwd());
  let modules: string;
  try {
    modules = realpathSync(path.join(repository, 'node_modules'));
  } catch {
    return repository;
  }
  let root = repository;
  while (!modules.startsWith(root + path.sep) && path.dirname(root) !== root) root = path.dirname(root);
  return root;
}

// What does not depend on the request; proxy.ts adds the per-request Content-Security-Policy.
const securityHeaders = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'no-referrer' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  // Never indexed, wherever it is reachable from.
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
];

const root = workspaceRoot();
const { typescript, turbopackFileSystemCacheForBuild } = nextBuildOptions(env);

const nextConfig: NextConfig = {
  turbopack: { root },
  // The container image (docker/backoffice.Dockerfile) runs Next's standalone server, traced from the
  // repository root so contract/ comes along; `npm start` does not.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' as const, outputFileTracingRoot: root } : {}),
  typescript,
  experimental: { turbopackFileSystemCacheForBuild },
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
