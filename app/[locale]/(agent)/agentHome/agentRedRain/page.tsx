import { AgentTransferPage } from '@/components/agent/transfers/agent-transfer-page';
import { RedEnvelope } from '@/components/agent/transfers/red-envelope';
import { agentPage } from '@/lib/agent/agent-page';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

/** Per-agent page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

const ACCOUNT = /^[^\s<>]{1,64}$/;

/**
 * /agentHome/agentRedRain (AGENTRANSMULTDOWN3): transfer to one downline or a red envelope to
 * many. `?to=<account>` (the downline management page's Transfer button) picks that payee.
 */
export default async function Page({ params, searchParams }: LocaleParams & { searchParams: Promise<{ to?: string | string[] }> }) {
  const locale = await pageLocale(params);
  await agentPage(locale);
  const { to } = await searchParams;
  const payee = typeof to === 'string' && ACCOUNT.test(to) ? to : undefined;
  return (
    <AgentTransferPage title="agentRedRain">
      <RedEnvelope initialPayee={payee} />
    </AgentTransferPage>
  );
}
