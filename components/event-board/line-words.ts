'use client';

import { useTranslations } from 'next-intl';
import type { BoardMarket } from '@/contract/event-board';

/** A line as people read it: a true minus sign ("−0.25"), a plus kept ("+0.75"). */
export const shownLine = (line: string) => line.replace('-', '−');

/**
 * A handicap or over/under pick in words ("Handicap: Home −0.25", "Over 2.5"), for the board's
 * slip and bets and for the betting record; undefined on 1X2 (its pick is named by the caller).
 */
export function useLineWords() {
  const t = useTranslations('boardLines');
  return (market: BoardMarket | string | undefined, pick: string, line: string | null | undefined): string | undefined => {
    if (!line || (market !== 'HANDICAP' && market !== 'OVER_UNDER')) return undefined;
    const shown = shownLine(line);
    if (market === 'HANDICAP') return pick === 'HOME' ? t('handicapHome', { line: shown }) : t('handicapAway', { line: shown });
    return pick === 'OVER' ? t('over', { line: shown }) : t('under', { line: shown });
  };
}
