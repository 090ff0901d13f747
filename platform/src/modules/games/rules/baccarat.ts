// Punto banco from a round's committed seed: six cards (an infinite shoe: each card uniform over
// the 52, from HMAC-SHA256(seed, "BACCARAT:table:round")), dealt player, banker, player, banker and
// the third cards by the standard tableau. Pays player 1:1, banker 0.95:1, tie 8:1; on a tie the
// player and banker bets are returned.
import { BACCARAT_RETURNS, type BaccaratSide } from '../../../../../contract/live-spots';
import type { BaccaratResult, Card } from '../../../../../contract/live-table';
import { lost, wonAt, type BetOutcome } from './live-outcome';
import { uniformFromSeed } from './provably-fair';

const SUITS = ['S', 'H', 'D', 'C'] as const;
const value = (card: Card) => (card.rank >= 10 ? 0 : card.rank);
const total = (cards: Card[]) => cards.reduce((sum, card) => sum + value(card), 0) % 10;

/** `count` cards (six for a baccarat deal), each uniform over the 52. */
export function cardsFromSeed(seed: string, message: string, count = 6): Card[] {
  return uniformFromSeed(seed, message, count, 52).map((n) => ({ rank: (n % 13) + 1, suit: SUITS[Math.floor(n / 13)] }));
}

/** Whether the banker draws a third card, given its total and the player's third card (if any). */
export function bankerDraws(bankerTotal: number, playerThird: Card | undefined): boolean {
  if (!playerThird) return bankerTotal <= 5;
  const p = value(playerThird);
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return p !== 8;
  if (bankerTotal === 4) return p >= 2 && p <= 7;
  if (bankerTotal === 5) return p >= 4 && p <= 7;
  if (bankerTotal === 6) return p === 6 || p === 7;
  return false;
}

export function dealFromCards(shoe: Card[]): BaccaratResult {
  const next = (() => {
    let i = 0;
    return () => shoe[i++];
  })();
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: Card | undefined;
    if (total(player) <= 5) {
      playerThird = next();
      player.push(playerThird);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(next());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner: BaccaratSide = playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return { player, banker, playerTotal, bankerTotal, winner };
}

export function dealRound(seed: string, table: string, roundNo: number): BaccaratResult {
  return dealFromCards(cardsFromSeed(seed, `BACCARAT:${table}:${roundNo}`));
}

/** What a bet gets back (stake included), in minor units, and how it ended. */
export function betOutcome(side: BaccaratSide, stake: bigint, winner: BaccaratSide): BetOutcome {
  if (side === winner) return wonAt(stake, BACCARAT_RETURNS[side]);
  if (winner === 'TIE') return { state: 'push', payout: stake };
  return lost;
}
