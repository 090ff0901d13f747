'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { ROULETTE_RED } from '@/contract/live-spots';
import type { BaccaratResult, Card, DragonTigerResult, LiveRound, RouletteResult, SicBoResult } from '@/contract/live-table';
import { spotLabel } from '@/lib/games/live-spot-label';

const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const cardText = (card: Card) => `${RANK[card.rank]}${SUIT[card.suit]}`;

/** Cards dealt face down and turned one after another (live-table.css; shown at once under reduced motion). */
function Cards({ cards, from = 0 }: { cards: Card[]; from?: number }) {
  return (
    <span className="live-cards">
      {cards.map((card, i) => (
        <span key={i} className="live-card" data-suit={card.suit} style={{ '--deal': from + i } as CSSProperties}>
          {cardText(card)}
        </span>
      ))}
    </span>
  );
}

/** A dealt round's outcome as its game shows it: the cards and the winner, the number, or the dice. */
export function LiveResultView({ round }: { round: LiveRound }) {
  const t = useTranslations('liveTable');
  const tSpot = useTranslations('liveSpots');
  const spot = (name: string) => spotLabel(tSpot, name);
  if (!round.result) return null;
  switch (round.game) {
    case 'BACCARAT': {
      const result = round.result as BaccaratResult;
      return (
        <>
          <p>
            {spot('PLAYER')}: <Cards cards={result.player} /> ({result.playerTotal}) · {spot('BANKER')}: <Cards cards={result.banker} from={result.player.length} /> ({result.bankerTotal})
          </p>
          <p className="live-winner">{t('winner', { side: spot(result.winner), round: round.roundNo })}</p>
        </>
      );
    }
    case 'DRAGON_TIGER': {
      const result = round.result as DragonTigerResult;
      return (
        <>
          <p>
            {spot('DRAGON')}: <Cards cards={[result.dragon]} /> · {spot('TIGER')}: <Cards cards={[result.tiger]} from={1} />
          </p>
          <p className="live-winner">{t('winner', { side: spot(result.winner), round: round.roundNo })}</p>
        </>
      );
    }
    case 'ROULETTE': {
      const { number } = round.result as RouletteResult;
      const colour = number === 0 ? '' : ` · ${spot((ROULETTE_RED as readonly number[]).includes(number) ? 'RED' : 'BLACK')}`;
      return (
        <p className="live-winner">
          <span className="live-ball" data-colour={number === 0 ? 'GREEN' : (ROULETTE_RED as readonly number[]).includes(number) ? 'RED' : 'BLACK'}>
            {number}
          </span>{' '}
          {t('outcome', { round: round.roundNo, result: `${number}${colour}` })}
        </p>
      );
    }
    case 'SIC_BO': {
      const { dice, total } = round.result as SicBoResult;
      return (
        <p className="live-winner">
          <span className="live-cards" aria-hidden="true">
            {dice.map((die, i) => (
              <span key={i} className="live-die" style={{ '--deal': i } as CSSProperties}>
                {die}
              </span>
            ))}
          </span>{' '}
          {t('outcome', { round: round.roundNo, result: t('dice', { dice: dice.join(' · '), total }) })}
        </p>
      );
    }
  }
}
