import { callerFrom } from '@/lib/bff/caller';
import { errorResponse, jsonResponse, upstreamErrorResponse } from '@/lib/bff/responses';
import { getSession } from '@/lib/session';
import { WpsError } from '@/lib/wps/envelope';
import { walletBalance } from '@/lib/wps/wallet';

/** GET /api/wallet/balance — the logged-in member's balance (decimal string), or 401. */
export async function GET(request: Request) {
  const session = await getSession();
  if (!session.token) return errorResponse(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login');
  try {
    return jsonResponse(await walletBalance(callerFrom(request, session.token)));
  } catch (error) {
    if (error instanceof WpsError && error.status === 401) session.destroy();
    return upstreamErrorResponse(error);
  }
}
