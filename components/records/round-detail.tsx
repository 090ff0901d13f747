'use client';

import { useTranslations } from 'next-intl';
import type { RoundDetail } from '@/contract/cashier-records';

/** What a betting record's round was, by game: the event, pick and odds; the draw and numbers; the round and side. */
export function RoundDetailText({ detail }: { detail?: RoundDetail }) {
  const t = useTranslations('roundDetail');
  if (!detail) return <>{t('spin')}</>;
  const known = (group: string, key: string) => (t.has(`${group}.${key}` as never) ? t(`${group}.${key}` as never) : key);
  if (detail.kind === 'event') {
    return (
      <span data-kind="event">
        {t('event', { home: detail.home, away: detail.away, league: detail.league })}
        <br />
        {t('pick', { pick: known('picks', detail.pick), odds: detail.odds })}
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
  return (
    <span data-kind="live">
      {t('round', { round: detail.roundNo, side: known('sides', detail.side) })}
      {detail.winner ? (
        <>
          <br />
          {t('winner', { pick: known('sides', detail.winner) })}
        </>
      ) : null}
    </span>
  );
}
