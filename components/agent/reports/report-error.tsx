import { getTranslations } from 'next-intl/server';

const KNOWN = ['date_invalid', 'date_range_invalid', 'date_range_too_long', 'export_too_large', 'downline_not_found', 'validation_failed'] as const;

type Known = (typeof KNOWN)[number];
const isKnown = (code: unknown): code is Known => typeof code === 'string' && (KNOWN as readonly string[]).includes(code);

/** A report's error state: the platform's code (a WpsError's `code`) as a localized sentence. */
export async function ReportError({ error }: { error: Error & { code?: unknown } }) {
  const t = await getTranslations('agentReports.errors');
  const code = isKnown(error.code) ? error.code : 'other';
  return (
    <p role="alert" className="form-alert" data-testid="report-error">
      {t(code)}
    </p>
  );
}
