import '@/components/event-board/event-board.css';
import '@/components/live/live-table.css';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { LiveGame } from '@/contract/live-spots';
import { StandInLabel } from '@/components/games/stand-in-label';
import { LOCAL_GAME_PAGES, openedAsStandIn } from '@/lib/games/launch-target';
import { redirect } from '@/lib/i18n/navigation';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getSession } from '@/lib/session';
import { LiveTable } from './live-table';

export type LiveTablePageProps = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function liveTableMetadata(game: LiveGame, { params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'liveTable' });
  return { title: t(`titles.${game}`), robots: { index: false, follow: false } };
}

/**
 * The page of a table game (/baccarat, /dragonTiger, /roulette, /sicBo): members only; a tile that
 * opens it as a stand-in for a game of another kind (`standIn=1`) gets the page's label.
 */
export async function LiveTablePage({ game, params, searchParams }: LiveTablePageProps & { game: LiveGame }) {
  const locale = await pageLocale(params);
  const session = await getSession();
  if (!session.token) return redirect({ href: { pathname: '/login', query: { next: LOCAL_GAME_PAGES[game] } }, locale });
  const t = await getTranslations('liveTable');
  const query = await searchParams;
  const gameCode = typeof query.gameCode === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(query.gameCode) ? query.gameCode : undefined;
  return (
    <main id="main" className="game-main lottery-main">
      <h1 className="lottery-title">{t(`titles.${game}`)}</h1>
      {openedAsStandIn(query) ? <StandInLabel localGame={game} /> : null}
      <LiveTable game={game} gameCode={gameCode} />
    </main>
  );
}
