/** @jest-environment node */
// The back office keeps the staff member's platform token only in a sealed cookie (issue #28): the
// browser gets an httpOnly, SameSite=Strict session cookie and never the token itself; a cookie
// that was tampered with, sealed with another key, or outlived the platform session is no session.
import { sealData } from 'iron-session';
import { signedInResponse } from '@bo/lib/bff/session-answer';
import { cookieValue, sealSession, sessionCookieName, sessionOfRequest, unsealSession, type StaffSession } from '@bo/lib/session';

const SECRET = 'unit-test-backoffice-session-secret-0123456789';
const TOKEN = `st_${'a'.repeat(43)}`;
const future = () => new Date(Date.now() + 3_600_000).toISOString();
const session = (): StaffSession => ({ token: TOKEN, name: 'owner1', role: 'owner', expiresAt: future() });

const env = process.env as Record<string, string | undefined>;
beforeEach(() => {
  env.BACKOFFICE_SESSION_SECRET = SECRET;
  env.NODE_ENV = 'test';
  delete env.BACKOFFICE_COOKIE_SECURE;
});

const requestWith = (cookie: string) => new Request('http://backoffice.test/api/deposits', { headers: { cookie } });

test('a login answer sets one httpOnly SameSite=Strict session cookie (no expiry) and never shows the token', async () => {
  const response = await signedInResponse({ token: TOKEN, sessionId: 's1', expiresAt: future(), staff: { name: 'owner1', role: 'owner' } });
  const body = await response.text();
  expect(body).not.toContain(TOKEN);
  expect(JSON.parse(body)).toMatchObject({ name: 'owner1', role: 'owner' });
  const cookies = response.headers.getSetCookie();
  expect(cookies).toHaveLength(1);
  const [cookie] = cookies;
  expect(cookie).toMatch(/^bo_session=/);
  expect(cookie).toMatch(/; HttpOnly/i);
  expect(cookie).toMatch(/; SameSite=Strict/i);
  expect(cookie).toMatch(/; Path=\//i);
  expect(cookie).not.toMatch(/Max-Age|Expires/i);
  expect(cookie).not.toContain(TOKEN);
  // The sealed value reads back as the session.
  const read = await sessionOfRequest(requestWith(cookie.split(';')[0]));
  expect(read).toEqual(expect.objectContaining({ token: TOKEN, name: 'owner1' }));
});

test('in production the cookie is Secure and __Host- prefixed (no sibling host can set or read it)', async () => {
  env.NODE_ENV = 'production';
  expect(sessionCookieName()).toBe('__Host-bo_session');
  const response = await signedInResponse({ token: TOKEN, sessionId: 's1', expiresAt: future(), staff: { name: 'owner1', role: 'owner' } });
  expect(response.headers.getSetCookie()[0]).toMatch(/^__Host-bo_session=.*; Secure/i);
  env.BACKOFFICE_COOKIE_SECURE = 'false';
  expect(sessionCookieName()).toBe('bo_session');
});

test('a tampered cookie, one sealed with another key, or one past the platform session is no session', async () => {
  const sealed = await sealSession(session());
  expect(await unsealSession(sealed)).not.toBeNull();
  const flipped = `${sealed.slice(0, 40)}${sealed[40] === 'A' ? 'B' : 'A'}${sealed.slice(41)}`;
  expect(await unsealSession(flipped)).toBeNull();
  const otherKey = await sealData(session(), { password: 'another-secret-another-secret-another-secret', ttl: 3600 });
  expect(await unsealSession(otherKey)).toBeNull();
  const ended = await sealSession({ ...session(), expiresAt: new Date(Date.now() - 1000).toISOString() });
  expect(await unsealSession(ended)).toBeNull();
  // Something sealed with the right key but not a session (a member token, no token) is not one either.
  expect(await unsealSession(await sealData({ token: 'member-token', name: 'x', role: 'owner', expiresAt: future() }, { password: SECRET, ttl: 3600 }))).toBeNull();
  expect(await unsealSession('')).toBeNull();
  expect(await unsealSession(undefined)).toBeNull();
});

test('the cookie is read by its exact name only', () => {
  expect(cookieValue('a=1; bo_session=xyz; c=3', 'bo_session')).toBe('xyz');
  expect(cookieValue('xbo_session=abc; bo_session2=def', 'bo_session')).toBeUndefined();
  expect(cookieValue(null, 'bo_session')).toBeUndefined();
});
