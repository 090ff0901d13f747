/** @jest-environment node */
// A cached page goes out as its UTF-8 bytes (lib/cache/page-bytes.mjs): the page cache keeps the
// ASCII text Next sends and names the bytes of the unescaped document for it; the request hook's
// `end` sends those instead, with their length, and anything else unchanged. The page's script
// policy holds the hashes of both forms, so the inline scripts run whichever form arrives.
// The page cache's own part (bytes made once per entry, the escaped text from Redis sending its
// own bytes) is tested with the cache handler in tests/integration/portal/shared-page-cache.test.ts.
import { createHash } from 'node:crypto';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asciiHtml, isAscii } from '@/lib/cache/ascii-html.mjs';
import { pageBytesOf, rememberPage, sendPageBytes } from '@/lib/cache/page-bytes.mjs';
import { pageScriptPolicy } from '@/lib/cache/page-csp.mjs';

const PAGE = `<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"/><title>คาสิโนสด | Royal Bet</title>
<script>document.documentElement.dataset.hint='ธีม';</script></head><body><h1>ยินดีต้อนรับ 💬</h1>
<script>self.__next_f.push([1,"5:[\\"$\\",\\"p\\",null,{\\"children\\":\\"ยินดีต้อนรับ\\"}]\\n"])</script></body></html>`;

const scriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);

/** A server answering as Next answers a cache hit: Content-Length of the text, then `end(text)`. */
async function serve(text: string, hook = sendPageBytes): Promise<{ body: Buffer; length: string | null }> {
  const server = http.createServer((request, response: ServerResponse) => {
    hook(response);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(text));
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { body: Buffer.from(await answer.arrayBuffer()), length: answer.headers.get('content-length') };
  } finally {
    server.close();
  }
}

describe('a cached page sent as its UTF-8 bytes', () => {
  it('sends the bytes named for the exact text, with their own length; its policy allows both forms', async () => {
    const text = asciiHtml(PAGE);
    expect(isAscii(text)).toBe(true);
    rememberPage(text, { bytes: Buffer.from(PAGE) });
    const sent = await serve(text);
    expect(sent.body.toString('utf8')).toBe(PAGE);
    expect(Number(sent.length)).toBe(Buffer.byteLength(PAGE));
    expect(Buffer.byteLength(PAGE)).toBeLessThan(text.length);

    // As the page cache stores it: the inline scripts of the bytes and of the text are both allowed.
    const policy = pageScriptPolicy(text, PAGE);
    expect(scriptHashes(PAGE)).not.toEqual(scriptHashes(text));
    for (const hash of [...scriptHashes(PAGE), ...scriptHashes(text)]) expect(policy).toContain(hash);
  });

  it('anything the page cache did not name goes out unchanged, and without the hook too', async () => {
    const other = '{"ok":true,"text":"ไม่ใช่หน้า"}';
    expect(await serve(other)).toEqual({ body: Buffer.from(other), length: String(Buffer.byteLength(other)) });
    rememberPage('<p>named</p>', { bytes: Buffer.from('<p>bytes</p>') });
    expect((await serve('<p>named</p>', () => undefined)).body.toString()).toBe('<p>named</p>');
    expect((await serve('<p>named</p>')).body.toString()).toBe('<p>bytes</p>');
  });

  it('comes first when a compression layer puts its own end on the response after the hook, as Next does', async () => {
    const text = '<p>ข้อความ</p>'.replace(/[^\x00-\x7F]/g, (c) => `&#x${c.codePointAt(0)!.toString(16)};`);
    rememberPage(text, { bytes: Buffer.from('<p>ข้อความ</p>') });
    // Like compression's: reads the headers (writing them) before it calls the end it found.
    const compressionLike = (response: ServerResponse) => {
      sendPageBytes(response);
      const inner = response.end;
      response.end = function (this: ServerResponse, ...args: unknown[]) {
        if (!this.headersSent) this.writeHead(this.statusCode);
        return (inner as (...a: unknown[]) => ServerResponse).apply(this, args);
      } as ServerResponse['end'];
    };
    const sent = await serve(text, compressionLike);
    expect(sent.body.toString('utf8')).toBe('<p>ข้อความ</p>');
    expect(Number(sent.length)).toBe(Buffer.byteLength('<p>ข้อความ</p>'));
  });

  it('keeps a bounded number of pages by their text, dropping the oldest named', () => {
    const first = `<p>page 0 ${Date.now()}</p>`;
    rememberPage(first, { bytes: Buffer.from(first) });
    for (let i = 1; i <= 256; i++) rememberPage(`<p>page ${i}</p>`, { bytes: Buffer.from(`${i}`) });
    expect(pageBytesOf(first)).toBeUndefined();
    expect(pageBytesOf('<p>page 256</p>')).toEqual(Buffer.from('256'));
  });
});
