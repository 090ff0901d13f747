// nginx in front of local processes, as docker/nginx.conf puts it in front of the containers: the
// same routes, body sizes, retry rules and guest-page cache (docker/nginx-routes.conf, included as it
// is; docker/nginx-cache.conf, with its cache directories moved to a temporary directory), without
// TLS, on 127.0.0.1. Used by the scale-out cluster (tests/support/scale-out-cluster.ts), the load
// balancer's own tests and the bench (bench/run.mjs). nginx comes from Debian (.ci/run installs
// nginx-light).
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// From the repository root, where npm scripts, Jest and Playwright run (no import.meta: the test
// runners load this file as CommonJS).
const DOCKER = path.resolve('docker');
export const ROUTES_CONF = path.join(DOCKER, 'nginx-routes.conf');
export const CACHE_CONF = path.join(DOCKER, 'nginx-cache.conf');

/** nginx's path, or undefined when this machine has none. */
export function nginxPath() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return undefined;
}

/** docker/nginx-cache.conf with its cache directories under `dir`: the only change. */
export async function cacheConfig(dir) {
  return (await readFile(CACHE_CONF, 'utf8')).replaceAll('/var/cache/nginx/', `${dir}/cache/`);
}

/**
 * The configuration: docker/nginx.conf's shape with these ports, except that no instance is ever
 * taken out of rotation (max_fails=0): on one machine a stopped instance refuses a connection at
 * once, so every request tries it and moves on, and a test does not depend on when nginx puts a
 * restarted instance back. `extra` is added inside `http` (the bench's static-file server).
 */
export function loadBalancerConfig(dir, port, portals, platforms, extra = '') {
  const servers = (ports) => ports.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join('\n    ');
  return `daemon off;
master_process off;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  include ${dir}/portal-cache.conf;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
    ${servers(portals)}
    keepalive 16;
  }
  upstream platform {
    ${servers(platforms)}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port} default_server;
    return 421;
  }
  server {
    listen 127.0.0.1:${port};
    server_name 127.0.0.1 localhost;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    # $host as docker/nginx.conf sends it (the request line's host for an absolute-form target), with the port.
    proxy_set_header Host $host:$server_port;
    proxy_set_header X-Forwarded-For $remote_addr;
    include ${ROUTES_CONF};
  }
${extra}
}
`;
}

/**
 * Starts nginx on `port` in front of the given portal and platform ports; resolves once it is up
 * with its URL, its directory and stop().
 */
export async function startLoadBalancer(port, portals, platforms, { extra } = {}) {
  const nginx = nginxPath();
  if (!nginx) throw new Error('nginx is not installed');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'load-balancer-'));
  await mkdir(path.join(dir, 'cache'));
  await writeFile(path.join(dir, 'portal-cache.conf'), await cacheConfig(dir));
  await writeFile(path.join(dir, 'nginx.conf'), loadBalancerConfig(dir, port, portals, platforms, extra?.(dir)));
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errors}`);
    const up = await fetch(`${url}/nginx-probe`, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`nginx did not answer within 20 s: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
