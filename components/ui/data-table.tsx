import type { ReactNode } from 'react';

export interface DataColumn<R> {
  label: string;
  cell: (row: R) => ReactNode;
  /** The row's header cell (`<th scope="row">`). */
  rowHeader?: boolean;
  className?: (row: R) => string | undefined;
}

/**
 * A table of records: one header row from the columns, one row per record. Each cell carries its
 * column's label (`data-label`), which phones show when the stylesheet stacks a row into a card.
 */
export function DataTable<R>({
  columns,
  rows,
  rowKey,
  className = 'record-table',
  foot,
}: {
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  className?: string;
  foot?: ReactNode;
}) {
  return (
    <table className={className}>
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
          <tr key={rowKey(row)}>
            {columns.map((column) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell key={column.label} scope={column.rowHeader ? 'row' : undefined} data-label={column.label} className={column.className?.(row)}>
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
