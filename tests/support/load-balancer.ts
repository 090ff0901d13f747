// nginx in front of local instances, as docker/nginx.conf puts it in front of the containers: the
// same routes, body sizes, retry rules and page cache (docker/nginx-routes.conf, included as it is;
// docker/nginx-cache.conf, with its cache directory moved here), without TLS, on 127.0.0.1. Used by the scale-out cluster (tests/support/scale-out-cluster.ts) and the load
// balancer's own tests (tests/integration/portal/load-balancer.test.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const ROUTES_CONF = path.resolve(__dirname, '../../docker/nginx-routes.conf');
export const CACHE_CONF = path.resolve(__dirname, '../../docker/nginx-cache.conf');

/** docker/nginx-cache.conf with its cache directories under `dir`: the only change. */
export async function cacheConfig(dir: string): Promise<string> {
  return (await readFile(CACHE_CONF, 'utf8')).replaceAll('/var/cache/nginx/', `${dir}/cache/`);
}

/** nginx from Debian (.ci/run installs nginx-light), or undefined when this machine has none. */
export function nginxPath(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return undefined;
}

/**
 * The configuration: docker/nginx.conf's shape with these ports, except that no instance is ever
 * taken out of rotation (max_fails=0): on one machine a stopped instance refuses a connection at
 * once, so every request tries it and moves on, and a test does not depend on when nginx puts a
 * restarted instance back.
 */
export function loadBalancerConfig(dir: string, port: number, portals: number[], platforms: number[]): string {
  const servers = (ports: number[]) => ports.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join('\n    ');
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
}
`;
}

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

/** Starts nginx on `port` in front of the given portal and platform ports; resolves once it is up. */
export async function startLoadBalancer(port: number, portals: number[], platforms: number[]): Promise<LoadBalancer> {
  const nginx = nginxPath();
  if (!nginx) throw new Error('nginx is not installed');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'load-balancer-'));
  await mkdir(path.join(dir, 'cache'));
  await writeFile(path.join(dir, 'portal-cache.conf'), await cacheConfig(dir));
  await writeFile(path.join(dir, 'nginx.conf'), loadBalancerConfig(dir, port, portals, platforms));
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
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
