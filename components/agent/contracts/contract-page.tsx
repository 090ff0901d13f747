import { getTranslations } from 'next-intl/server';
import type { ContractKind } from '@/contract/agent-contracts';
import { ServerMessages } from '@/components/i18n/server-messages';
import { agentPage } from '@/lib/agent/agent-page';
import { CONTRACT_NAMESPACES } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';
import { ContractCenter } from './contract-center';

/** The body of the four contract pages: the agent check first, then the page with its texts. */
export async function ContractPage({ locale, kind }: { locale: Locale; kind: ContractKind }) {
  await agentPage(locale);
  const t = await getTranslations('contracts');
  return (
    <main id="main">
      <h1>{t(`kinds.${kind}`)}</h1>
      <ServerMessages namespaces={CONTRACT_NAMESPACES}>
        <ContractCenter kind={kind} />
      </ServerMessages>
    </main>
  );
}
