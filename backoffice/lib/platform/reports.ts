import 'server-only';
import { dailyReport, type DailyReportQuery } from '../../../contract/operator-reports';
import { adminCall, adminResponse, refusalOf } from './admin-fetch';

// The operator's daily report (reports:read): per business day and the range's totals, and the same as CSV.

export async function readDailyReport(token: string, range: DailyReportQuery) {
  return (await adminCall({ method: 'GET', path: '/reports/daily', token, query: { ...range } }, dailyReport)).value;
}

export async function dailyReportCsv(token: string, range: DailyReportQuery): Promise<string> {
  const response = await adminResponse({ method: 'GET', path: '/reports/daily.csv', token, query: { ...range } });
  if (!response.ok) throw await refusalOf(response);
  return response.text();
}
