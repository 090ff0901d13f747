import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import type { AgentReport } from '@/contract/agent-reports';
import { ReportView, type ReportSearch } from '@/components/agent/reports/report-view';
import { agentPage } from '@/lib/agent/agent-page';
import { agentReport } from '@/lib/wps/agent-reports';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

/**
 * The page of one agent report (money-and-agents §5.5): the agent checked first, the title, then
 * the report streamed after its loading state when the platform answers.
 */
export function reportPage(report: AgentReport) {
  return async function ReportPage({ params, searchParams }: LocaleParams & { searchParams: Promise<ReportSearch> }) {
    const locale = await pageLocale(params);
    const { caller } = await agentPage(locale);
    const t = await getTranslations('agentReports');
    return (
      <main id="main" className="agent-report">
        <h1>{t(`titles.${report}`)}</h1>
        <Suspense
          fallback={
            <p role="status" aria-live="polite">
              {t('loading')}
            </p>
          }
        >
          <ReportView report={report} search={await searchParams} load={(query) => agentReport(caller, report, query)} locale={locale} />
        </Suspense>
      </main>
    );
  };
}
