import { AgentMessages } from '@/components/agent/transfers/agent-messages';
import { AgentTransferPage } from '@/components/agent/transfers/agent-transfer-page';
import { agentPage } from '@/lib/agent/agent-page';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

/** Per-agent page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/** /agentHome/messageV2 (MESSAGEV2, "platform information"): the agent's messages. */
export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  await agentPage(locale);
  return (
    <AgentTransferPage title="messageV2">
      <AgentMessages />
    </AgentTransferPage>
  );
}
