import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ReportView, type ReportSearch } from '@/components/agent/reports/report-view';
import { agentPage } from '@/lib/agent/agent-page';
import { agentReport } from '@/lib/wps/agent-reports';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

/** Per-agent page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/** /agentHome/agentRevenueReport (money-and-agents §5.5). */
export default async function Page({ params, searchParams }: LocaleParams & { searchParams: Promise<ReportSearch> }) {
  const locale = await pageLocale(params);
  const { caller } = await agentPage(locale);
  const t = await getTranslations('agentReports');
  return (
    <main id="main" className="agent-report">
      <h1>{t('titles.myIncome')}</h1>
      {/* The loading state streams first; the report follows when the platform answers. */}
      <Suspense
        fallback={
          <p role="status" aria-live="polite">
            {t('loading')}
          </p>
        }
      >
        <ReportView report="myIncome" search={await searchParams} load={(query) => agentReport(caller, 'myIncome', query)} locale={locale} />
      </Suspense>
    </main>
  );
}
