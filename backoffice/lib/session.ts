import 'server-only';
import { sealData, unsealData } from 'iron-session';
import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { env } from './env';
import { sessionSecret } from './session-secret';

// The staff member's platform session token lives only here: sealed (iron-session) into an httpOnly,
// SameSite=Strict cookie without an expiry (it ends with the browser), never in the page or in
// storage scripts can read. The seal itself expires with the platform's absolute session length.

/** The platform ends a staff session 12 h after login whatever happens (STAFF_SESSION_POLICY). */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

const sessionSchema = z.object({
  token: z.string().regex(/^st_[A-Za-z0-9_-]{16,120}$/),
  name: z.string(),
  role: z.string(),
  expiresAt: z.string(),
});
export type StaffSession = z.infer<typeof sessionSchema>;

export function cookieSecure(): boolean {
  return process.env.NODE_ENV === 'production' && env.BACKOFFICE_COOKIE_SECURE;
}

/** `__Host-` (Secure, path /, no Domain: no sibling host can set or read it) whenever the cookie is Secure. */
export function sessionCookieName(): string {
  return cookieSecure() ? '__Host-bo_session' : 'bo_session';
}

export function sessionCookieOptions() {
  return { httpOnly: true, secure: cookieSecure(), sameSite: 'strict', path: '/' } as const;
}

export function sealSession(session: StaffSession): Promise<string> {
  return sealData(sessionSchema.parse(session), { password: sessionSecret(), ttl: SESSION_TTL_SECONDS });
}

/** The session in a sealed cookie value; null when missing, forged, expired or malformed. */
export async function unsealSession(sealed: string | undefined | null, now = Date.now()): Promise<StaffSession | null> {
  if (!sealed) return null;
  try {
    const parsed = sessionSchema.safeParse(await unsealData(sealed, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS }));
    if (!parsed.success) return null;
    const ends = Date.parse(parsed.data.expiresAt);
    return Number.isFinite(ends) && ends > now ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function sessionOfRequest(request: Request): Promise<StaffSession | null> {
  return unsealSession(cookieValue(request.headers.get('cookie'), sessionCookieName()));
}

export async function setSessionCookie(response: NextResponse, session: StaffSession): Promise<void> {
  response.cookies.set(sessionCookieName(), await sealSession(session), sessionCookieOptions());
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(sessionCookieName(), '', { ...sessionCookieOptions(), maxAge: 0 });
}
