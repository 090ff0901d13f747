/** One button of a row: its text, the name a screen reader hears (the action and the row), its handler. */
export interface RowAction {
  label: string;
  name: string;
  onClick: () => void;
  danger?: boolean;
}

/** A row's buttons (`false`: none allowed here), or a dash where none is left. */
export function RowActions({ actions }: { actions: readonly (RowAction | false | null | undefined)[] | false }) {
  const shown = (actions || []).filter((action): action is RowAction => Boolean(action));
  if (shown.length === 0) return <span className="muted">—</span>;
  return (
    <span className="row-actions">
      {shown.map((action) => (
        <button key={action.name} type="button" className={action.danger ? 'danger' : undefined} onClick={action.onClick} aria-label={action.name}>
          {action.label}
        </button>
      ))}
    </span>
  );
}
