import { dailyReportQuery } from '@/contract/operator-reports';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { readDailyReport } from '@bo/lib/platform/reports';

/** GET /api/reports/daily?from&to — one row per business day and the range's totals (reports:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => {
    const query = new URL(request.url).searchParams;
    const range = dailyReportQuery.safeParse({ from: query.get('from'), to: query.get('to') });
    if (!range.success) return errorResponse(400, range.error.issues[0]?.message ?? 'date_invalid', 'The date range is not valid');
    return jsonResponse(await readDailyReport(token, range.data));
  });
}
