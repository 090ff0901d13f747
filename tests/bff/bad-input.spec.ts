import { expect, test } from '@playwright/test';

const json = { 'Content-Type': 'application/json' };

test.describe('bad input gets a clear 4xx and the server keeps serving', () => {
  test('malformed JSON → 400 malformed_json', async ({ request }) => {
    const response = await request.post('/api/session', { headers: json, data: Buffer.from('{"username": "demo01", ') });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'malformed_json', message: expect.any(String) } });
  });

  test('wrong types → 400 with field errors', async ({ request }) => {
    const response = await request.post('/api/session', { headers: json, data: { username: 12, password: ['x'] } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { username: { kind: 'required' }, password: { kind: 'required' } } },
    });
  });

  test('a body over 64 KB → 413', async ({ request }) => {
    const data = Buffer.from(JSON.stringify({ username: 'demo01', password: 'x'.repeat(70 * 1024) }));
    const response = await request.post('/api/session', { headers: json, data });
    expect(response.status()).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  test('a form post instead of JSON → 415', async ({ request }) => {
    const response = await request.post('/api/session', { form: { username: 'demo01', password: 'Demo@2026' } });
    expect(response.status()).toBe(415);
  });

  test('bad game-list queries → 400, good ones → a page of 20', async ({ request }) => {
    for (const query of ['gameType=CASINO', 'gameType=RNG&pageNo=0', 'gameType=RNG&pageNo=abc', 'vassalage=PG']) {
      const response = await request.get(`/api/games?${query}`);
      expect(response.status(), query).toBe(400);
      expect((await response.json()).error.code).toBe('validation_failed');
    }
    const page = await request.get('/api/games?gameType=RNG&pageNo=2');
    expect(page.status()).toBe(200);
    const body = await page.json();
    expect(body.list).toHaveLength(20);
    expect(body.pageNo).toBe(2);
    expect(body.totalCount).toBeGreaterThanOrEqual(10_000);
  });

  test('an unsigned revalidation call is refused', async ({ request }) => {
    const response = await request.post('/api/revalidate', { headers: json, data: { tags: ['games'] } });
    expect(response.status()).toBe(401);
  });

  test('after all of that the server still answers', async ({ request }) => {
    expect((await request.get('/api/session')).status()).toBe(200);
    expect((await request.get('/')).status()).toBe(200);
  });
});
