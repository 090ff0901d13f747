import { getTranslations } from 'next-intl/server';
import { WpsError } from '@/lib/wps/envelope';

const KNOWN = ['date_invalid', 'date_range_invalid', 'date_range_too_long', 'export_too_large', 'downline_not_found', 'validation_failed'] as const;

/** A report's error state: the platform's code as a localized sentence. */
export async function ReportError({ error }: { error: Error }) {
  const t = await getTranslations('agentReports.errors');
  const code = error instanceof WpsError && (KNOWN as readonly string[]).includes(error.code) ? (error.code as (typeof KNOWN)[number]) : 'other';
  return (
    <p role="alert" className="form-alert" data-testid="report-error">
      {t(code)}
    </p>
  );
}
