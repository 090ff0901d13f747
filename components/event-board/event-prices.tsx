'use client';

import { useTranslations } from 'next-intl';
import type { BoardEvent } from '@/contract/event-board';
import { BOARD_PICKS, MARKET_PICKS, sideLine, type BoardMarket, type BoardPick, type EventBoard } from '@/contract/event-board-names';
import { shownLine } from './line-words';

/** A price on the board: the market's pick, the pick's own line (handicap, over/under), the odds. */
export interface BoardPrice {
  market: BoardMarket;
  pick: BoardPick;
  line?: string;
  odds: string;
}

/** The prices one event offers in a market now, or none (an event opened before the board had lines). */
export function pricesOf(event: BoardEvent, board: EventBoard, market: BoardMarket): BoardPrice[] {
  if (market === '1X2') return BOARD_PICKS[board].map((pick) => ({ market, pick, odds: event.odds[pick] }));
  if (!event.lines) return [];
  if (market === 'HANDICAP') {
    const { line, odds } = event.lines.HANDICAP;
    return MARKET_PICKS.HANDICAP.map((pick) => ({ market, pick, line: sideLine(line, pick), odds: odds[pick] }));
  }
  const { line, odds } = event.lines.OVER_UNDER;
  return MARKET_PICKS.OVER_UNDER.map((pick) => ({ market, pick, line, odds: odds[pick] }));
}

interface EventPricesProps {
  event: BoardEvent;
  board: EventBoard;
  market: BoardMarket;
  marketName: string;
  closed: boolean;
  chosen: BoardPrice | undefined;
  /** The pick's name in the board's words ("Home: Bangkok Rovers", "Over"). */
  pickName: (pick: BoardPick) => string;
  onPick: (price: BoardPrice) => void;
}

/** One event's price buttons in the shown market: two or three to a row, each 44 px tall at least. */
export function EventPrices({ event, board, market, marketName, closed, chosen, pickName, onPick }: EventPricesProps) {
  const t = useTranslations('eventBoard');
  const prices = pricesOf(event, board, market);
  if (prices.length === 0) return <p className="hint">{t('marketClosed')}</p>;
  return (
    <div className="event-odds" role="group" aria-label={`${t('vs', { home: event.home, away: event.away })} · ${marketName}`} data-market={market}>
      {prices.map((price) => {
        const pressed = chosen?.market === price.market && chosen.pick === price.pick;
        return (
          <button key={price.pick} type="button" className={pressed ? 'btn btn-primary' : 'btn'} aria-pressed={pressed} disabled={closed} onClick={() => onPick(price)}>
            <span className="event-pick">
              {pickName(price.pick)}
              {price.line ? <span className="event-line"> {shownLine(price.line)}</span> : null}
            </span>
            <strong>{price.odds}</strong>
          </button>
        );
      })}
    </div>
  );
}
