'use client';

import { useTranslations } from 'next-intl';
import type { RoundDetail } from '@/contract/cashier-records';
import { liveGameOfTable } from '@/contract/live-table';
import { spotLabel } from '@/lib/games/live-spot-label';
import { useLineWords } from '@/components/event-board/line-words';

/** What a betting record's round was, by game: the event, pick (with its market and line in words) and odds; the draw and numbers; the round, side and outcome. */
export function RoundDetailText({ detail }: { detail?: RoundDetail }) {
  const t = useTranslations('roundDetail');
  const tSpot = useTranslations('liveSpots');
  const lineWords = useLineWords();
  if (!detail) return <>{t('spin')}</>;
  const known = (group: string, key: string) => (t.has(`${group}.${key}` as never) ? t(`${group}.${key}` as never) : key);
  if (detail.kind === 'event') {
    return (
      <span data-kind="event">
        {t('event', { home: detail.home, away: detail.away, league: detail.league })}
        <br />
        {t('pick', { pick: lineWords(detail.market, detail.pick, detail.line) ?? known('picks', detail.pick), odds: detail.odds })}
        {detail.result ? (
          <>
            <br />
            {detail.board === 'COCKFIGHT' ? t('winner', { pick: known('picks', detail.result.winner) }) : t('score', { home: detail.result.home, away: detail.result.away })}
          </>
        ) : null}
      </span>
    );
  }
  if (detail.kind === 'lottery') {
    return (
      <span data-kind="lottery">
        {t('draw', { issue: detail.issue, play: detail.play, number: detail.number, odds: detail.odds })}
        {detail.drawn ? (
          <>
            <br />
            {t('drawn', { numbers: detail.drawn })}
          </>
        ) : null}
      </span>
    );
  }
  // The card games' outcome is the winning side; roulette's the number, sic bo's the dice.
  const game = liveGameOfTable(detail.table);
  const sideWins = game === 'BACCARAT' || game === 'DRAGON_TIGER';
  return (
    <span data-kind="live">
      {t('round', { round: detail.roundNo, side: spotLabel(tSpot, detail.side) })}
      {detail.outcome ? (
        <>
          <br />
          {sideWins ? t('winner', { pick: spotLabel(tSpot, detail.outcome) }) : t('result', { result: detail.outcome })}
        </>
      ) : null}
    </span>
  );
}
