import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BaccaratTable } from '@/components/live/baccarat-table';
import { redirect } from '@/lib/i18n/navigation';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getSession } from '@/lib/session';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'liveTable' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The local live baccarat table: one shared round on a timer, members only. */
export default async function BaccaratPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const session = await getSession();
  if (!session.token) return redirect({ href: { pathname: '/login', query: { next: '/baccarat' } }, locale });
  const t = await getTranslations('liveTable');
  return (
    <main id="main" className="game-main lottery-main">
      <h1 className="lottery-title">{t('title')}</h1>
      <BaccaratTable />
    </main>
  );
}
