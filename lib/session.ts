import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { isAgentType, isTrialType } from '@/lib/wps/member-types';
import { SESSION_COOKIE, type MemberSummary, type PublicSession, type SessionData } from '@/lib/session-types';
import { env } from './env';
import { sessionSecret } from './session-secret';

const SESSION_TTL_SECONDS = 24 * 60 * 60;

export function sessionOptions(): SessionOptions {
  return {
    password: sessionSecret(),
    cookieName: SESSION_COOKIE,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      secure: process.env.NODE_ENV === 'production' && env.SESSION_COOKIE_SECURE,
      sameSite: 'lax',
      path: '/',
    },
  };
}

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

export function sessionFromLogin(token: string, member: MemberSummary): SessionData {
  return { token, member, isAgent: isAgentType(member.type), isTrial: isTrialType(member.type) };
}

export function publicSession(data: SessionData): PublicSession {
  const member = data.token && data.member ? data.member : null;
  return {
    isLogin: member !== null,
    isAgent: member !== null && Boolean(data.isAgent),
    isTrial: member !== null && Boolean(data.isTrial),
    firstTimeLogin: member !== null && Boolean(data.firstTimeLogin),
    member,
  };
}
