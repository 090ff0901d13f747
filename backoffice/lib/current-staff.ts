import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { Permission } from '../../contract/staff-permissions';
import { PlatformError } from './platform/admin-fetch';
import { me } from './platform/staff-session';
import { sessionCookieName, unsealSession } from './session';

// The pages' data-access check (the Next.js auth guide's verifySession): the session cookie, then
// who the platform says is behind it, once per request. No session, or one the platform has ended
// (idle, expired, revoked, disabled): the login page.

export const currentSession = cache(async () => unsealSession((await cookies()).get(sessionCookieName())?.value));

export interface CurrentStaff {
  name: string;
  role: string | null;
  permissions: Permission[];
}

export const currentStaff = cache(async (): Promise<CurrentStaff> => {
  const session = await currentSession();
  if (!session) redirect('/login');
  try {
    const who = await me(session.token);
    return { name: who.name, role: who.role, permissions: who.permissions };
  } catch (error) {
    if (error instanceof PlatformError && error.status === 401) redirect('/login?ended=1');
    throw error;
  }
});
