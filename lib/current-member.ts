import 'server-only';
import { cache } from 'react';
import { getSession } from '@/lib/session';
import { memberInfo, type MemberInfo } from '@/lib/wps/member';

/**
 * The data-access check for pages (the proxy's redirect is only optimistic): the member behind
 * the session's token, asked of the upstream once per request; null when not logged in.
 */
export const currentMember = cache(async (language: string): Promise<MemberInfo | null> => {
  const session = await getSession();
  if (!session.token) return null;
  return memberInfo({ token: session.token, language }).catch(() => null);
});
