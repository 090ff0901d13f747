import { asMember } from '@/lib/bff/member-route';
import { jsonResponse } from '@/lib/bff/responses';
import { claimableRebate, rebateSettings } from '@/lib/wps/loyalty';

/** GET /api/loyalty/rebate — what the member may claim now per product, and the rate of each product. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => {
    const [claimable, settings] = await Promise.all([claimableRebate(caller), rebateSettings(caller)]);
    return jsonResponse({ claimable, settings: settings.settings });
  });
}
