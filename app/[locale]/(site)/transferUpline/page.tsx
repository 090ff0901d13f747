import { getTranslations } from 'next-intl/server';
import { TransferUpline } from '@/components/records/transfers';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

export const metadata = { robots: { index: false } };

/** /transferUpline (spec §2 personal center): the member's own data, read in the browser through the BFF. */
export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('records');
  return (
    <main id="main" className="narrow">
      <h1>{t('titles.transferUpline')}</h1>
      <TransferUpline  />
    </main>
  );
}
