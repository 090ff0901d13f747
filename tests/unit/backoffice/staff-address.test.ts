/** @jest-environment node */
// The staff member's own network address reaches the platform signed (contract/client-address.ts):
// a back-office call carries the last X-Forwarded-For hop (what Next or the nginx in front wrote)
// with the shared secret's signature, which the platform's check accepts; without the secret, or
// with no address a browser could not forge past the proxy, nothing is claimed and the platform sees
// the back office server's address.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SIGNATURE_HEADER } from '@/contract/client-address';
import { verifyClientAddress } from '@/platform/src/core/http/client-address';

const incoming = { forwardedFor: null as string | null };
jest.mock('next/headers', () => ({
  headers: async () => new Headers(incoming.forwardedFor === null ? {} : { 'x-forwarded-for': incoming.forwardedFor }),
}));

import { adminResponse } from '@bo/lib/platform/admin-fetch';
import { staffAddressOf } from '@bo/lib/staff-address';

const PLATFORM = 'http://platform.test';
const SECRET = 'staff-address-unit-test-secret-0123456789';
const env = process.env as Record<string, string | undefined>;
const server = setupServer();
let received: Headers | undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  env.PLATFORM_ADMIN_URL = PLATFORM;
  env.REVALIDATE_SECRET = SECRET;
  received = undefined;
  server.resetHandlers(
    http.get(`${PLATFORM}/admin/me`, ({ request }) => {
      received = request.headers;
      return HttpResponse.json({ success: true, value: {} });
    }),
  );
});

const forwarded = () => ({
  address: received?.get(CLIENT_ADDRESS_HEADER) ?? undefined,
  signature: received?.get(CLIENT_ADDRESS_SIGNATURE_HEADER) ?? undefined,
});

test('the last hop of X-Forwarded-For reaches the platform signed, and the platform believes it', async () => {
  incoming.forwardedFor = '198.51.100.7, 203.0.113.9';
  await adminResponse({ method: 'GET', path: '/me', token: 'st_x' });
  expect(verifyClientAddress(forwarded(), SECRET)).toEqual({ address: '203.0.113.9' });
  // Another key's signature is not believed.
  expect(verifyClientAddress(forwarded(), 'another-secret-0123456789-0123456789')).toBeUndefined();
});

test('a socket address as Next writes it (IPv4-mapped IPv6) goes as plain IPv4', async () => {
  incoming.forwardedFor = '::ffff:10.8.0.12';
  await adminResponse({ method: 'GET', path: '/me', token: 'st_x' });
  expect(verifyClientAddress(forwarded(), SECRET)).toEqual({ address: '10.8.0.12' });
});

test('no secret, no header or no address in it: nothing is claimed', async () => {
  for (const [secret, header] of [[undefined, '203.0.113.9'], [SECRET, null], [SECRET, 'unknown'], [SECRET, '203.0.113.9, <script>']] as const) {
    if (secret === undefined) delete env.REVALIDATE_SECRET;
    else env.REVALIDATE_SECRET = secret;
    incoming.forwardedFor = header;
    await adminResponse({ method: 'GET', path: '/me', token: 'st_x' });
    expect([secret, header, forwarded()]).toEqual([secret, header, { address: undefined, signature: undefined }]);
  }
  expect(staffAddressOf('2001:DB8::1')).toBe('2001:db8::1');
  expect(staffAddressOf('')).toBeUndefined();
});
