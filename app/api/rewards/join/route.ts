import { joinPromotionBody } from '@/contract/rewards';
import { defineRoute } from '@/lib/bff/define-route';
import { joinPromotion } from '@/lib/wps/rewards';

/**
 * POST /api/rewards/join { promotionId, remark?, images? } — apply for or join a promotion (spec
 * §5: remark ≤ 140, up to 3 png/jpg images ≤ 5 MB each; the platform checks and re-encodes them).
 */
export const POST = defineRoute({ access: 'member', body: joinPromotionBody }, ({ caller, body }) => joinPromotion(caller, body));
