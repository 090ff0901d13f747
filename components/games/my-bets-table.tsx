import type { ReactNode } from 'react';

interface Bet {
  betId: string | number;
  state: string;
}

interface MyBetsTableProps<B extends Bet> {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  title: string;
  /** Undefined while loading. */
  bets: B[] | undefined;
  emptyText: string;
  /** Shown while `bets` is undefined; without it, loading reads as empty. */
  loadingText?: string;
  /** Column headings, when the table has them. */
  headers?: string[];
  /** One row's cells, in the headings' order. */
  cells: (bet: B) => ReactNode[];
}

/** "My bets" of an in-house game (lottery, live table, event board): one row per bet, its state on the row. */
export function MyBetsTable<B extends Bet>({ headingId, title, bets, emptyText, loadingText, headers, cells }: MyBetsTableProps<B>) {
  return (
    <section className="lottery-my-bets" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {!bets && loadingText ? (
        <p className="hint">{loadingText}</p>
      ) : bets?.length ? (
        <table className="data-table">
          {headers ? (
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {bets.map((bet) => (
              <tr key={bet.betId} data-state={bet.state}>
                {cells(bet).map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="hint">{emptyText}</p>
      )}
    </section>
  );
}
