'use client';

import { useState, type MouseEvent } from 'react';

export interface ReportExportTexts {
  /** Texts of the refusals the export can meet (agentReports.errors.*), by code. */
  export_in_progress: string;
  export_too_large: string;
  other: string;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'report.csv';

/**
 * A report's CSV export. With JavaScript the file is fetched here first, so a refusal (another
 * export of the agent's still running, too many rows) shows as a sentence in the agent's language
 * instead of a failed download, and a second click while it loads does nothing. Without
 * JavaScript the link downloads as it is.
 */
export function ReportExport({ href, label, texts }: { href: string; label: string; texts: ReportExportTexts }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(href);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
        const code = body?.error?.code;
        setError(code === 'export_in_progress' || code === 'export_too_large' ? texts[code] : texts.other);
        return;
      }
      const file = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = file;
      link.download = fileNameOf(response.headers.get('content-disposition'));
      link.click();
      // Revoked a little later: some browsers still read the object URL after the click returns.
      setTimeout(() => URL.revokeObjectURL(file), 10_000);
    } catch {
      setError(texts.other);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <a className="btn" href={href} download onClick={onClick} aria-busy={busy} data-testid="report-export">
        {label}
      </a>
      {error && (
        <p role="alert" className="form-alert" data-testid="report-export-error">
          {error}
        </p>
      )}
    </>
  );
}
