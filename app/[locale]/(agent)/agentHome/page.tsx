import { getTranslations } from 'next-intl/server';
import { HeaderBalance } from '@/components/wallet/header-balance';
import { agentPage } from '@/lib/agent/agent-page';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

/** Per-agent page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/** /agentHome — the agent center's first page, the team overview (AGEINFO3). */
export default async function AgentHomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { agent } = await agentPage(locale);
  const t = await getTranslations('agent');
  return (
    <main id="main">
      <h1>{t('welcome', { name: agent.nickname || agent.account })}</h1>
      <HeaderBalance live />
    </main>
  );
}
