// The road maps of the two-sided card tables (baccarat: PLAYER / BANKER, dragon tiger: DRAGON /
// TIGER; TIE in both), drawn from the table's settled outcomes, oldest first. Cells are placed on a
// grid of ROAD_ROWS rows and as many columns as needed; the page shows the newest columns.

/** A road's height: six cells per column, as every baccarat scoreboard. */
export const ROAD_ROWS = 6;
const TIE = 'TIE';

export interface RoadCell {
  col: number;
  row: number;
  winner: string;
}

/** Bead plate: every outcome (ties too) in order, columns of six filled top to bottom. */
export function beadPlate(outcomes: readonly string[], rows = ROAD_ROWS): RoadCell[] {
  return outcomes.map((winner, i) => ({ col: Math.floor(i / rows), row: i % rows, winner }));
}

export interface BigRoadCell extends RoadCell {
  /** Ties dealt after this cell's round, before the next non-tie: a slash with a count on the cell. */
  ties: number;
}

export interface BigRoad {
  cells: BigRoadCell[];
  /** Ties dealt before the first non-tie (drawn on the first cell, or alone while no other result). */
  leadingTies: number;
}

/**
 * Big road: a column per streak of one winner (a new column when the winner changes), ties marked on
 * the last cell with a count. A streak longer than the column (or meeting a cell already taken)
 * turns right and runs along its row: the dragon's tail. A new streak starts in the top row of the
 * column after the previous streak's first column (further right if a tail took that cell).
 */
export function bigRoad(outcomes: readonly string[], rows = ROAD_ROWS): BigRoad {
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  const at = (col: number, row: number) => `${col}:${row}`;
  let leadingTies = 0;
  let streakCol = -1;
  let turned = false;
  for (const winner of outcomes) {
    const last = cells.at(-1);
    if (winner === TIE) {
      if (last) last.ties += 1;
      else leadingTies += 1;
      continue;
    }
    let col: number;
    let row: number;
    if (!last || last.winner !== winner) {
      streakCol += 1;
      while (taken.has(at(streakCol, 0))) streakCol += 1;
      [col, row, turned] = [streakCol, 0, false];
    } else if (!turned && last.row + 1 < rows && !taken.has(at(last.col, last.row + 1))) {
      [col, row] = [last.col, last.row + 1];
    } else {
      [col, row, turned] = [last.col + 1, last.row, true];
      while (taken.has(at(col, row))) col += 1;
    }
    taken.add(at(col, row));
    cells.push({ col, row, winner, ties: 0 });
  }
  return { cells, leadingTies };
}

/** The cells of the newest `columns` columns, moved to start at column 0 (what fits on the screen). */
export function newestColumns<C extends RoadCell>(cells: readonly C[], columns: number): C[] {
  const last = cells.reduce((max, cell) => Math.max(max, cell.col), -1);
  const first = Math.max(0, last - columns + 1);
  return cells.filter((cell) => cell.col >= first).map((cell) => ({ ...cell, col: cell.col - first }));
}
