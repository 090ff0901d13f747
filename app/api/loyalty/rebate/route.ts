import { defineRoute } from '@/lib/bff/define-route';
import { claimableRebate, rebateSettings } from '@/lib/wps/loyalty';

/** GET /api/loyalty/rebate — what the member may claim now per product, and the rate of each product. */
export const GET = defineRoute({ access: 'member' }, async ({ caller }) => {
  const [claimable, settings] = await Promise.all([claimableRebate(caller), rebateSettings(caller)]);
  return { claimable, settings: settings.settings };
});
