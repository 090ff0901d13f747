import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import { currentMember } from '@/lib/current-member';
import { isAgentType } from '@/lib/wps/member-types';
import { LogoutButton } from '@/components/auth/logout-button';
import { AgentClock } from '@/components/agent/agent-clock';
import { HeaderBalance } from '@/components/wallet/header-balance';

/** Per-member page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/** /agentHome — the agent center; non-agents go back to /agent (spec §6). */
export default async function AgentHomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const member = await currentMember(locale);
  if (!member || !isAgentType(member.type)) return redirect({ href: '/agent', locale });
  const t = await getTranslations('agent');
  const name = member.nickname || member.account;
  return (
    <>
      <header className="agent-header">
        <strong>{t('homeTitle')}</strong>
        <span className="spacer" />
        <AgentClock />
        <span>{name}</span>
        <LogoutButton redirectTo="/agent" />
      </header>
      <main id="main">
        <h1>{t('welcome', { name })}</h1>
        <HeaderBalance live />
      </main>
    </>
  );
}
