import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { DEVICE_ID } from '@/contract/device-id';
import { env } from '@/lib/env';

/**
 * The browser's device id (contract/device-id.ts): random, in an httpOnly cookie that outlives the
 * session (a logout keeps it), so the platform can tell a member's usual browser from a stranger
 * behind the same address. A security cookie: it identifies nothing but the browser.
 */
export const DEVICE_COOKIE = 'portal_device';

/** 400 days, the longest a browser keeps a cookie. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

const DEVICE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`);

/** The device id a request's cookies carry, when well-formed. */
export function deviceIdOf(cookieHeader: string | null): string | undefined {
  const value = DEVICE_IN_COOKIE.exec(cookieHeader ?? '')?.[1];
  return value && DEVICE_ID.test(value) ? value : undefined;
}

/** The browser's device id, drawn and set as a cookie on this response when it has none (route handlers only). */
export async function ensureDeviceId(): Promise<string> {
  const jar = await cookies();
  const current = jar.get(DEVICE_COOKIE)?.value;
  if (current && DEVICE_ID.test(current)) return current;
  const id = randomBytes(18).toString('base64url');
  jar.set(DEVICE_COOKIE, id, {
    httpOnly: true,
    secure: process.env.NODE_ENV === 'production' && env.SESSION_COOKIE_SECURE,
    sameSite: 'lax',
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
  return id;
}
