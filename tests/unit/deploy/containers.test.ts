/** @jest-environment node */
// The container shape of issue #16: both images run Node 24 as a non-root user with a health check,
// compose.yaml runs PostgreSQL, Redis, two platform and two portal instances behind a TLS load
// balancer that knows all four; `docker compose config` and `docker build` run where Docker does
// (this machine's CI has the client but no daemon and no compose plugin: skipped with a message).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { checkPortalEnv } from '@/lib/env';
import { loadPlatformConfig } from '@/platform/src/config';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  build?: { dockerfile: string };
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: unknown;
  stop_grace_period?: string;
}
const compose = load(read('compose.yaml')) as { services: Record<string, Service> };
const docker = (args: string[], timeout = 60_000) => spawnSync('docker', args, { cwd: ROOT, encoding: 'utf8', timeout });

describe.each(['docker/portal.Dockerfile', 'docker/platform.Dockerfile'])('%s', (file) => {
  const text = read(file);
  it('runs Node 24, as a non-root user, with a health check, in stages', () => {
    expect(text.match(/^FROM node:24[-\w.]* AS \w+$/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^USER node$/m);
    expect(text).toMatch(/^HEALTHCHECK /m);
    // The process is node itself (exec form), so SIGTERM reaches it for a graceful stop.
    expect(text).toMatch(/^CMD \["(node|node_modules\/\.bin\/tsx)"/m);
  });
});

describe('docker/platform.Dockerfile', () => {
  const text = read('docker/platform.Dockerfile');
  it('runs the compiled platform, with the migrations and fonts it finds one folder up, and no tsx', () => {
    expect(text).toMatch(/^RUN node scripts\/build-platform\.mjs$/m);
    expect(text).toMatch(/^CMD \["node", "platform\/dist\/main\.js"\]$/m);
    for (const folder of ['platform/dist', 'platform/migrations', 'platform/fonts']) expect(text).toMatch(new RegExp(`^COPY .* \\./${folder}$`, 'm'));
    expect(text).not.toMatch(/^(RUN|CMD|ENTRYPOINT).*tsx/m);
  });
});

describe('compose.yaml', () => {
  const services = compose.services;
  it('has PostgreSQL, Redis, two platform and two portal instances and a load balancer', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'platform1', 'platform2', 'portal1', 'portal2', 'lb']));
    for (const name of ['platform1', 'platform2']) {
      expect(services[name].build?.dockerfile).toBe('docker/platform.Dockerfile');
      expect(services[name].environment).toMatchObject({ DATABASE_URL: expect.stringContaining('@postgres:5432/'), REDIS_URL: 'redis://redis:6379' });
    }
    for (const name of ['portal1', 'portal2']) {
      expect(services[name].build?.dockerfile).toBe('docker/portal.Dockerfile');
      expect(services[name].environment).toMatchObject({ REDIS_URL: 'redis://redis:6379', WPS_BASE_URL: expect.stringMatching(/^http:\/\/platform[12]:4000$/) });
      expect(services[name].stop_grace_period).toBeDefined();
    }
    expect(services.postgres.healthcheck).toBeDefined();
    expect(services.redis.healthcheck).toBeDefined();
  });

  it('balances over every instance with TLS, and resends a request an instance could not answer (money commands replay by their keys)', () => {
    const nginx = read('docker/nginx.conf');
    for (const upstream of ['portal1:3000', 'portal2:3000', 'platform1:4000', 'platform2:4000']) expect(nginx).toContain(`server ${upstream}`);
    expect(nginx).toMatch(/listen 443 ssl;/);
    expect(nginx).toMatch(/^\s*proxy_next_upstream error timeout http_502 http_503 non_idempotent;/m);
  });

  it('gives each program an environment its checks accept (with the images’ own ENV and compose’s defaults)', () => {
    const imageEnv = (file: string) =>
      Object.fromEntries([...read(file).matchAll(/^ENV (.+)$/gm)].flatMap((line) => line[1].split(' ').map((pair) => pair.split('=') as [string, string])));
    const resolved = (environment: Record<string, string> = {}) =>
      Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, String(value).replace(/\$\{\w+:-([^}]*)\}/g, '$1')]));
    for (const name of ['platform1', 'platform2']) {
      expect(() => loadPlatformConfig({ ...imageEnv('docker/platform.Dockerfile'), ...resolved(services[name].environment) })).not.toThrow();
    }
    for (const name of ['portal1', 'portal2']) {
      expect(() => checkPortalEnv({ ...imageEnv('docker/portal.Dockerfile'), ...resolved(services[name].environment) })).not.toThrow();
    }
  });

  it('validates with docker compose config where the compose plugin exists', () => {
    const version = docker(['compose', 'version']);
    if (version.status !== 0) {
      console.warn('docker compose is not installed here: compose.yaml was checked by the test above only');
      return;
    }
    const result = docker(['compose', '-f', 'compose.yaml', 'config', '--quiet']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('builds both images where a Docker daemon runs', () => {
    if (docker(['info']).status !== 0) {
      console.warn('no Docker daemon here: the images were not built (docker build -f docker/<portal|platform>.Dockerfile .)');
      return;
    }
    for (const [file, tag] of [['docker/platform.Dockerfile', 'betting-platform:test'], ['docker/portal.Dockerfile', 'betting-portal:test']]) {
      const result = docker(['build', '-f', file, '-t', tag, '.'], 20 * 60_000);
      expect(result.status).toBe(0);
    }
  }, 45 * 60_000);
});
