'use client';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';

// The back office's grids (TanStack Table): a real table with a caption and column headers on wide
// screens; on a phone each row is a card, each cell labelled by its column (data-label, globals.css).

const features = tableFeatures({});
export type Column<T extends RowData> = ColumnDef<typeof features, T> & { id: string; header: string };

export function DataTable<T extends RowData>({ caption, columns, data, rowId }: { caption: string; columns: Column<T>[]; data: T[]; rowId: (row: T) => string }) {
  const table = useTable({ features, columns, data, getRowId: (row) => rowId(row) });
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} data-label={String(cell.column.columnDef.header ?? '')}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
