import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { memberInfo } from '@/lib/wps/member';

/** GET /api/loyalty/vip/level — the member's VIP level as /wps/member/info carries it (clubLabel); reads only, upgrades nothing. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => {
    const info = await memberInfo(caller);
    return jsonResponse({ labelId: info.clubLabel?.labelId ?? 0, labelName: info.clubLabel?.labelName ?? null });
  });
}
