import type { ReactNode } from 'react';

/**
 * Where a column goes when a phone shows each record as a card (below 600 px, app/globals.css):
 * `title` (what the record is: its kind, game or account) and `amount` on the first line, `date`
 * and `state` on the second, the `reference` under them; `detail` columns follow as labelled lines,
 * `wide` ones (actions) at full width without a label, and `none` are left out of the card.
 */
export type CardPlace = 'title' | 'amount' | 'date' | 'state' | 'reference' | 'detail' | 'wide' | 'none';

export interface DataColumn<R> {
  label: string;
  cell: (row: R) => ReactNode;
  /** The row's header cell (`<th scope="row">`). */
  rowHeader?: boolean;
  className?: (row: R) => string | undefined;
  /** Its place on the card (default `detail`). */
  card?: CardPlace;
}

/**
 * A table of records: one header row from the columns, one row per record. On a phone each row is
 * a card (the one card list of the portal's records and reports): every cell carries its column's
 * place on the card (`data-card`) and its label (`data-label`, shown beside detail lines).
 */
export function DataTable<R>({
  columns,
  rows,
  rowKey,
  className = 'record-table',
  foot,
  testId,
  rowTestId,
}: {
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  className?: string;
  foot?: ReactNode;
  testId?: string;
  rowTestId?: (row: R) => string;
}) {
  return (
    <table className={`${className} card-table`} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.label}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
            {columns.map((column) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column.label}
                  scope={column.rowHeader ? 'row' : undefined}
                  data-label={column.label}
                  data-card={column.card ?? 'detail'}
                  className={column.className?.(row)}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
      {foot && <tfoot>{foot}</tfoot>}
    </table>
  );
}
