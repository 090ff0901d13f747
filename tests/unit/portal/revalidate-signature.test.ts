/** @jest-environment node */
// Issue 27, finding 6: the platform's revalidation hook was signed over the body alone, so a captured
// call worked forever. Now the platform signs the time with the body (platform/src/core/http/
// revalidate.ts) and the portal's hook (app/api/revalidate) takes each signature once, within five
// minutes of its time either way.
import { createHmac } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { POST as revalidate } from '@/app/api/revalidate/route';
import { signRevalidation } from '@/platform/src/core/http/revalidate';

jest.mock('server-only', () => ({}));
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const SECRET = 'r'.repeat(40);
const MINUTE = 60_000;
const T0 = Date.parse('2026-12-01T10:00:00Z');

/** The hook's call as the platform sends it; `headers` as captured on the wire. */
const hookCall = (body: string, signature: string) =>
  new Request('http://portal.test/api/revalidate', { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signature }, body });

async function send(body: string, signature: string) {
  const answer = await revalidate(hookCall(body, signature));
  return { status: answer.status, code: ((await answer.json()) as { error?: { code: string } }).error?.code };
}

let savedSecret: string | undefined;
beforeAll(() => {
  savedSecret = process.env.REVALIDATE_SECRET;
  process.env.REVALIDATE_SECRET = SECRET;
});
afterAll(() => {
  process.env.REVALIDATE_SECRET = savedSecret;
  jest.useRealTimers();
});
beforeEach(() => {
  jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  jest.mocked(revalidateTag).mockClear();
});

describe('the revalidation hook', () => {
  it('takes a fresh signed call once: the same call captured and sent again is refused, now and later', async () => {
    const body = JSON.stringify({ tags: ['games'] });
    const signature = signRevalidation(SECRET, body);
    expect(await send(body, signature)).toEqual({ status: 200, code: undefined });
    expect(revalidateTag).toHaveBeenCalledTimes(1);

    expect(await send(body, signature)).toEqual({ status: 401, code: 'replayed_signature' });
    jest.setSystemTime(T0 + 4 * MINUTE);
    expect(await send(body, signature)).toEqual({ status: 401, code: 'replayed_signature' });
    jest.setSystemTime(T0 + 6 * MINUTE);
    expect(await send(body, signature)).toEqual({ status: 401, code: 'stale_signature' });
    jest.setSystemTime(T0 + 24 * 60 * MINUTE);
    expect(await send(body, signature)).toEqual({ status: 401, code: 'stale_signature' });
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });

  it('takes two calls with the same tags in the same second: each has its own signature', async () => {
    const body = JSON.stringify({ tags: ['system-status'] });
    expect(await send(body, signRevalidation(SECRET, body))).toMatchObject({ status: 200 });
    expect(await send(body, signRevalidation(SECRET, body))).toMatchObject({ status: 200 });
    expect(revalidateTag).toHaveBeenCalledTimes(2);
  });

  it('refuses a call signed more than five minutes ago or ahead, and takes one within', async () => {
    const body = JSON.stringify({ tags: ['banners'] });
    expect(await send(body, signRevalidation(SECRET, body, T0 - 6 * MINUTE))).toMatchObject({ status: 401, code: 'stale_signature' });
    expect(await send(body, signRevalidation(SECRET, body, T0 + 6 * MINUTE))).toMatchObject({ status: 401, code: 'stale_signature' });
    expect(await send(body, signRevalidation(SECRET, body, T0 - 4 * MINUTE))).toMatchObject({ status: 200 });
    expect(await send(body, signRevalidation(SECRET, body, T0 + 1_000))).toMatchObject({ status: 200 });
  });

  it('refuses the old untimed signature, a body changed under a signature, a time changed under it, and another key', async () => {
    const body = JSON.stringify({ tags: ['games'] });
    const untimed = createHmac('sha256', SECRET).update(body).digest('hex');
    expect(await send(body, untimed)).toMatchObject({ status: 401, code: 'invalid_signature' });
    const signature = signRevalidation(SECRET, body);
    expect(await send(JSON.stringify({ tags: ['system-status'] }), signature)).toMatchObject({ status: 401, code: 'invalid_signature' });
    const [, id, mac] = /n=([\w-]+),v=(\w+)/.exec(signature)!;
    expect(await send(body, `t=${Math.floor(T0 / 1000) + 1},n=${id},v=${mac}`)).toMatchObject({ status: 401, code: 'invalid_signature' });
    expect(await send(body, `t=${Math.floor(T0 / 1000)},n=${id.slice(1)}x,v=${mac}`)).toMatchObject({ status: 401, code: 'invalid_signature' });
    expect(await send(body, signRevalidation('x'.repeat(40), body))).toMatchObject({ status: 401, code: 'invalid_signature' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
