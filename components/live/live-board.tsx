'use client';

import { useTranslations } from 'next-intl';
import { LIVE_SPOTS, paysText, ROULETTE_RED, spotParts, type LiveGame } from '@/contract/live-spots';
import { fromMinor } from '@/contract/money';
import { spotLabel } from '@/lib/games/live-spot-label';

export interface LiveBoardProps {
  game: LiveGame;
  /** Pending stakes by spot, minor units. */
  stakes: Record<string, number>;
  /** The spots the last dealt round won (highlighted). */
  winners: readonly string[];
  disabled: boolean;
  onTap: (spot: string) => void;
}

const ofKind = (game: LiveGame, kind: string) => LIVE_SPOTS[game].filter((spot) => spotParts(spot).kind === kind);
const named = (game: LiveGame) => LIVE_SPOTS[game].filter((spot) => spotParts(spot).n === undefined);

/**
 * A table's spots as a board of tap targets, laid out as the game's table: baccarat and dragon tiger
 * side by side, roulette's numbers in three columns with the outside bets, sic bo's sections. Each
 * tap adds the chosen chip; the pending stake shows on the spot and in its accessible name.
 */
export function LiveBoard({ game, stakes, winners, disabled, onTap }: LiveBoardProps) {
  const t = useTranslations('liveTable');
  const tSpot = useTranslations('liveSpots');

  const button = (spot: string, short?: string) => {
    const label = spotLabel(tSpot, spot);
    const odds = paysText(game, spot);
    const pending = stakes[spot];
    const { kind, n } = spotParts(spot);
    const colour = kind === 'STRAIGHT' ? (n === 0 ? 'GREEN' : (ROULETTE_RED as readonly number[]).includes(n!) ? 'RED' : 'BLACK') : kind === 'RED' || kind === 'BLACK' ? kind : undefined;
    return (
      <button
        key={spot}
        type="button"
        className="live-spot"
        data-spot={spot}
        data-colour={colour}
        data-won={winners.includes(spot) || undefined}
        aria-label={pending ? t('spotPending', { spot: label, odds, pending: fromMinor(BigInt(pending)) }) : t('spotAria', { spot: label, odds })}
        disabled={disabled}
        onClick={() => onTap(spot)}
      >
        <span className="live-spot-name">{short ?? label}</span>
        {short === undefined ? <span className="live-spot-odds">{odds}</span> : null}
        {pending ? <span className="live-stake">{fromMinor(BigInt(pending)).replace(/\.00$/, '')}</span> : null}
      </button>
    );
  };
  const numbers = (spots: string[]) => spots.map((spot) => button(spot, String(spotParts(spot).n)));

  switch (game) {
    case 'BACCARAT':
    case 'DRAGON_TIGER': {
      // Player / dragon on the left, tie in the middle, banker / tiger on the right, as the felt.
      const [left, right, tie] = LIVE_SPOTS[game];
      return <div className="live-board live-board-duel">{[left, tie, right].map((spot) => button(spot))}</div>;
    }
    case 'ROULETTE':
      return (
        <div className="live-board live-board-roulette">
          <div className="live-zero">{numbers(ofKind(game, 'STRAIGHT').slice(0, 1))}</div>
          <div className="live-numbers">{numbers(ofKind(game, 'STRAIGHT').slice(1))}</div>
          <div className="live-row-3">{ofKind(game, 'COLUMN').map((spot) => button(spot))}</div>
          <div className="live-row-3">{ofKind(game, 'DOZEN').map((spot) => button(spot))}</div>
          <div className="live-row-3">{named(game).map((spot) => button(spot))}</div>
        </div>
      );
    case 'SIC_BO':
      return (
        <div className="live-board live-board-sicbo">
          <div className="live-row-3">{['SMALL', 'ANY_TRIPLE', 'BIG'].map((spot) => button(spot))}</div>
          <div className="live-row-2">{['ODD', 'EVEN'].map((spot) => button(spot))}</div>
          <div className="live-row-3">{ofKind(game, 'TRIPLE').map((spot) => button(spot))}</div>
          <div className="live-totals">{ofKind(game, 'TOTAL').map((spot) => button(spot))}</div>
          <div className="live-row-3">{ofKind(game, 'SINGLE').map((spot) => button(spot))}</div>
        </div>
      );
  }
}

/** The spots a dealt round won that the board highlights: the winner, the number, the total. */
export function highlightedSpots(game: LiveGame, result: unknown): string[] {
  if (!result || typeof result !== 'object') return [];
  if ('winner' in result) return [String(result.winner)];
  if ('number' in result) return [`STRAIGHT_${String(result.number)}`];
  if (game === 'SIC_BO' && 'total' in result) return [`TOTAL_${String(result.total)}`];
  return [];
}
