/** @jest-environment node */
// Issue 27: the portal keeps a random device id per browser (httpOnly cookie, outliving the session)
// and forwards it upstream, where login risk and the captcha budget's reserve are judged by device.
// A cached public read carries none: its answer is everyone's and its cache key must stay one.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { DEVICE_ID_HEADER } from '@/contract/device-id';

const jar = new Map<string, { value: string; options: Record<string, unknown> }>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) => jar.set(name, { value, options }),
  }),
}));

import { callerFrom } from '@/lib/bff/caller';
import { DEVICE_COOKIE, ensureDeviceId } from '@/lib/bff/device-id';
import { wpsFetch } from '@/lib/wps/client';

const seen: (string | null)[] = [];
const server = setupServer(
  http.get('*/wps/system/flags', ({ request }) => {
    seen.push(request.headers.get(DEVICE_ID_HEADER));
    return HttpResponse.json({ success: true, value: { ok: true } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  jar.clear();
});

const DEVICE = 'AbCdEfGhIjKlMnOpQrStUvWx';
const requestWith = (cookie: string) => new Request('http://localhost/api/session', { headers: { cookie } });

it('reads a well-formed device id from the cookie, and nothing else', () => {
  expect(callerFrom(requestWith(`NEXT_LOCALE=en; ${DEVICE_COOKIE}=${DEVICE}`)).deviceId).toBe(DEVICE);
  expect(callerFrom(requestWith(`${DEVICE_COOKIE}=short`)).deviceId).toBeUndefined();
  expect(callerFrom(requestWith(`${DEVICE_COOKIE}=${DEVICE}%3Cscript%3E`)).deviceId).toBeUndefined();
  expect(callerFrom(requestWith('')).deviceId).toBeUndefined();
});

it('draws a device id once, in a long-lived httpOnly cookie, and keeps it', async () => {
  const first = await ensureDeviceId();
  expect(first).toMatch(/^[A-Za-z0-9_-]{24}$/);
  expect(jar.get(DEVICE_COOKIE)).toMatchObject({ value: first, options: { httpOnly: true, sameSite: 'lax', path: '/' } });
  expect(Number(jar.get(DEVICE_COOKIE)!.options.maxAge)).toBeGreaterThan(365 * 24 * 3600);
  expect(await ensureDeviceId()).toBe(first);
});

it('sends the device id upstream, except on a cached public read', async () => {
  const schema = z.object({ ok: z.boolean() });
  await wpsFetch('/wps/system/flags', { schema, caller: { deviceId: DEVICE } });
  await wpsFetch('/wps/system/flags', { schema, caller: { deviceId: DEVICE }, cache: { revalidate: 60, tags: [] } });
  expect(seen).toEqual([DEVICE, null]);
});
