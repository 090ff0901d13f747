import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Issue 27 finding 5: any made-up path under a locale renders the not-found page. It is answered
// 404, the portal's page cache keeps no copy of it (200 random paths used to leave 1,400 files and
// 24.6 MB in .next/server/app), and nginx in front stores no error answer whatever its Cache-Control
// says (docker/nginx-cache.conf `$error_answer`; tests/bff/scale-out.spec.ts).
const made = () => `x${Math.random().toString(36).slice(2, 10)}`;

test('a made-up category or path is a 404 that no cache keeps', async ({ request }) => {
  const names = Array.from({ length: 10 }, made);
  const paths = names.flatMap((name) => [`/en/${name}`, `/${name}`, `/en/${name}/deeper`]);
  for (const url of paths) {
    for (let visit = 0; visit < 2; visit += 1) {
      const answer = await request.get(url, { maxRedirects: 0 });
      expect(answer.status(), url).toBe(404);
      expect(answer.headers()['x-nextjs-cache'] ?? '', url).not.toBe('HIT');
    }
  }
  const pages = path.resolve(__dirname, '../../.next/server/app');
  for (const name of names) {
    for (const locale of ['en', 'th']) expect(existsSync(path.join(pages, locale, `${name}.html`)), `${locale}/${name}`).toBe(false);
  }
});

test('a known category is still a cacheable page', async ({ request }) => {
  const answer = await request.get('/en/live');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toMatch(/s-maxage/);
});
