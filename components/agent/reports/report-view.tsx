import { getTranslations } from 'next-intl/server';
import { REPORT_RANGE_DEFAULT_DAYS, dayNumber, dayText, type AgentReport, type ReportAnswers } from '@/contract/agent-reports';
import { businessDay } from '@/contract/business-time';
import { RECORD_GAME_TYPES } from '@/contract/cashier-records';
import { TX_TYPES } from '@/contract/cashier-states';
import { CSV_COLUMNS, csvReportOf, type CsvReport } from '@/lib/agent/report-csv';
import { DataTable, type CardPlace, type DataColumn } from '@/components/ui/data-table';
import { ShortReference } from '@/components/ui/short-reference';
import { formatAmount } from '@/lib/format/amount';
import { localizedPath } from '@/lib/i18n/locale-path';
import { ReportError } from './report-error';
import { ReportExport } from './report-export';
import { pnlClass } from './team-chart';

export type ReportSearch = Record<string, string | string[] | undefined>;

const PAGES: Record<AgentReport, string> = {
  teamBetting: '/agentHome/personalHistoryCopy',
  teamPnl: '/agentHome/palStatementsAgentCopy',
  myIncome: '/agentHome/agentRevenueReport',
  downlineTransactions: '/agentHome/agentDownlineTransactionDetailsCopy',
};
const FILTERS: Record<AgentReport, readonly string[]> = {
  teamBetting: ['gameType', 'account', 'view'],
  teamPnl: ['parent'],
  myIncome: [],
  downlineTransactions: ['codeTypes', 'account'],
};
/** Each report's columns on a phone's card (components/ui/data-table.tsx); the others are detail lines. */
const CARD_PLACES: Record<CsvReport, Record<string, CardPlace>> = {
  teamBetting: { 'columns.time': 'date', 'columns.game': 'title', 'columns.account': 'state', 'columns.profitAndLoss': 'amount' },
  teamBettingMembers: { 'columns.account': 'title', 'columns.profitAndLoss': 'amount' },
  teamPnl: { 'columns.account': 'title', 'columns.profitAndLoss': 'amount' },
  myIncome: { 'columns.date': 'title', 'income.total': 'amount' },
  downlineTransactions: { 'columns.time': 'date', 'columns.type': 'title', 'columns.account': 'state', 'columns.orderNo': 'reference', 'columns.amount': 'amount' },
};
const MONEY_KEYS = /^(columns\.(bet|validBet|win|profitAndLoss|deposits|withdrawals|amount|balance)|income\.)/;

/**
 * One agent report page (money-and-agents §5.5), server-rendered from the URL's query: a GET form
 * of filters (default the last 30 business days), the rows of one page, the totals over the whole
 * range, paging links, and the CSV export of the same filters. The table's columns are the CSV's.
 */
export type ReportLoader = (query: Record<string, string | undefined>) => Promise<ReportAnswers[AgentReport]>;

