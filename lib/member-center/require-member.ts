import 'server-only';
import { currentMember } from '@/lib/current-member';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { MemberInfo } from '@/lib/wps/member';

/**
 * Every personal page (spec §6: personal center is login-gated): a guest is sent to /login, which
 * opens the login modal and comes back to `path` after logging in. The member otherwise.
 */
export async function requireMember(locale: Locale, path: string): Promise<MemberInfo> {
  const member = await currentMember(locale);
  if (!member) return redirect({ href: { pathname: '/login', query: { next: path } }, locale });
  return member;
}
