/** @jest-environment node */
import { z } from 'zod';
import { MAX_BODY_BYTES, readJson } from '@/lib/bff/read-json';

const schema = z.object({ username: z.string().min(1, 'required') });

function post(body: string, type = 'application/json') {
  return new Request('http://portal.test/api/session', { method: 'POST', headers: { 'content-type': type }, body });
}

async function errorOf(request: Request) {
  const result = await readJson(request, schema);
  if (result.ok) throw new Error('expected a failure');
  return { status: result.response.status, body: await result.response.json() };
}

describe('readJson', () => {
  it('accepts valid JSON that matches the schema', async () => {
    await expect(readJson(post('{"username":"demo01"}'), schema)).resolves.toEqual({ ok: true, data: { username: 'demo01' } });
  });

  it('answers 400 malformed_json for broken JSON', async () => {
    expect(await errorOf(post('{"username":'))).toMatchObject({ status: 400, body: { error: { code: 'malformed_json' } } });
  });

  it('answers 400 with field errors for wrong types', async () => {
    expect(await errorOf(post('{"username":""}'))).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', fields: { username: { kind: 'required' } } } },
    });
    expect((await errorOf(post('[1,2]'))).status).toBe(400);
  });

  it('answers 413 for bodies over 64 KB, declared or streamed', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(MAX_BODY_BYTES) });
    expect(await errorOf(post(big))).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large' } } });
  });

  it('answers 415 for other content types', async () => {
    expect((await errorOf(post('username=demo01', 'application/x-www-form-urlencoded'))).status).toBe(415);
  });
});
