import { defineRoute } from '@/lib/bff/define-route';
import { memberInfo } from '@/lib/wps/member';

/** GET /api/loyalty/vip/level — the member's VIP level as /wps/member/info carries it (clubLabel); reads only, upgrades nothing. */
export const GET = defineRoute({ access: 'member' }, async ({ caller }) => {
  const info = await memberInfo(caller);
  return { labelId: info.clubLabel?.labelId ?? 0, labelName: info.clubLabel?.labelName ?? null };
});
