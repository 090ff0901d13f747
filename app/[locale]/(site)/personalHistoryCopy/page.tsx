import { getTranslations } from 'next-intl/server';
import { BetHistory } from '@/components/records/bet-history';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

export const metadata = { robots: { index: false } };

/** /personalHistoryCopy (spec §2 personal center): the member's own data, read in the browser through the BFF. */
export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('records');
  return (
    <main id="main" className="narrow">
      <h1>{t('titles.personalHistoryCopy')}</h1>
      <BetHistory  />
    </main>
  );
}
