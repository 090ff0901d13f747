import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { totpCodeSchema } from '@/lib/validation/accounts';
import { toggleTotp } from '@/lib/wps/accounts';

/** POST /api/security/totp/enable | /disable — `{ code }` from the authenticator app. */
export async function POST(request: Request, { params }: { params: Promise<{ action: string }> }) {
  const { action } = await params;
  if (action !== 'enable' && action !== 'disable') return errorResponse(404, 'not_found', 'Unknown action');
  const input = await readJson(request, totpCodeSchema);
  if (!input.ok) return input.response;
  return asMember(request, async (caller) => {
    await toggleTotp(action, input.data.code, caller);
    return jsonResponse({ totpEnabled: action === 'enable' });
  });
}
