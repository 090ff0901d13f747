import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { setupTotp } from '@/lib/wps/accounts';

/** POST /api/security/totp/setup — a new authenticator secret to scan; active after one valid code. */
export async function POST(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await setupTotp(caller)));
}
