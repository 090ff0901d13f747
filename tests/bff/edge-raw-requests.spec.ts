import net from 'node:net';
import { expect, test } from '@playwright/test';

// Issue 27 on a raw socket, as an attacker sends it (no browser or HTTP client would):
// - finding 3: an absolute-form request line (`GET http://evil.example/ HTTP/1.1`) made Next answer
//   `308 Location: http://evil.example/`;
// - finding 2: a body declared larger than its route takes reached the route. proxy.ts refuses it by
//   its declared length (413, or 411 without one) once Next has buffered it (at most
//   proxyClientMaxBodySize); in the production topology nginx refuses it before reading a byte
//   (client_max_body_size, docker/nginx-routes.conf; tests/integration/portal/load-balancer.test.ts).

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The data of a chunked body (`<hex size>\r\n<data>\r\n` … `0\r\n\r\n`). */
function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * Sends `head` (the request line and headers, and nothing more) and reads the answer the portal
 * gives: it resolves once the answer's head and its declared body have arrived, whether or not the
 * request's own body was ever sent.
 */
function exchange(origin: string, head: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let received = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length'] ?? Number.NaN);
      let body: Buffer = received.subarray(end + 4);
      if (Number.isFinite(length) && body.length < length) return;
      if (headers['transfer-encoding']?.includes('chunked')) {
        // A chunked answer is whole at its last, empty chunk; its body is the chunks' data.
        if (!body.includes('\r\n0\r\n\r\n') && !body.subarray(0, 5).equals(Buffer.from('0\r\n\r\n'))) return;
        body = dechunk(body);
      }
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
    });
  });
}

const requestHead = (line: string, headers: Record<string, string | number>) =>
  `${line}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n`;

test.describe('absolute-form request lines (finding 3)', () => {
  for (const target of ['http://evil.example/', 'http://evil.example//x', 'http://evil.example/th/live', 'http://evil.example/en/member', 'http://evil.example/index', 'https://evil.example/api/session']) {
    test(`GET ${target} is refused, never redirected to that host`, async ({ baseURL }) => {
      const answer = await exchange(baseURL!, requestHead(`GET ${target} HTTP/1.1`, { Host: new URL(baseURL!).host, Connection: 'close' }));
      expect(answer.status).toBe(400);
      expect(answer.headers.location).toBeUndefined();
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'bad_request_target' } });
    });
  }

  test("a target on the site's own host is served as its path", async ({ baseURL }) => {
    const { host } = new URL(baseURL!);
    const answer = await exchange(baseURL!, requestHead(`GET http://${host}/api/session HTTP/1.1`, { Host: host, Connection: 'close' }));
    const direct = await exchange(baseURL!, requestHead('GET /api/session HTTP/1.1', { Host: host, Connection: 'close' }));
    expect(answer.status).toBe(direct.status);
    expect(answer.body).toBe(direct.body);
    // A redirect for a path on the site stays on the site: a path (not `//host`), never another origin.
    const redirected = await exchange(baseURL!, requestHead(`GET http://${host}//evil.example HTTP/1.1`, { Host: host, Connection: 'close' }));
    expect(redirected.status).toBe(308);
    expect(redirected.headers.location).toMatch(/^\/(?![/\\])/);
  });
});

test.describe('bodies over their route’s limit (finding 2)', () => {
  test('a 10 MB body to a 64 KB route is refused with 413 by its declared length', async ({ baseURL }) => {
    const body = 'x'.repeat(10 * 1024 * 1024);
    const answer = await exchange(
      baseURL!,
      requestHead('POST /api/session HTTP/1.1', { Host: new URL(baseURL!).host, 'Content-Type': 'application/json', 'Content-Length': body.length }) + body,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  test('an upload route takes its own size, and refuses more the same way, with its own code', async ({ baseURL }) => {
    const host = new URL(baseURL!).host;
    const large = 'x'.repeat(30 * 1024 * 1024);
    const slip = await exchange(baseURL!, requestHead('POST /api/deposit/slip HTTP/1.1', { Host: host, 'Content-Type': 'application/json', 'Content-Length': large.length }) + large);
    expect(slip.status).toBe(413);
    expect(JSON.parse(slip.body)).toMatchObject({ error: { code: 'image_too_large' } });
    // 100 KB: over the default, within the slip's limit. The session route refuses it; the slip
    // route reads it and answers itself (here: 401, a guest).
    const body = JSON.stringify({ depositId: '1', image: 'A'.repeat(100 * 1024) });
    const post = (path: string) =>
      exchange(baseURL!, requestHead(`POST ${path} HTTP/1.1`, { Host: host, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Connection: 'close' }) + body);
    expect((await post('/api/session')).status).toBe(413);
    expect((await post('/api/deposit/slip')).status).toBe(401);
  });

  test('a body without a declared length is refused with 411', async ({ baseURL }) => {
    const answer = await exchange(
      baseURL!,
      requestHead('POST /api/session HTTP/1.1', { Host: new URL(baseURL!).host, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }) + '5\r\nhello\r\n0\r\n\r\n',
    );
    expect(answer.status).toBe(411);
  });
});
