// What proxy.ts needs of the sealed session cookie: is somebody logged in, and are they an agent.
// Read only on gated pages (member and agent routes), never on cached public pages.
import { unsealData } from 'iron-session';
import { sessionSecret } from '@/lib/session-secret';
import { SESSION_COOKIE, type SessionData } from '@/lib/session-types';

export interface SessionPeek {
  loggedIn: boolean;
  isAgent: boolean;
}

const NOBODY: SessionPeek = { loggedIn: false, isAgent: false };

export async function peekSession(cookieValue: string | undefined): Promise<SessionPeek> {
  if (!cookieValue || cookieValue.length > 4096) return NOBODY;
  try {
    const data = await unsealData<SessionData>(cookieValue, { password: sessionSecret(), ttl: 24 * 60 * 60 });
    const loggedIn = Boolean(data?.token && data.member);
    return { loggedIn, isAgent: loggedIn && Boolean(data.isAgent) };
  } catch {
    return NOBODY;
  }
}

export { SESSION_COOKIE };
