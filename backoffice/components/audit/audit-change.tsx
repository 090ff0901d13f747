import { auditDiff } from '@bo/lib/audit-diff';

/** How many changed fields a cell lists; the CSV export has the record whole. */
const SHOWN = 6;

/** The words around a change, in the staff member's language (useAuditChangeLabels). */
export interface AuditChangeLabels {
  created: string;
  removed: string;
  unchanged: string;
  moreFields: (count: number) => string;
}

/** An audit record's change, compact: the fields that differ, `path: before → after`. */
export function AuditChange({ before, after, labels }: { before: unknown; after: unknown; labels: AuditChangeLabels }) {
  const { kind, fields } = auditDiff(before, after);
  if (kind === 'unchanged') return <span className="small">{labels.unchanged}</span>;
  const hidden = fields.length - SHOWN;
  return (
    <div className="audit-change small" data-testid="audit-change">
      {kind === 'created' || kind === 'removed' ? <strong>{labels[kind]}</strong> : null}
      <ul>
        {fields.slice(0, SHOWN).map((field) => (
          <li key={field.path}>
            {field.path ? `${field.path}: ` : null}
            {kind === 'changed' ? (
              <>
                <del>{field.before}</del> → <ins>{field.after}</ins>
              </>
            ) : (
              (field.after ?? field.before)
            )}
          </li>
        ))}
        {hidden > 0 ? <li>{labels.moreFields(hidden)}</li> : null}
      </ul>
    </div>
  );
}
