import { dailyReportQuery } from '@/contract/operator-reports';
import { errorResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { dailyReportCsv } from '@bo/lib/platform/reports';

/** GET /api/reports/daily.csv?from&to — the daily report as a CSV download (reports:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => {
    const query = new URL(request.url).searchParams;
    const range = dailyReportQuery.safeParse({ from: query.get('from'), to: query.get('to') });
    if (!range.success) return errorResponse(400, range.error.issues[0]?.message ?? 'date_invalid', 'The date range is not valid');
    return new Response(await dailyReportCsv(token, range.data), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="daily-report-${range.data.from}-${range.data.to}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
