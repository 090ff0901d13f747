/** @jest-environment node */
// Issue 27, findings 2 and 3, on Node's request event (lib/edge/early-refusals.ts) in a plain HTTP
// server: what it refuses never reaches the next handler (Next, in the portal), and a body it
// refuses is not read into memory. tests/bff/edge-raw-requests.spec.ts does the same to the portal.
import http, { type IncomingMessage } from 'node:http';
import net from 'node:net';
import { bodyLimitOf } from '@/lib/bff/body-limits';
import { originFormOf, refuseEarly } from '@/lib/edge/early-refusals';

interface Reached {
  url: string;
  bytes: number;
}

let server: http.Server;
let port: number;
const reached: Reached[] = [];

beforeAll(async () => {
  server = http.createServer((request: IncomingMessage, response) => {
    if (refuseEarly(request, response)) return;
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      reached.push({ url: request.url!, bytes });
      response.end('next');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => reached.splice(0));

/** Writes `head` (and `body`, if any) on a raw socket; resolves with the answer's status line and body once it has come. */
function exchange(head: string, body = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head + body));
    let text = '';
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (end === -1 || text.length - end - 4 < length) return;
      socket.destroy();
      resolve({ status: Number(text.split(' ')[1]), body: text.slice(end + 4) });
    });
  });
}

const post = (path: string, headers: Record<string, string | number>) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`;

describe('absolute-form request targets (finding 3)', () => {
  it('keeps origin-form targets, reduces one on the site’s host to its path and query, and refuses any other', () => {
    const hosts = new Set(['portal.example', 'localhost']);
    expect(originFormOf('/en/live?x=1', hosts)).toBe('/en/live?x=1');
    expect(originFormOf('http://PORTAL.example:8443/en/live?x=1', hosts)).toBe('/en/live?x=1');
    expect(originFormOf('https://localhost', hosts)).toBe('/');
    for (const target of ['http://evil.example/', 'http://evil.example//x', 'https://portal.example.evil.example/', 'ftp://portal.example/', 'javascript:alert(1)', 'portal.example/x', 'http://portal.example@evil.example/']) {
      expect([target, originFormOf(target, hosts)]).toEqual([target, undefined]);
    }
  });

  it('answers 400 for another host, and never hands the request on', async () => {
    const answer = await exchange('GET http://evil.example/th/live HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'bad_request_target' } });
    expect(reached).toEqual([]);
  });

  it('hands a target on its own host on as a path', async () => {
    expect((await exchange(`GET http://localhost:${port}/api/session?x=1 HTTP/1.1\r\nHost: localhost\r\n\r\n`)).status).toBe(200);
    expect(reached).toEqual([{ url: '/api/session?x=1', bytes: 0 }]);
  });
});

describe('bodies over their route’s limit (finding 2)', () => {
  it('answers 413 to a declared 10 MB login before a byte of it is sent, and never hands it on', async () => {
    const answer = await exchange(post('/api/session', { 'Content-Type': 'application/json', 'Content-Length': 10 * 1024 * 1024 }));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(reached).toEqual([]);
  });

  it('lets a sender that writes the whole body read the answer (the body is dropped, not kept)', async () => {
    const body = 'x'.repeat(2 * 1024 * 1024);
    const answer = await exchange(post('/api/session', { 'Content-Type': 'application/json', 'Content-Length': body.length }), body);
    expect(answer.status).toBe(413);
    expect(reached).toEqual([]);
  });

  it('takes an upload up to its own limit, and refuses more with the route’s own code', async () => {
    const slip = bodyLimitOf('/api/deposit/slip');
    const over = await exchange(post('/api/deposit/slip', { 'Content-Type': 'application/json', 'Content-Length': slip.bytes + 1 }));
    expect([over.status, JSON.parse(over.body).error.code]).toEqual([413, 'image_too_large']);
    const body = 'x'.repeat(100 * 1024);
    expect((await exchange(post('/api/deposit/slip', { 'Content-Type': 'application/json', 'Content-Length': body.length }), body)).status).toBe(200);
    expect(reached).toEqual([{ url: '/api/deposit/slip', bytes: body.length }]);
  });

  it('answers 411 to a body without a declared length', async () => {
    const answer = await exchange(post('/api/session', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }), '5\r\nhello\r\n');
    expect(answer.status).toBe(411);
    expect(reached).toEqual([]);
  });
});
