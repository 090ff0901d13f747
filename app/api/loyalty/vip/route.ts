import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { rankProgress, vipLevels } from '@/lib/wps/loyalty';

/** GET /api/loyalty/vip — the member's level and progress (an upgrade due is made first), and the ladder. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => {
    const progress = await rankProgress(caller);
    const { levels } = await vipLevels(caller);
    return jsonResponse({ progress, levels });
  });
}
