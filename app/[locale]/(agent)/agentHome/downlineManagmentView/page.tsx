import { DownlineManager } from '@/components/agent/team/downline-manager';
import { seriesNamesOf, TeamPage } from '@/components/agent/team/team-page';
import { agentPage } from '@/lib/agent/agent-page';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

/** Per-agent page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/** /agentHome/downlineManagmentView (DOWNMAN): the team's direct agents and players, drill-down, edits. */
export default async function DownlineManagementPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  await agentPage(locale);
  return (
    <TeamPage code="DOWNMAN">
      <DownlineManager seriesNames={await seriesNamesOf()} />
    </TeamPage>
  );
}
