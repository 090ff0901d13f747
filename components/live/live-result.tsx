'use client';

import { useTranslations } from 'next-intl';
import { ROULETTE_RED } from '@/contract/live-spots';
import type { BaccaratResult, Card, DragonTigerResult, LiveRound, RouletteResult, SicBoResult } from '@/contract/live-table';
import { spotLabel } from '@/lib/games/live-spot-label';

const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const cardText = (card: Card) => `${RANK[card.rank]}${SUIT[card.suit]}`;

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
            {spot('PLAYER')}: <strong>{result.player.map(cardText).join(' ')}</strong> ({result.playerTotal}) · {spot('BANKER')}: <strong>{result.banker.map(cardText).join(' ')}</strong> ({result.bankerTotal})
          </p>
          <p>{t('winner', { side: spot(result.winner), round: round.roundNo })}</p>
        </>
      );
    }
    case 'DRAGON_TIGER': {
      const result = round.result as DragonTigerResult;
      return (
        <>
          <p>
            {spot('DRAGON')}: <strong>{cardText(result.dragon)}</strong> · {spot('TIGER')}: <strong>{cardText(result.tiger)}</strong>
          </p>
          <p>{t('winner', { side: spot(result.winner), round: round.roundNo })}</p>
        </>
      );
    }
    case 'ROULETTE': {
      const { number } = round.result as RouletteResult;
      const colour = number === 0 ? '' : ` · ${spot((ROULETTE_RED as readonly number[]).includes(number) ? 'RED' : 'BLACK')}`;
      return <p>{t('outcome', { round: round.roundNo, result: `${number}${colour}` })}</p>;
    }
    case 'SIC_BO': {
      const { dice, total } = round.result as SicBoResult;
      return <p>{t('outcome', { round: round.roundNo, result: t('dice', { dice: dice.join(' · '), total }) })}</p>;
    }
  }
}
