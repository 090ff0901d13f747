import 'server-only';
import { cache } from 'react';
import { currentMember } from '@/lib/current-member';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { getSession } from '@/lib/session';
import type { WpsCaller } from '@/lib/wps/client';
import type { MemberInfo } from '@/lib/wps/member';
import { isAgentType } from '@/lib/wps/member-types';

export interface AgentPage {
  agent: MemberInfo;
  /** The caller for the page's own upstream reads (server components). */
  caller: WpsCaller;
}

/**
 * The first call of every agent page and of the agent layout (they render in parallel, so each
 * checks): a guest or a non-agent is sent to /agent before any agent data is asked for (spec §6).
 * The type comes from the upstream, not from the cookie.
 */
export const agentPage = cache(async (locale: Locale): Promise<AgentPage> => {
  const session = await getSession();
  const member = session.token && session.isAgent ? await currentMember(locale) : null;
  if (!member || !isAgentType(member.type)) return redirect({ href: '/agent', locale });
  return { agent: member, caller: { token: session.token, language: locale } };
});
