import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { RECORDS_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { requireMember } from '@/lib/member-center/require-member';

export type RecordsTitle = 'bonusDetails' | 'personalHistoryCopy' | 'personalProfit' | 'transactionHistory' | 'transferFund' | 'transferUpline';

/**
 * A personal-center page of records or transfers (spec §2): its title, then the member's own data,
 * which the child reads in the browser through the BFF (nothing per member in the server's HTML).
 * A guest is sent to the login modal (spec §6).
 */
export async function RecordsPage({ params, title, children }: LocaleParams & { title: RecordsTitle; children: ReactNode }) {
  const locale = await pageLocale(params);
  await requireMember(locale, `/${title}`);
  const t = await getTranslations('records');
  return (
    <main id="main" className="narrow">
      <h1>{t(`titles.${title}`)}</h1>
      <ServerMessages namespaces={RECORDS_NAMESPACES}>{children}</ServerMessages>
    </main>
  );
}
