import '@/components/event-board/event-board.css';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { openedAsStandIn, type GamePage } from '@/lib/games/launch-target';
import { redirect } from '@/lib/i18n/navigation';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getSession } from '@/lib/session';
import { LotteryLobby } from '@/components/lottery/lottery-lobby';
import { GameFrame } from './game-frame';
import { StandInLabel } from './stand-in-label';

/** A game page's metadata: per member, nothing for a search engine. */
export async function gamePageMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'play' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export type GamePageProps = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The address to come back to after logging in: the game page with its query. */
function pageWithQuery(page: GamePage, query: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value ?? []].flat()) search.append(name, item);
  }
  const text = search.toString();
  return text ? `/${page}?${text}` : `/${page}`;
}

/** The body of /seamless, /lottery, /seaLottery and /vnLottery: members only (spec §2), guests go to /login. */
export async function GamePageBody({ params, searchParams, page }: GamePageProps & { page: GamePage }) {
  const locale = await pageLocale(params);
  const session = await getSession();
  if (!session.token) {
    return redirect({ href: { pathname: '/login', query: { next: pageWithQuery(page, await searchParams) } }, locale });
  }
  const t = await getTranslations('play');
  const query = await searchParams;
  // A tile whose game is not run here opens a local game as a stand-in: the page says so (lib/games/launch-target.ts).
  const standIn = openedAsStandIn(query);
  if (page !== 'seamless') {
    // The lottery pages are the local lottery's lobby (its draws, bet slip, results), not a frame.
    const gameCode = query.gameCode;
    const tLottery = await getTranslations('lottery');
    return (
      <main id="main" className="game-main lottery-main">
        <h1 className="lottery-title">{tLottery('title')}</h1>
        {standIn ? <StandInLabel localGame="LOTTERY" /> : null}
        <p className="demo-label" role="note" data-testid="lottery-in-house">
          {tLottery('inHouse')}
        </p>
        <LotteryLobby page={page} gameCode={typeof gameCode === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(gameCode) ? gameCode : undefined} />
      </main>
    );
  }
  return (
    <main id="main" className="game-main">
      {standIn ? <StandInLabel localGame="SLOT" /> : null}
      <Suspense fallback={<p className="game-status">{t('loading')}</p>}>
        <GameFrame page={page} />
      </Suspense>
    </main>
  );
}
