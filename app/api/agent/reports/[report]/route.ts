import { getTranslations } from 'next-intl/server';
import {
  AGENT_REPORTS,
  REPORT_EXPORT_ROW_LIMIT,
  REPORT_PAGE_SIZE_MAX,
  downlineTransactionsQuery,
  myIncomeQuery,
  reportRangeProblem,
  teamBettingQuery,
  teamPnlQuery,
  type AgentReport,
  type ReportAnswers,
} from '@/contract/agent-reports';
import { claimExportSlot } from '@/lib/agent/export-slot';
import { csvHeader, csvLines, csvReportOf, csvTotals } from '@/lib/agent/report-csv';
import { defineRoute, segment } from '@/lib/bff/define-route';
import { readQuery } from '@/lib/bff/read-query';
import { errorResponse, noStore } from '@/lib/bff/responses';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { agentReport, type ReportQuery } from '@/lib/wps/agent-reports';
import type { WpsCaller } from '@/lib/wps/client';

const QUERIES = { teamBetting: teamBettingQuery, teamPnl: teamPnlQuery, myIncome: myIncomeQuery, downlineTransactions: downlineTransactionsQuery };

const reportParams = segment('report', (name) => AGENT_REPORTS.find((report) => report === name), ['not_found', 'No such report']);

/**
 * GET /api/agent/reports/{teamBetting|teamPnl|myIncome|downlineTransactions}?startDate&endDate&…
 * One page as JSON; with `format=csv` the whole range (every page, same filters) as a CSV stream
 * with a header row and the totals row, one export at a time per agent. Agents only (403 non_agent
 * for a member). The query's schema is the report's, so it is read here rather than by defineRoute.
 */
export const GET = defineRoute({ access: 'agent', params: reportParams }, async ({ request, caller, session, params: { report } }) => {
  const url = new URL(request.url);
  const csv = url.searchParams.get('format') === 'csv';
  const locale = url.searchParams.get('locale') ?? 'th';
  url.searchParams.delete('format');
  url.searchParams.delete('locale');
  const parsed = readQuery(new Request(url), QUERIES[report] as never);
  if (!parsed.ok) return parsed.response;
  const query = parsed.data as ReportQuery & { startDate: string; endDate: string; codeTypes?: string[] };
  const problem = reportRangeProblem(query.startDate, query.endDate);
  if (problem) return errorResponse(400, problem, 'The date range is not valid');
  const upstreamQuery: ReportQuery = { ...query, codeTypes: query.codeTypes?.join(',') };
  if (!csv) return agentReport(caller, report, upstreamQuery);
  const exporter = String((await session()).member?.id ?? caller.token);
  return exportCsv(caller, exporter, report, upstreamQuery, isLocale(locale) ? locale : 'th');
});

const rowCount = (answer: ReportAnswers[AgentReport]): number => {
  if ('total' in answer) return answer.total;
  if ('rounds' in answer.totals) return answer.totals.rounds;
  return (answer.totals as { count: number }).count;
};

const exportInProgress = () => errorResponse(429, 'export_in_progress', 'An export of yours is under way: wait for it to finish');

/**
 * Every page's rows, the first page's given, the next asked only when the previous ones were sent.
 * Before each page it waits as long as the previous page took, so one export keeps the platform's
 * database busy at most half the time: on the embedded database (one connection for everything)
 * the other requests get their turn between an export's pages (issue 27; docs/operations.md).
 */
async function* exportPages(caller: WpsCaller, report: AgentReport, base: ReportQuery, first: ReportAnswers[AgentReport]): AsyncGenerator<readonly unknown[]> {
  let answer = first;
  let lastMs = 0;
  for (let page = 1; ; page++) {
    yield answer.list;
    let next: ReportQuery;
    if ('nextCursor' in answer) {
      if (!answer.nextCursor) return;
      next = { ...base, cursor: answer.nextCursor };
    } else {
      if (page >= answer.totalPages) return;
      next = { ...base, page: page + 1 };
    }
    await new Promise((resolve) => setTimeout(resolve, lastMs));
    const started = Date.now();
    answer = await agentReport(caller, report, next);
    lastMs = Date.now() - started;
  }
}

/** The whole range as CSV, one export at a time per agent (429 export_in_progress for a second one). */
async function exportCsv(caller: WpsCaller, exporter: string, report: AgentReport, query: ReportQuery, locale: string): Promise<Response> {
  const release = claimExportSlot(exporter);
  if (!release) return exportInProgress();
  let streaming = false;
  try {
    const base = { ...query, page: 1, size: REPORT_PAGE_SIZE_MAX, cursor: undefined };
    const first = await agentReport(caller, report, base);
    if (rowCount(first) > REPORT_EXPORT_ROW_LIMIT) return errorResponse(422, 'export_too_large', 'Too many rows to export');
    const t = await getTranslations({ locale: locale as Locale, namespace: 'agentReports' });
    const label = (key: string) => (t as unknown as (key: string) => string)(key);
    const kind = csvReportOf(report, String(query.view ?? ''));
    const encoder = new TextEncoder();
    const pages = exportPages(caller, report, base, first);
    // Pulled: a page is asked for when the browser has taken the one before; a closed download
    // cancels the stream, which stops the pages and gives the slot back.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader(kind, label)));
      },
      async pull(controller) {
        try {
          const next = await pages.next();
          if (next.done) {
            controller.enqueue(encoder.encode(csvTotals(kind, first.totals as Record<string, unknown>, label)));
            controller.close();
            release();
          } else {
            controller.enqueue(encoder.encode(csvLines(kind, next.value)));
          }
        } catch (error) {
          release();
          controller.error(error);
        }
      },
      cancel() {
        release();
        // Ends the pages once a page already asked for has come (not awaited: that may take a while).
        void pages.return(undefined);
      },
    });
    streaming = true;
    return new Response(stream, {
      headers: {
        ...noStore,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${report}-${query.startDate}-${query.endDate}.csv"`,
      },
    });
  } finally {
    if (!streaming) release();
  }
}
