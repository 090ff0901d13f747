import { callerFrom } from '@/lib/bff/caller';
import { jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { visitorSystemStatus } from '@/lib/wps/system';

/** GET /api/system/status — the system status as the upstream sees this visitor, with their IP (blocked screen). */
export async function GET(request: Request) {
  try {
    const { status, location } = await visitorSystemStatus(callerFrom(request));
    return jsonResponse({ status, ip: location?.ip ?? null });
  } catch (error) {
    return upstreamErrorResponse(error);
  }
}
