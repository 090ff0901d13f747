import { AgentTransferPage } from '@/components/agent/transfers/agent-transfer-page';
import { AgentTransferUpline } from '@/components/agent/transfers/agent-transfer-upline';
import { agentPage } from '@/lib/agent/agent-page';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

/** Per-agent page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/** /agentHome/agentTransferUpline (AGETRANSFERUP3): the member's transfer to upline, from the agent center, with the last 2 days. */
export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  await agentPage(locale);
  return (
    <AgentTransferPage title="agentTransferUpline">
      <AgentTransferUpline />
    </AgentTransferPage>
  );
}
