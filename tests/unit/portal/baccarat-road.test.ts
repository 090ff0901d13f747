/** @jest-environment node */
import { beadPlate, bigRoad, newestColumns } from '@/lib/games/baccarat-road';

const seq = (text: string) => [...text].map((c) => ({ P: 'PLAYER', B: 'BANKER', T: 'TIE' })[c]!);
const places = (cells: { col: number; row: number }[]) => cells.map((c) => `${c.col},${c.row}`);

describe('bead plate', () => {
  it('fills columns of six top to bottom, ties included, in the order dealt', () => {
    const cells = beadPlate(seq('BBPTPBBP'));
    expect(places(cells)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,0', '1,1']);
    expect(cells.map((c) => c.winner)).toEqual(seq('BBPTPBBP'));
  });

  it('is empty without results', () => {
    expect(beadPlate([])).toEqual([]);
  });
});

describe('big road', () => {
  it('starts a new column when the winner changes and goes down while it stays', () => {
    const { cells } = bigRoad(seq('BBPPPB'));
    expect(places(cells)).toEqual(['0,0', '0,1', '1,0', '1,1', '1,2', '2,0']);
    expect(cells.map((c) => c.winner)).toEqual(seq('BBPPPB'));
  });

  it('marks ties on the last cell with a count, never as a cell', () => {
    const { cells, leadingTies } = bigRoad(seq('BTTPTB'));
    expect(leadingTies).toBe(0);
    expect(cells.map((c) => [c.winner, c.ties])).toEqual([
      ['BANKER', 2],
      ['PLAYER', 1],
      ['BANKER', 0],
    ]);
  });

  it('keeps ties dealt before the first non-tie as leading ties', () => {
    expect(bigRoad(seq('TTB'))).toEqual({ leadingTies: 2, cells: [{ col: 0, row: 0, winner: 'BANKER', ties: 0 }] });
    expect(bigRoad(seq('TTT'))).toEqual({ leadingTies: 3, cells: [] });
  });

  it('turns a streak longer than six right along the bottom row (the dragon tail)', () => {
    const { cells } = bigRoad(seq('BBBBBBBBP'));
    expect(places(cells)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5', '2,5', '1,0']);
  });

  it('turns a later streak right early when a tail lies below it, and keeps going right', () => {
    // Banker 7 (tail into column 1 row 5), player 6: its column 1 is blocked at row 5, so it turns at row 4.
    const { cells } = bigRoad(seq('BBBBBBBPPPPPPB'));
    expect(places(cells)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5', '1,0', '1,1', '1,2', '1,3', '1,4', '2,4', '2,0']);
  });

  it('keeps a tie on a tail cell', () => {
    const { cells } = bigRoad(seq('PPPPPPPT'));
    expect(cells.at(-1)).toEqual({ col: 1, row: 5, winner: 'PLAYER', ties: 1 });
  });

  it('works for dragon tiger outcomes too', () => {
    const { cells } = bigRoad(['DRAGON', 'TIE', 'TIGER', 'TIGER']);
    expect(cells.map((c) => [c.col, c.row, c.winner, c.ties])).toEqual([
      [0, 0, 'DRAGON', 1],
      [1, 0, 'TIGER', 0],
      [1, 1, 'TIGER', 0],
    ]);
  });
});

describe('newest columns', () => {
  it('keeps the last columns that fit and moves them to the left edge', () => {
    const cells = beadPlate(seq('BBBBBBPPPPPPTT'));
    const shown = newestColumns(cells, 2);
    expect(places(shown)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,0', '1,1']);
    expect(shown[0].winner).toBe('PLAYER');
    expect(newestColumns(cells, 5)).toHaveLength(14);
  });
});