/** `load` asks the platform for one page of the report (the page binds the agent's caller). */
export async function ReportView({ report, search, load, locale }: { report: AgentReport; search: ReportSearch; load: ReportLoader; locale: string }) {
  const [t, records] = await Promise.all([getTranslations('agentReports'), getTranslations('records.txTypes')]);
  // Transaction types by their member-facing names (the CSV keeps the codes).
  const txType = (code: string) => (records.has(code as never) ? records(code as never) : code);
  const text = (key: string, values?: Record<string, string>) => (t as unknown as (key: string, values?: Record<string, string>) => string)(key, values);
  const one = (name: string) => {
    const value = search[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
  };
  const today = businessDay();
  const query: Record<string, string | undefined> = {
    startDate: one('startDate') ?? dayText(dayNumber(today)! - REPORT_RANGE_DEFAULT_DAYS + 1),
    endDate: one('endDate') ?? today,
    page: one('page'),
    cursor: one('cursor'),
  };
  for (const name of FILTERS[report]) query[name] = one(name);
  const answer = await load(query).catch((error: unknown) => error as Error);
  const link = (patch: Record<string, string | undefined>) => {
    const params = new URLSearchParams(Object.entries({ ...query, ...patch }).filter(([, v]) => v !== undefined) as [string, string][]);
    return localizedPath(`${PAGES[report]}?${params}`, locale);
  };
  const exportHref = `/api/agent/reports/${report}?${new URLSearchParams(Object.entries({ ...query, page: undefined, cursor: undefined, format: 'csv', locale }).filter(([, v]) => v !== undefined) as [string, string][])}`;
  const money = (value: string) => formatAmount(value, locale);

  return (
    <section className="agent-report-body">
      <form method="get" className="report-filters" action={localizedPath(PAGES[report], locale)}>
        <label>
          {t('filters.startDate')} <input type="date" name="startDate" defaultValue={query.startDate} required />
        </label>
        <label>
          {t('filters.endDate')} <input type="date" name="endDate" defaultValue={query.endDate} required />
        </label>
        {report === 'teamBetting' && (
          <>
            <label>
              {t('filters.gameType')}{' '}
              <select name="gameType" defaultValue={query.gameType ?? ''}>
                <option value="">{t('filters.allGameTypes')}</option>
                {RECORD_GAME_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('filters.view')}{' '}
              <select name="view" defaultValue={query.view ?? 'rounds'}>
                <option value="rounds">{t('filters.viewRounds')}</option>
                <option value="members">{t('filters.viewMembers')}</option>
              </select>
            </label>
          </>
        )}
        {report === 'downlineTransactions' && (
          <label>
            {t('filters.type')}{' '}
            <select name="codeTypes" defaultValue={query.codeTypes ?? ''}>
              <option value="">{t('filters.allTypes')}</option>
              {TX_TYPES.map((type) => (
                <option key={type} value={type}>
                  {txType(type)}
                </option>
              ))}
            </select>
          </label>
        )}
        {(report === 'teamBetting' || report === 'downlineTransactions') && (
          <label>
            {t('filters.account')} <input type="search" name="account" defaultValue={query.account ?? ''} maxLength={32} autoComplete="off" />
          </label>
        )}
        {query.parent && <input type="hidden" name="parent" value={query.parent} />}
        <button type="submit" className="btn">
          {t('filters.search')}
        </button>
        <ReportExport
          href={exportHref}
          label={t('filters.exportCsv')}
          texts={{ export_in_progress: t('errors.export_in_progress'), export_too_large: t('errors.export_too_large'), other: t('errors.other') }}
        />
        <small>{t('filters.rangeHint')}</small>
      </form>
      {answer instanceof Error ? <ReportError error={answer} /> : <ReportBody report={report} answer={answer} text={text} money={money} link={link} txType={txType} />}
    </section>
  );
}

function ReportBody({
  report,
  answer,
  text,
  money,
  link,
  txType,
}: {
  report: AgentReport;
  txType: (code: string) => string;
  answer: ReportAnswers[AgentReport];
  text: (key: string, values?: Record<string, string>) => string;
  money: (value: string) => string;
  link: (patch: Record<string, string | undefined>) => string;
}) {
  const kind = csvReportOf(report, 'view' in answer ? answer.view : undefined);
  const columns = CSV_COLUMNS[kind] as { key: string; cell: (row: unknown) => unknown }[];
  const shown = (key: string, value: unknown) =>
    value === null || value === undefined ? '—' : MONEY_KEYS.test(key) ? money(String(value)) : key === 'columns.type' ? txType(String(value)) : String(value);
  const totals = answer.totals as Record<string, unknown>;
  return (
    <>
      {report === 'teamPnl' && (
        <nav className="breadcrumb" aria-label={text('myTeam')}>
          <a href={link({ parent: undefined, page: undefined })}>{text('myTeam')}</a>
          {(answer as ReportAnswers['teamPnl']).path.map((account) => (
            <span key={account}>
              {' › '}
              <a href={link({ parent: account, page: undefined })}>{account}</a>
            </span>
          ))}
        </nav>
      )}
      {report === 'myIncome' && (
        <dl className="kpi-grid" data-testid="income-totals">
          {['agentRebate', 'dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend', 'commission', 'total'].map((kind) => (
            <div key={kind} className="kpi">
              <dt>{kind === 'total' ? text('income.total') : text('income.totalOf', { kind: text(`income.${kind}`) })}</dt>
              <dd>{money(String(totals[kind]))}</dd>
            </div>
          ))}
        </dl>
      )}
      {(report === 'teamPnl' || report === 'teamBetting') && <p className="hint">{text('pnlTip')}</p>}
      {answer.list.length === 0 ? (
        <p data-testid="report-empty">{text('empty')}</p>
      ) : (
        <DataTable
          className="record-table"
          testId="report-table"
          rows={answer.list as Record<string, unknown>[]}
          rowKey={(row) => String(row.id ?? row.txId ?? row.account ?? row.date ?? JSON.stringify(row))}
          columns={[
            ...columns.map(
              (c): DataColumn<Record<string, unknown>> => ({
                label: text(c.key),
                card: CARD_PLACES[kind][c.key],
                cell: (row) => (c.key === 'columns.orderNo' ? <ShortReference value={String(c.cell(row))} /> : shown(c.key, c.cell(row))),
                className: c.key === 'columns.profitAndLoss' ? (row) => pnlClass(String(c.cell(row))) : undefined,
              }),
            ),
            ...(report === 'teamPnl'
              ? [
                  {
                    label: text('drill'),
                    card: 'wide' as const,
                    cell: (row: Record<string, unknown>) =>
                      row.isAgent && Number(row.teamSize) > 0 ? <a href={link({ parent: String(row.account), page: undefined })}>{text('drill')}</a> : '—',
                  },
                ]
              : []),
          ]}
          foot={
            report === 'myIncome' ? undefined : report === 'downlineTransactions' ? (
              <tr>
                <th scope="row">{text('totals.all')}</th>
                <td colSpan={columns.length - 1}>
                  {text('totals.in')}: {money(String(totals.in))} · {text('totals.out')}: {money(String(totals.out))} · {text('totals.net')}: {money(String(totals.net))} ·{' '}
                  {String(totals.count)}
                </td>
              </tr>
            ) : (
              <tr>
                {columns.map((c, i) => (
                  <td key={c.key} data-label={text(c.key)}>
                    {i === 0 ? text('totals.all') : c.key === 'columns.rounds' ? String(totals.rounds) : MONEY_KEYS.test(c.key) ? shown(c.key, c.cell(totals)) : ''}
                  </td>
                ))}
              </tr>
            )
          }
        />
      )}
      <nav className="pagination" aria-label={text('paging.nav')}>
        {'nextCursor' in answer ? (
          <>
            <a className="btn" href={link({ cursor: undefined })}>
              {text('paging.first')}
            </a>
            {answer.nextCursor && (
              <a className="btn" rel="next" href={link({ cursor: answer.nextCursor })} data-testid="report-next">
                {text('paging.next')}
              </a>
            )}
          </>
        ) : (
          <>
            {answer.page > 1 && (
              <a className="btn" rel="prev" href={link({ page: String(answer.page - 1) })}>
                {text('paging.previous')}
              </a>
            )}
            <span>{text('paging.page', { page: String(answer.page), pages: String(answer.totalPages) })}</span>
            {answer.page < answer.totalPages && (
              <a className="btn" rel="next" href={link({ page: String(answer.page + 1) })} data-testid="report-next">
                {text('paging.nextPage')}
              </a>
            )}
          </>
        )}
      </nav>
    </>
  );
}
