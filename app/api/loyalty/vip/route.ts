import { defineRoute } from '@/lib/bff/define-route';
import { rankProgress, vipLevels } from '@/lib/wps/loyalty';

/** GET /api/loyalty/vip — the member's level and progress (an upgrade due is made first), and the ladder. */
export const GET = defineRoute({ access: 'member' }, async ({ caller }) => {
  const progress = await rankProgress(caller);
  const { levels } = await vipLevels(caller);
  return { progress, levels };
});
