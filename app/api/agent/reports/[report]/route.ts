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
} from '@/contract/agent-reports';
import { csvHeader, csvLines, csvReportOf, csvTotals } from '@/lib/agent/report-csv';
import { asAgent } from '@/lib/bff/agent-route';
import { readQuery } from '@/lib/bff/read-query';
import { errorResponse, jsonResponse, noStore } from '@/lib/bff/responses';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import type { ReportAnswers } from '@/contract/agent-reports';
import { agentReport, type ReportQuery } from '@/lib/wps/agent-reports';
import type { WpsCaller } from '@/lib/wps/client';

const QUERIES = { teamBetting: teamBettingQuery, teamPnl: teamPnlQuery, myIncome: myIncomeQuery, downlineTransactions: downlineTransactionsQuery };

/**
 * GET /api/agent/reports/{teamBetting|teamPnl|myIncome|downlineTransactions}?startDate&endDate&…
 * One page as JSON; with `format=csv` the whole range (every page, same filters) as a CSV stream
 * with a header row and the totals row. Agents only (403 non_agent for a member).
 */
export async function GET(request: Request, { params }: { params: Promise<{ report: string }> }) {
  const { report } = await params;
  if (!(AGENT_REPORTS as readonly string[]).includes(report)) return errorResponse(404, 'not_found', 'No such report');
  const name = report as AgentReport;
  return asAgent(request, async (caller) => {
    const url = new URL(request.url);
    const csv = url.searchParams.get('format') === 'csv';
    const locale = url.searchParams.get('locale') ?? 'th';
    url.searchParams.delete('format');
    url.searchParams.delete('locale');
    const parsed = readQuery(new Request(url), QUERIES[name] as never);
    if (!parsed.ok) return parsed.response;
    const query = parsed.data as ReportQuery & { startDate: string; endDate: string; codeTypes?: string[] };
    const problem = reportRangeProblem(query.startDate, query.endDate);
    if (problem) return errorResponse(400, problem, 'The date range is not valid');
    const upstreamQuery: ReportQuery = { ...query, codeTypes: query.codeTypes?.join(',') };
    if (!csv) return jsonResponse(await agentReport(caller, name, upstreamQuery));
    return exportCsv(caller, name, upstreamQuery, isLocale(locale) ? locale : 'th');
  });
}

const rowCount = (answer: ReportAnswers[AgentReport]): number => {
  if ('total' in answer) return answer.total;
  if ('rounds' in answer.totals) return answer.totals.rounds;
  return (answer.totals as { count: number }).count;
};

async function exportCsv(caller: WpsCaller, report: AgentReport, query: ReportQuery, locale: string): Promise<Response> {
  const base = { ...query, page: 1, size: REPORT_PAGE_SIZE_MAX, cursor: undefined };
  const first = await agentReport(caller, report, base);
  if (rowCount(first) > REPORT_EXPORT_ROW_LIMIT) return errorResponse(422, 'export_too_large', 'Too many rows to export');
  const t = await getTranslations({ locale: locale as Locale, namespace: 'agentReports' });
  const label = (key: string) => (t as unknown as (key: string) => string)(key);
  const kind = csvReportOf(report, String(query.view ?? ''));
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        controller.enqueue(encoder.encode(csvHeader(kind, label)));
        let answer: ReportAnswers[AgentReport] = first;
        for (let page = 1; ; page++) {
          controller.enqueue(encoder.encode(csvLines(kind, answer.list)));
          if ('nextCursor' in answer) {
            if (!answer.nextCursor) break;
            answer = await agentReport(caller, report, { ...base, cursor: answer.nextCursor });
          } else {
            if (page >= answer.totalPages) break;
            answer = await agentReport(caller, report, { ...base, page: page + 1 });
          }
        }
        controller.enqueue(encoder.encode(csvTotals(kind, first.totals as Record<string, unknown>, label)));
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return new Response(stream, {
    headers: {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${report}-${query.startDate}-${query.endDate}.csv"`,
    },
  });
}
