'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { ROULETTE_RED, type LiveGame } from '@/contract/live-spots';
import type { LiveRoadEntry } from '@/contract/live-table';
import { beadPlate, bigRoad, newestColumns, ROAD_ROWS, type RoadCell } from '@/lib/games/baccarat-road';
import { spotLabel } from '@/lib/games/live-spot-label';

/** Columns a road shows: twelve square cells fit across a 360 px screen. */
const ROAD_COLUMNS = 12;
const STRIP_LENGTH = 20;
type BeadWinner = 'PLAYER' | 'BANKER' | 'TIE' | 'DRAGON' | 'TIGER';
const place = (cell: RoadCell): CSSProperties => ({ gridColumn: cell.col + 1, gridRow: cell.row + 1 });

/** The table's last results: bead plate and big road for baccarat and dragon tiger, a strip of numbers or dice for roulette and sic bo. */
export function LiveRoad({ game, road }: { game: LiveGame; road: LiveRoadEntry[] }) {
  const t = useTranslations('liveTable');
  const tSpot = useTranslations('liveSpots');
  const spot = (name: string) => spotLabel(tSpot, name);
  if (!road.length) return <p className="hint">{t('noRounds')}</p>;

  if (game === 'ROULETTE' || game === 'SIC_BO') {
    const latest = road.slice(-STRIP_LENGTH).reverse();
    return (
      <ol className="live-strip" aria-label={t('lastResults')} data-testid="live-road">
        {latest.map((entry, i) => {
          if (typeof entry === 'number') {
            const colour = entry === 0 ? 'GREEN' : (ROULETTE_RED as readonly number[]).includes(entry) ? 'RED' : 'BLACK';
            return (
              <li key={i} className="live-strip-cell" data-colour={colour} aria-label={entry === 0 ? String(entry) : `${entry} ${spot(colour)}`}>
                {entry}
              </li>
            );
          }
          const dice = entry as number[];
          const total = dice[0] + dice[1] + dice[2];
          const triple = dice[0] === dice[1] && dice[1] === dice[2];
          return (
            <li key={i} className="live-strip-cell" data-size={triple ? 'TRIPLE' : total >= 11 ? 'BIG' : 'SMALL'} aria-label={t('dice', { dice: dice.join(' · '), total })}>
              {total}
            </li>
          );
        })}
      </ol>
    );
  }

  const winners = road as string[];
  const counts = [...new Set(winners)].map((w) => `${spot(w)} ${winners.filter((x) => x === w).length}`).join(' · ');
  const beads = newestColumns(beadPlate(winners), ROAD_COLUMNS);
  const big = bigRoad(winners);
  const bigCells = newestColumns(big.cells, ROAD_COLUMNS);
  const firstShown = bigCells.length === big.cells.length;
  const summary = t('roadSummary', { count: winners.length, counts });
  return (
    <div className="live-roads" data-testid="live-road" data-rounds={winners.length}>
      <p className="visually-hidden">{summary}</p>
      <figure className="live-road" aria-hidden="true">
        <figcaption>{t('beadPlate')}</figcaption>
        <div className="live-road-grid" style={{ '--rows': ROAD_ROWS, '--cols': ROAD_COLUMNS } as CSSProperties}>
          {beads.map((cell) => (
            <span key={`${cell.col}:${cell.row}`} className="live-bead" data-winner={cell.winner} style={place(cell)}>
              {t(`beadMarks.${cell.winner as BeadWinner}`)}
            </span>
          ))}
        </div>
      </figure>
      <figure className="live-road" aria-hidden="true">
        <figcaption>{t('bigRoad')}</figcaption>
        <div className="live-road-grid" style={{ '--rows': ROAD_ROWS, '--cols': ROAD_COLUMNS } as CSSProperties}>
          {!big.cells.length && big.leadingTies ? <span className="live-ring" data-winner="TIE" data-ties={big.leadingTies} style={{ gridColumn: 1, gridRow: 1 }} /> : null}
          {bigCells.map((cell, i) => {
            const ties = cell.ties + (firstShown && i === 0 ? big.leadingTies : 0);
            return (
              <span key={`${cell.col}:${cell.row}`} className="live-ring" data-winner={cell.winner} data-ties={ties || undefined} style={place(cell)}>
                {ties > 1 ? ties : null}
              </span>
            );
          })}
        </div>
      </figure>
    </div>
  );
}
