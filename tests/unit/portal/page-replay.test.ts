/** @jest-environment node */
// A cached page answered again from the request hook (lib/cache/page-replay.mjs): after Next has
// sent a memory-cache hit, the same URL gets the same answer without Next for as long as the page
// cache says Next would serve that entry fresh; anything Next could answer differently goes to it.
// Here "Next" is a real HTTP server's handler answering as Next answers a cache hit; the page
// cache's side (its freshness rule, tags revalidated on another instance) is tested with the cache
// handler in tests/integration/portal/shared-page-cache.test.ts.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { asciiHtml } from '@/lib/cache/ascii-html.mjs';
import { rememberPage, sendPageBytes } from '@/lib/cache/page-bytes.mjs';
import { type CachedPage, markReplayable, negotiatedEncoding, replayPage } from '@/lib/cache/page-replay.mjs';

const PAGE = `<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"/><title>คาสิโนสด</title></head><body>${'<p>ยินดีต้อนรับ</p>'.repeat(200)}</body></html>`;
const TEXT = asciiHtml(PAGE);
/** The page cache's answer to "would Next serve this entry fresh now?", as each test sets it. */
let fresh: (page: CachedPage, maxAge: number) => boolean;
const page: CachedPage = { bytes: Buffer.from(PAGE), key: '/th/live', entry: {}, servedFresh: (asked, maxAge) => fresh(asked, maxAge) };

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Next's answer to a hit; `headers` overrides or adds to it. */
let nextHeaders: Record<string, string>;
let nextCalls = 0;

function next(_request: IncomingMessage, response: ServerResponse): void {
  nextCalls += 1;
  response.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=3540');
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
  response.setHeader('x-nextjs-cache', 'HIT');
  response.setHeader('Content-Security-Policy', "script-src 'self' 'sha256-abc'");
  for (const [name, value] of Object.entries(nextHeaders)) response.setHeader(name, value);
  response.setHeader('Content-Length', Buffer.byteLength(TEXT));
  response.end(TEXT);
}

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    // As the request hook does for a page past its gates (lib/edge/page-region-gate.ts).
    sendPageBytes(response);
    markReplayable(request, response);
    if (!replayPage(request, response)) next(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let url: string;
let pathCount = 0;
beforeEach(() => {
  nextHeaders = {};
  nextCalls = 0;
  fresh = (asked) => asked === page;
  rememberPage(TEXT, page);
  // Each test its own URL: nothing kept by an earlier test answers it.
  url = `/th/page-${pathCount++}`;
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        // The connection's own headers and the date differ from one answer to the next.
        const headers = { ...(response.headers as Record<string, string>) };
        for (const name of ['date', 'connection', 'keep-alive']) delete headers[name];
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('a cached page answered again without Next', () => {
  it('sends the same answer as Next for the same URL once Next has sent it, in the same form', async () => {
    const asked: number[] = [];
    fresh = (named, maxAge) => {
      asked.push(maxAge);
      return named === page;
    };
    const first = await get(url);
    expect(nextCalls).toBe(1);
    const again = await get(url);
    const third = await get(url);
    expect(nextCalls).toBe(1);
    expect(again).toEqual(third);
    expect(again.status).toBe(200);
    expect(again.body.toString('utf8')).toBe(PAGE);
    // Next's headers exactly, with the Vary that Next's compression adds.
    const { vary, ...nextOwn } = first.headers;
    expect(again.headers).toEqual({ ...nextOwn, vary: `${vary}, Accept-Encoding`, 'content-length': String(Buffer.byteLength(PAGE)) });
    expect(again.headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc'");
    // Asked of the page cache each time, with the page's shared lifetime (s-maxage).
    expect(asked).toEqual([60, 60]);
  });

  it('gzips as Next would for a browser, and answers HEAD with the headers alone', async () => {
    await get(url);
    const zipped = await get(url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(nextCalls).toBe(1);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(PAGE);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    const head = await get(url, {}, 'HEAD');
    expect(nextCalls).toBe(1);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('goes to Next once the page cache would not serve the entry fresh, and forgets what it kept', async () => {
    await get(url);
    // Next then serves the stale entry (and renders it again in the background).
    fresh = () => false;
    nextHeaders = { 'x-nextjs-cache': 'STALE' };
    await get(url);
    expect(nextCalls).toBe(2);
    fresh = (asked) => asked === page;
    nextHeaders = {};
    await get(url);
    expect(nextCalls).toBe(3);
    await get(url);
    expect(nextCalls).toBe(3);
  });

  it.each([
    ['a query string', '?tab=slot', {}, 'GET'],
    ['a Server Components request', '', { RSC: '1' }, 'GET'],
    ['a prefetch', '', { 'Next-Router-Prefetch': '1' }, 'GET'],
    ['a router state tree', '', { 'Next-Router-State-Tree': '%5B%5D' }, 'GET'],
    ['an on-demand revalidation', '', { 'x-prerender-revalidate': 'x' }, 'GET'],
    ['draft mode', '', { Cookie: 'lang=en; __prerender_bypass=1' }, 'GET'],
    ['a POST', '', {}, 'POST'],
    ['an encoding with quality values', '', { 'Accept-Encoding': 'gzip;q=0, identity' }, 'GET'],
    ['deflate only', '', { 'Accept-Encoding': 'deflate' }, 'GET'],
  ])('leaves %s to Next', async (_name, query, headers, method) => {
    await get(url);
    await get(url + query, headers, method);
    expect(nextCalls).toBe(2);
  });

  it.each([
    ['a miss', { 'x-nextjs-cache': 'MISS' }],
    ['a private answer', { 'Cache-Control': 'private, no-store' }],
    ['an answer setting a cookie', { 'Set-Cookie': 'a=b' }],
    ['an answer without a shared lifetime', { 'Cache-Control': 'max-age=60' }],
  ])('never keeps %s', async (_name, headers) => {
    nextHeaders = headers;
    await get(url);
    await get(url);
    expect(nextCalls).toBe(2);
  });

  it('never keeps what Next sent for a request it would answer differently', async () => {
    await get(url, { RSC: '1' });
    await get(`${url}?x=1`);
    await get(url);
    expect(nextCalls).toBe(3);
  });
});

describe("the encoding Next's compression would choose", () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'gzip'],
    ['br', 'identity'],
    ['identity', 'identity'],
    ['deflate', undefined],
    ['gzip;q=1.0, identity; q=0.5', undefined],
    ['*', undefined],
  ])('%j → %j', (header, encoding) => {
    expect(negotiatedEncoding(header)).toBe(encoding);
  });
});
