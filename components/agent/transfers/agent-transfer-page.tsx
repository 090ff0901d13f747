import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { AGENT_TRANSFER_NAMESPACES } from '@/lib/i18n/client-messages';

export type AgentTransferTitle = 'agentRedRain' | 'agentTransferUpline' | 'agentAnnouncement' | 'messageV2';

/** An agent-center page of this area: its title, then its content with the texts its client parts need. */
export async function AgentTransferPage({ title, children }: { title: AgentTransferTitle; children: ReactNode }) {
  const t = await getTranslations('agentTransfers');
  return (
    <main id="main" className="narrow">
      <h1>{t(`titles.${title}`)}</h1>
      <ServerMessages namespaces={AGENT_TRANSFER_NAMESPACES}>{children}</ServerMessages>
    </main>
  );
}
