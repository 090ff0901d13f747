/** @jest-environment node */
// CSRF (issue #28): a state-changing call to the back office is accepted only from its own pages —
// with an Origin that is its origin — and refused before it reaches the platform otherwise.
import { crossOriginRefusal, isSameOrigin } from '@bo/lib/bff/same-origin';

const env = process.env as Record<string, string | undefined>;
afterEach(() => {
  delete env.BACKOFFICE_PUBLIC_URL;
});

const post = (headers: Record<string, string>, url = 'http://backoffice.test/api/deposits/DP123456/approve') => new Request(url, { method: 'POST', headers });

test('with BACKOFFICE_PUBLIC_URL set, only that origin may change anything', async () => {
  env.BACKOFFICE_PUBLIC_URL = 'https://desk.example.com';
  expect(crossOriginRefusal(post({ origin: 'https://desk.example.com', 'sec-fetch-site': 'same-origin' }))).toBeNull();
  for (const origin of ['https://evil.example', 'https://portal.example.com', 'http://desk.example.com', 'https://desk.example.com.evil.example', 'null', 'garbage']) {
    const refused = crossOriginRefusal(post({ origin }));
    expect(refused?.status).toBe(403);
    expect(await refused!.json()).toMatchObject({ error: { code: 'cross_site_request' } });
  }
  // Even the right Origin with a browser saying the call came from a sibling site.
  expect(crossOriginRefusal(post({ origin: 'https://desk.example.com', 'sec-fetch-site': 'same-site' }))?.status).toBe(403);
  // The Host a request names does not matter then: only the configured origin.
  expect(isSameOrigin(post({ origin: 'http://backoffice.test', host: 'backoffice.test' }))).toBe(false);
});

test('a state-changing call without Origin is refused (browsers always send it; scripts use machine keys)', () => {
  expect(crossOriginRefusal(post({}))?.status).toBe(403);
  for (const method of ['PUT', 'DELETE', 'PATCH']) {
    expect(crossOriginRefusal(new Request('http://backoffice.test/api/session', { method }))?.status).toBe(403);
  }
});

test('reads are never refused here (they change nothing)', () => {
  expect(crossOriginRefusal(new Request('http://backoffice.test/api/deposits'))).toBeNull();
  expect(crossOriginRefusal(new Request('http://backoffice.test/api/deposits', { headers: { origin: 'https://evil.example' } }))).toBeNull();
});

test('unconfigured (a local start), the Origin must name the host the request was sent to', () => {
  expect(isSameOrigin(post({ origin: 'http://localhost:3001', host: 'localhost:3001' }))).toBe(true);
  expect(isSameOrigin(post({ origin: 'http://localhost:3000', host: 'localhost:3001' }))).toBe(false);
  expect(isSameOrigin(post({ origin: 'http://localhost:3001' }))).toBe(false);
  expect(isSameOrigin(post({ origin: 'http://localhost:3001/path', host: 'localhost:3001' }))).toBe(false);
});
