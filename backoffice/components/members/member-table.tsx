'use client';
import type { RowData } from '@tanstack/react-table';
import { DataTable, type Column } from '../ui/data-table';

/** One list of the member 360 view under its heading: the grid, or a line saying there is nothing yet. */
export function MemberTable<T extends RowData>({ title, empty, columns, data, rowId }: { title: string; empty: string; columns: Column<T>[]; data: T[]; rowId: (row: T) => string }) {
  return (
    <div className="member-list">
      <h3>{title}</h3>
      {data.length === 0 ? <p className="muted">{empty}</p> : <DataTable caption={title} columns={columns} data={data} rowId={rowId} />}
    </div>
  );
}
