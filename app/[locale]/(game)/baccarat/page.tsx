import '@/components/event-board/event-board.css';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BaccaratTable } from '@/components/live/baccarat-table';
import { honestLabelOf } from '@/lib/games/launch-target';
import { redirect } from '@/lib/i18n/navigation';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getSession } from '@/lib/session';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'liveTable' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The local live baccarat table: one shared round on a timer, members only. */
export default async function BaccaratPage({ params, searchParams }: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await pageLocale(params);
  const session = await getSession();
  if (!session.token) return redirect({ href: { pathname: '/login', query: { next: '/baccarat' } }, locale });
  const t = await getTranslations('liveTable');
  // Live-casino and card-game tiles open this table (lib/games/launch-target.ts); a card game's page says so.
  const labelled = honestLabelOf((await searchParams).gameType);
  const tBoard = await getTranslations('eventBoard');
  return (
    <main id="main" className="game-main lottery-main">
      <h1 className="lottery-title">{t('title')}</h1>
      {labelled ? (
        <p className="demo-label" role="note" data-testid="demo-label">
          {tBoard(`honest.${labelled}`)}
        </p>
      ) : null}
      <BaccaratTable />
    </main>
  );
}
