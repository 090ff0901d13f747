import { auditFilterSchema } from '@/contract/admin-api';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { auditCsv, readAudit } from '@bo/lib/platform/audit';

/** GET /api/audit?objectType&objectId&actor&before[&format=csv] — the audit trail, newest first (audit:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => {
    const query = new URL(request.url).searchParams;
    const filter = auditFilterSchema.safeParse({
      objectType: query.get('objectType') || undefined,
      objectId: query.get('objectId') || undefined,
      actor: query.get('actor') || undefined,
      before: query.get('before') || undefined,
    });
    if (!filter.success) return errorResponse(400, 'validation_failed', 'The filter is not valid');
    if (query.get('format') !== 'csv') return jsonResponse(await readAudit(token, filter.data));
    return new Response(await auditCsv(token, filter.data), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
