/** A form's last row: the refusal of its last submit (announced as it appears) and its submit button, busy while it runs. */
export function FormSubmit({ error, label, busy }: { error: string | null; label: string; busy: boolean }) {
  return (
    <>
      {error ? (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
        {label}
      </button>
    </>
  );
}
