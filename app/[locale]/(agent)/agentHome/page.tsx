import { getTranslations } from 'next-intl/server';
import { COUNT_KPIS, TEAM_KPIS, TEAM_PERIODS, type TeamPeriod } from '@/contract/agent-reports';
import { PeriodTabs } from '@/components/agent/reports/period-tabs';
import { ReportError } from '@/components/agent/reports/report-error';
import { TeamChart, pnlClass } from '@/components/agent/reports/team-chart';
import { agentPage } from '@/lib/agent/agent-page';
import { formatAmount, formatWhole } from '@/lib/format/amount';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { teamOverview } from '@/lib/wps/agent-reports';

/** Per-agent page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/** /agentHome — the team overview (AGEINFO3, money-and-agents §5.2): KPIs of a period and its chart, all server-rendered. */
export default async function AgentHomePage({ params, searchParams }: LocaleParams & { searchParams: Promise<{ period?: string }> }) {
  const locale = await pageLocale(params);
  const { agent, caller } = await agentPage(locale);
  const requested = (await searchParams).period;
  const period: TeamPeriod = (TEAM_PERIODS as readonly string[]).includes(requested ?? '') ? (requested as TeamPeriod) : 'today';
  const [t, tAgent] = await Promise.all([getTranslations('agentReports'), getTranslations('agent')]);
  const overview = await teamOverview(caller, period).catch((error: unknown) => error as Error);
  const money = (value: string) => formatAmount(value, locale);
  return (
    <main id="main" className="agent-report">
      <h1>{t('titles.teamOverview')}</h1>
      <p>{tAgent('welcome', { name: agent.nickname || agent.account })}</p>
      <PeriodTabs current={period} label={t('periods.label')} labels={Object.fromEntries(TEAM_PERIODS.map((p) => [p, t(`periods.${p}`)])) as Record<TeamPeriod, string>} locale={locale} />
      {overview instanceof Error ? (
        <ReportError error={overview} />
      ) : (
        <>
          <dl className="kpi-grid" data-testid="team-kpis">
            {TEAM_KPIS.map((kpi) => {
              const value = overview.kpis[kpi];
              return (
                <div key={kpi} className="kpi">
                  <dt>{t(`kpis.${kpi}`)}</dt>
                  <dd className={kpi === 'profitAndLoss' ? pnlClass(String(value)) : undefined}>
                    {COUNT_KPIS.includes(kpi) ? formatWhole(Number(value), locale) : money(String(value))}
                  </dd>
                </div>
              );
            })}
          </dl>
          <p className="hint">{t('pnlTip')}</p>
          <TeamChart
            series={overview.series}
            format={money}
            labels={{
              title: t('chart.title', { start: overview.startDate, end: overview.endDate }),
              caption: overview.bucket === 'hour' ? t('chart.tableCaption') : t('chart.tableCaptionDays'),
              time: t('chart.time'),
              bets: t('chart.bets'),
              profitAndLoss: t('chart.profitAndLoss'),
            }}
          />
        </>
      )}
    </main>
  );
}
