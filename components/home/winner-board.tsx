'use client';

import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { gameIconPath } from '@/lib/games/game-icon-path';
import type { Winner } from '@/contract/winners';

const PLACEHOLDER_ROWS = 5;

/** A row of GET /api/winners: the amount also formatted in the page's language (app/api/winners/route.ts). */
type BoardWinner = Winner & { winAmountText: string };

async function fetchWinners(url: string): Promise<BoardWinner[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`winners ${response.status}`);
  return ((await response.json()) as { winners: BoardWinner[] }).winners;
}

/**
 * Spec §3 winner board: 20 items, amounts with 2 decimals and thousands separators. Real wins
 * change by the minute, so the board is asked for in the browser (and refreshed) rather than
 * baked into the cached page; their amounts come formatted, so the page makes no number format of
 * its own. Only real wins are listed (the platform's db/winners.ts): with none
 * yet the board says so plainly, and nothing stands in for them.
 */
export function WinnerBoard() {
  const t = useTranslations('home');
  const locale = useLocale();
  const { data, error } = useSWR(`/api/winners?lang=${encodeURIComponent(locale)}`, fetchWinners, { refreshInterval: 60_000 });
  return (
    <section className="section winner-board" aria-labelledby="winner-board" aria-busy={!data && !error}>
      <h2 id="winner-board">{t('winnerBoard')}</h2>
      {error && !data ? <p className="muted">{t('winnersUnavailable')}</p> : null}
      {data && data.length === 0 ? (
        <p className="muted" data-testid="winners-none">{t('winnersNone')}</p>
      ) : (
        <ol tabIndex={0} aria-labelledby="winner-board">
          {data
            ? data.map((winner, i) => (
                <li key={`${winner.gameCode}-${winner.wonAt}-${i}`}>
                  <img src={gameIconPath(winner.gameCode)} alt="" width={40} height={40} loading="lazy" decoding="async" />
                  <span className="who">{winner.customerName}</span>
                  <span className="game">{winner.gameName}</span>
                  <span className="amount" data-testid="winner-amount">
                    ฿{winner.winAmountText}
                  </span>
                </li>
              ))
            : Array.from({ length: error ? 0 : PLACEHOLDER_ROWS }, (_, i) => <li key={i} className="placeholder" aria-hidden="true" />)}
        </ol>
      )}
    </section>
  );
}
