import { getTranslations } from 'next-intl/server';
import { TransactionHistory } from '@/components/records/transaction-history';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

export const metadata = { robots: { index: false } };

/** /bonusDetails (spec §2 personal center): the member's own data, read in the browser through the BFF. */
export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('records');
  return (
    <main id="main" className="narrow">
      <h1>{t('titles.bonusDetails')}</h1>
      <TransactionHistory kind="bonus" />
    </main>
  );
}
