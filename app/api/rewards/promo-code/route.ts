import { promoCodeBody } from '@/contract/rewards';
import { defineRoute } from '@/lib/bff/define-route';
import { claimPromoCode } from '@/lib/wps/rewards';

/** POST /api/rewards/promo-code { promoCode } — redeems a promo code, once per member (Idempotency-Key). */
export const POST = defineRoute({ access: 'member', idempotent: true, body: promoCodeBody }, ({ caller, body, idempotencyKey }) =>
  claimPromoCode(caller, body.promoCode, idempotencyKey),
);
