/**
 * @jest-environment node
 */
// The load balancer's rules (docker/nginx-routes.conf) in real nginx, in front of two stand-in
// instances that lose the first copy of every request after reading it, as an instance stopping
// mid-request does (issue 27, findings 2, 3 and 4):
// - a POST or PATCH without an Idempotency-Key is never resent to the other instance once sent (it
//   may have been done); one with a key is, and so are reads;
// - bodies: 128 KB unless the route is an upload (its own size), refused before an instance sees them;
// - a request for another host (Host header or absolute-form request line) is refused, never proxied.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import net from 'node:net';
import { bodyLimitOf, UPLOAD_ROUTES } from '@/lib/bff/body-limits';
import { nginxPath, startLoadBalancer, type LoadBalancer } from '../../../scripts/local-nginx.mjs';
import { freePort } from '../platform/platform-process';

interface Seen {
  id: string;
  instance: string;
  method: string;
  url: string;
  bytes: number;
  host: string | undefined;
}

/**
 * An instance that reads each request whole, then drops the connection without an answer the first
 * time a request id (`x-test-id`) reaches any instance, and answers it the next time.
 */
function standIn(name: string, seen: Seen[], dropped: Set<string>): Server {
  return createServer((request: IncomingMessage, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      const id = String(request.headers['x-test-id'] ?? '');
      seen.push({ id, instance: name, method: request.method!, url: request.url!, bytes, host: request.headers.host });
      if (id && !dropped.has(id)) {
        dropped.add(id);
        request.socket.destroy();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ instance: name }));
    });
  });
}

const listen = (server: Server, port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

const hasNginx = Boolean(nginxPath());
if (!hasNginx) console.warn('nginx is not installed here: the load balancer was checked statically only (tests/unit/deploy/containers.test.ts)');

(hasNginx ? describe : describe.skip)('the load balancer (docker/nginx-routes.conf in nginx)', () => {
  const seen: Seen[] = [];
  const dropped = new Set<string>();
  const servers: Server[] = [];
  let lb: LoadBalancer;
  let requestCount = 0;

  beforeAll(async () => {
    const ports = [await freePort(), await freePort(), await freePort(), await freePort()];
    for (const name of ['portal-a', 'portal-b', 'platform-a', 'platform-b']) servers.push(standIn(name, seen, dropped));
    await Promise.all(servers.map((server, i) => listen(server, ports[i])));
    lb = await startLoadBalancer(await freePort(), ports.slice(0, 2), ports.slice(2));
  });
  afterAll(async () => {
    await lb?.stop();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
  beforeEach(() => seen.splice(0));

  /** A request through the balancer whose first copy is lost on the instance that gets it. */
  async function lossy(path: string, init: RequestInit = {}) {
    const id = `r${requestCount++}`;
    const response = await fetch(`${lb.url}${path}`, { ...init, headers: { 'Content-Type': 'application/json', 'x-test-id': id, ...init.headers } });
    await response.arrayBuffer();
    return { status: response.status, copies: seen.filter((s) => s.id === id).map((s) => s.instance) };
  }

  describe('resending a request an instance lost (finding 4)', () => {
    it('never resends a POST without an Idempotency-Key: one instance saw it, the caller gets 502', async () => {
      const answer = await lossy('/api/register', { method: 'POST', body: '{"username":"x"}' });
      expect(answer).toEqual({ status: 502, copies: [expect.stringMatching(/^portal-/)] });
    });

    it('never resends a PATCH without one either', async () => {
      expect((await lossy('/api/profile', { method: 'PATCH', body: '{}' })).copies).toHaveLength(1);
    });

    it('resends a POST with an Idempotency-Key to the other instance (it replays the first answer)', async () => {
      const answer = await lossy('/api/withdraw', { method: 'POST', headers: { 'Idempotency-Key': 'k-0123456789abcdef' }, body: '{"amount":"1.00"}' });
      expect(answer.status).toBe(200);
      expect(new Set(answer.copies)).toEqual(new Set(['portal-a', 'portal-b']));
    });

    it('resends a keyed spin to the other platform instance, and not an unkeyed one', async () => {
      const keyed = await lossy('/vendor/local/spin', { method: 'POST', headers: { 'Idempotency-Key': 'spin-0123456789' }, body: '{}' });
      expect(keyed.status).toBe(200);
      expect(new Set(keyed.copies)).toEqual(new Set(['platform-a', 'platform-b']));
      expect((await lossy('/vendor/local/spin', { method: 'POST', body: '{}' })).copies).toHaveLength(1);
    });

    it('resends a keyed withdrawal confirmation with its proof image, and not an unkeyed one', async () => {
      const body = JSON.stringify({ proofImage: 'A'.repeat(2 * 1024 * 1024) });
      const keyed = await lossy('/api/withdraw/confirm', { method: 'POST', headers: { 'Idempotency-Key': 'k-confirm-0123456789' }, body });
      expect(keyed.status).toBe(200);
      expect(keyed.copies).toHaveLength(2);
      expect((await lossy('/api/withdraw/confirm', { method: 'POST', body })).copies).toHaveLength(1);
    });

    it('resends reads', async () => {
      const read = await lossy('/api/wallet/balance');
      expect(read.status).toBe(200);
      expect(read.copies).toHaveLength(2);
    });
  });

  describe('body sizes (finding 2)', () => {
    const post = (path: string, bytes: number) =>
      fetch(`${lb.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(bytes) }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });

    it('refuses more than 128 KB to any route but the uploads, before an instance sees it', async () => {
      expect(await post('/api/session', 100 * 1024)).toBe(200);
      expect(await post('/api/session', 200 * 1024)).toBe(413);
      expect(await post('/vendor/local/spin', 200 * 1024)).toBe(413);
      expect(seen.filter((s) => s.bytes > 128 * 1024)).toEqual([]);
    });

    it.each(UPLOAD_ROUTES.map((route) => [route, bodyLimitOf(route).bytes]))('takes %s up to its route’s limit (%d bytes) and no more than 1 MB over', async (route, limit) => {
      expect(await post(route, limit)).toBe(200);
      expect(await post(route, limit + 1024 * 1024)).toBe(413);
    });
  });

  describe('other hosts (finding 3)', () => {
    /** One raw request; the answer's status line and Location. */
    const raw = (requestLine: string, host: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const socket = net.connect(Number(new URL(lb.url).port), '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
        socket.on('error', reject);
        socket.on('close', () => resolve({ status: Number(text.split(' ')[1]), location: /\r\nlocation: ([^\r]*)/i.exec(text)?.[1] }));
      });

    it('refuses an absolute-form request line for another host, whatever the Host header says', async () => {
      const host = new URL(lb.url).host;
      for (const line of ['GET http://evil.example/ HTTP/1.1', 'GET http://evil.example/api/session HTTP/1.1', 'POST https://evil.example//x HTTP/1.1']) {
        expect([line, await raw(line, host)]).toEqual([line, { status: 421, location: undefined }]);
      }
      expect(await raw('GET / HTTP/1.1', 'evil.example')).toEqual({ status: 421, location: undefined });
      expect(seen).toEqual([]);
    });

    it('passes an absolute-form request line for its own host on as a path', async () => {
      const host = new URL(lb.url).host;
      expect((await raw(`GET http://${host}/api/session?x=1 HTTP/1.1`, 'evil.example')).status).toBe(200);
      expect(seen).toEqual([expect.objectContaining({ url: '/api/session?x=1', host })]);
    });
  });
});
