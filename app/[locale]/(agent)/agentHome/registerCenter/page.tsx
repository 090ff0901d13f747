import { RegisterCenter } from '@/components/agent/team/register-center';
import { seriesNamesOf, TeamPage } from '@/components/agent/team/team-page';
import { agentPage } from '@/lib/agent/agent-page';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { siteUrl } from '@/lib/seo/site-url';
import { downlineRebates } from '@/lib/wps/agent-team';

/** Per-agent page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/** /agentHome/registerCenter (REGCEN): create a downline account, registration links. */
export default async function RegisterCenterPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { caller } = await agentPage(locale);
  const [own, seriesNames] = await Promise.all([downlineRebates(caller), seriesNamesOf()]);
  return (
    <TeamPage code="REGCEN">
      <RegisterCenter bounds={own.rebates} seriesNames={seriesNames} origin={siteUrl().origin} />
    </TeamPage>
  );
}
