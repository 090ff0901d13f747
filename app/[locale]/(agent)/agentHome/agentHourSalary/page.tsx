import { ContractPage } from '@/components/agent/contracts/contract-page';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

/** Per-agent page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/** /agentHome/agentHourSalary — the hourly contract: mine, my downline agents', settlement records. */
export default async function Page({ params }: LocaleParams) {
  return <ContractPage locale={await pageLocale(params)} kind="hourly" />;
}
