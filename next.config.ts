import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { loadOrExit } from './contract/env-schema';
import { nextBuildOptions } from './contract/next-build-env';
import { LARGEST_BODY_BYTES } from './lib/bff/body-limits';
import { checkPortalEnv } from './lib/env';
import { STATIC_SECURITY_HEADERS } from './lib/edge/static-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // Every message file is compiled to icu-minify's form when it is bundled, and next-intl swaps
    // its ICU parser and formatter (intl-messageformat, about 12 KB gzipped on every page) for a
    // small formatter of compiled messages. `t.raw` is not available then.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// Every variable checked before a build or a server starts: a bad value stops `next build`, `next dev`
// or `next start` here with one line naming it (instrumentation.ts checks again in a standalone server).
const env = loadOrExit(() => checkPortalEnv());

// The rest (CSP, HSTS) depends on run-time configuration: proxy.ts adds it (lib/edge/security-headers.ts).
const securityHeaders = [...STATIC_SECURITY_HEADERS];

/**
 * Turbopack resolves only inside its root. A git worktree may link node_modules from another
 * checkout: the root is then the nearest directory holding both (the project itself otherwise).
 */
function workspaceRoot(): string {
  const project = process.cwd();
  let modules: string;
  try {
    modules = realpathSync(path.join(project, 'node_modules'));
  } catch {
    return project;
  }
  let root = project;
  while (!modules.startsWith(root + path.sep) && path.dirname(root) !== root) root = path.dirname(root);
  return root;
}

const { typescript, turbopackFileSystemCacheForBuild } = nextBuildOptions(env);

const nextConfig: NextConfig = {
  turbopack: { root: workspaceRoot() },
  typescript,
  // The container image (docker/portal.Dockerfile) runs Next's standalone server; `npm start` does not.
  output: env.NEXT_OUTPUT,
  poweredByHeader: false,
  // One metrics registry per process: the route handlers and the cache handler load the same copy.
  serverExternalPackages: ['prom-client'],
  // Next hashes the whole body in JavaScript on every response to make an ETag, which costs more
  // than sending a cached page (bench/run.mjs). Pages are cached by Cache-Control (s-maxage +
  // stale-while-revalidate), by nginx or a CDN in front (docs/edge-cache.md).
  generateEtags: false,
  // Pages and data in memory and, with REDIS_URL, shared by every instance (see the file).
  cacheHandler: path.resolve('lib/cache/page-cache-handler.mjs'),
  // The handler keeps its own memory tier.
  cacheMaxMemorySize: 0,
  reactStrictMode: true,
  experimental: {
    // proxy.ts runs for the BFF, so Next buffers a call's body before the route reads it, and cuts
    // one over this size short without a word (10 MB by default): the largest body a route takes
    // (lib/bff/body-limits.ts). Every other route's limit is enforced on its declared length before
    // Next reads a byte (lib/edge/early-refusals.ts).
    proxyClientMaxBodySize: LARGEST_BODY_BYTES,
    turbopackFileSystemCacheForBuild,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
