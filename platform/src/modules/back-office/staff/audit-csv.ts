// The audit trail as CSV for the operator's records (UTF-8 with a byte-order mark; cells defused).
import { csvLine } from '../../../../../contract/csv-cell';
import type { readAudit } from './audit-trail';

type AuditRow = Awaited<ReturnType<typeof readAudit>>[number];

const HEADER = ['id', 'at', 'actor', 'address', 'action', 'permission', 'object_type', 'object_id', 'before', 'after', 'reason', 'status'];

export function auditCsv(rows: readonly AuditRow[]): string {
  const lines = rows.map((row) =>
    csvLine([
      row.id,
      row.at.toISOString(),
      row.actor,
      row.address,
      row.action,
      row.permission,
      row.objectType,
      row.objectId,
      row.before === null ? '' : JSON.stringify(row.before),
      row.after === null ? '' : JSON.stringify(row.after),
      row.reason,
      row.status,
    ]),
  );
  return `\uFEFF${csvLine(HEADER)}${lines.join('')}`;
}
