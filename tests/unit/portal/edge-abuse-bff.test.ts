/** @jest-environment node */
// Issue 15 findings 5, 6, 9 (BFF side): CSRF, streamed body limits, control characters.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { controlCharacterPath } from '@/contract/control-characters';
import { isJsonContentType, readBody, readJson } from '@/lib/bff/read-json';
import { readQuery } from '@/lib/bff/read-query';
import { crossSiteRefusal } from '@/lib/bff/same-site';

const schema = z.object({ username: z.string() });

function post(headers: Record<string, string>, body: BodyInit = '{"username":"demo01"}', method = 'POST') {
  return new Request('http://portal.test/api/session', { method, headers: { host: 'portal.test', 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);
}

describe('CSRF: crossSiteRefusal', () => {
  it('lets same-origin pages, typed URLs and non-browser clients through', () => {
    expect(crossSiteRefusal(post({ origin: 'http://portal.test', 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(crossSiteRefusal(post({ 'sec-fetch-site': 'none' }))).toBeNull();
    expect(crossSiteRefusal(post({}))).toBeNull();
  });

  it('refuses a foreign origin, a sibling origin, an opaque origin and cross-/same-site fetch metadata', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://sub.portal.test' },
      { origin: 'http://portal.test:8080' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://portal.test' },
    ];
    for (const headers of cases) {
      const refused = crossSiteRefusal(post(headers));
      expect(refused?.status).toBe(403);
      expect(await refused?.json()).toMatchObject({ error: { code: 'cross_site_request' } });
    }
  });

  it('accepts the configured site origins (SITE_URL, SITE_ORIGINS) behind a proxy with another Host', () => {
    const saved = { ...process.env };
    process.env.SITE_URL = 'https://www.portal.example';
    process.env.SITE_ORIGINS = 'https://m.portal.example';
    try {
      expect(crossSiteRefusal(post({ origin: 'https://www.portal.example', host: 'internal:3000' }))).toBeNull();
      expect(crossSiteRefusal(post({ origin: 'https://m.portal.example', host: 'internal:3000' }))).toBeNull();
      expect(crossSiteRefusal(post({ origin: 'https://evil.portal.example', host: 'internal:3000' }))?.status).toBe(403);
    } finally {
      process.env = saved;
    }
  });

  it('never refuses safe methods', () => {
    const get = new Request('http://portal.test/api/session', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(crossSiteRefusal(get)).toBeNull();
  });

  it('every state-changing BFF route is made by defineRoute, which checks the origin first', () => {
    const unguarded: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (name === 'route.ts') {
          if (file.includes(`${path.sep}revalidate${path.sep}`)) continue; // signed server-to-server hook
          const source = readFileSync(file, 'utf8');
          for (const [, method, made] of source.matchAll(/export (?:async function|const) (POST|PUT|PATCH|DELETE)\b(\s*=\s*defineRoute\()?/g)) {
            if (!made) unguarded.push(`${method} ${file}`);
          }
        }
      }
    };
    walk(path.join(process.cwd(), 'app/api'));
    expect(unguarded).toEqual([]);
  });
});

describe('content type: exactly application/json', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON;charset="UTF-8"', true],
    ['text/plain; x=application/json', false],
    ['text/plain;application/json', false],
    ['application/json-patch+json', false],
    ['application/json; boundary=x', false],
    ['multipart/form-data', false],
  ])('%s → %s', (type, accepted) => {
    expect(isJsonContentType(type)).toBe(accepted);
  });
});

describe('bodies stop at their limit while streaming', () => {
  it('cancels an endless body after the limit instead of reading it all', async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    const result = await readBody(post({}, endless), { bytes: 4096, code: 'payload_too_large', message: 'too large' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(413);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(10);
  });

  it('refuses a declared length over the limit without reading', async () => {
    const result = await readBody(post({ 'content-length': String(10 * 1024 * 1024) }), { bytes: 4096, code: 'payload_too_large', message: 'too large' });
    expect(result.ok).toBe(false);
  });
});

describe('control characters', () => {
  it.each(['a\u0000b', '\u001b[31m', 'x\u007f', '\u0085', 'a\u0008'])('finds %j', (text) => {
    expect(controlCharacterPath({ user: { name: text } })).toBe('user.name');
    expect(controlCharacterPath([text])).toBe('[0]');
  });

  it('allows tab, line breaks and ordinary Unicode', () => {
    expect(controlCharacterPath({ note: 'line\nline\r\n\tสวัสดี 你好 😀' })).toBeNull();
  });

  it('finds control characters in keys', () => {
    expect(controlCharacterPath({ 'a\u0000': 1 })).toBe('a\u0000');
  });

  it('readJson answers 400 for a NUL byte in any string field', async () => {
    const result = await readJson(post({}, '{"username":"demo\\u0000"}'), schema);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.response.status).toBe(400);
      expect(await result.response.json()).toMatchObject({ error: { code: 'control_characters' } });
    }
  });

  it('readQuery answers 400 for a NUL byte in a query parameter (game keyword)', async () => {
    const result = readQuery(new Request('http://portal.test/api/games?keyword=a%00b'), z.object({ keyword: z.string() }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(400);
  });
});
