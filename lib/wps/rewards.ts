import 'server-only';
import { z } from 'zod';
import {
  claimResultSchema,
  claimViewSchema,
  promotionViewSchema,
  rewardCenterSchema,
  type ClaimResult,
  type ClaimView,
  type JoinPromotionBody,
  type PromotionView,
  type RewardCenter,
} from '@/contract/rewards';
import { wpsFetch, type WpsCaller } from './client';

/** Promotions and the reward center (money-and-agents §4 MCSFE_/PROMOFE_ reward calls). */

/** Every promotion with the reader's status (a guest's when the caller has no token). */
export function promotionList(caller: WpsCaller): Promise<PromotionView[]> {
  return wpsFetch('/wps/relay/MCSFE_getAvailablePromotions', { schema: z.array(promotionViewSchema), caller, query: { language: caller.language } });
}

export function promotionDetail(caller: WpsCaller, promotionId: string): Promise<PromotionView> {
  return wpsFetch('/wps/relay/MCSFE_getPromotionDetail', { schema: promotionViewSchema, caller, query: { promotionId, language: caller.language } });
}

export function rewardCenter(caller: WpsCaller): Promise<RewardCenter> {
  return wpsFetch('/wps/relay/rewardsSummary', { schema: rewardCenterSchema, caller, query: { language: caller.language } });
}

/** MCSFE_signUpPromotionJoin: an application (remark, images), a raffle sign-up or an instant reward. */
export function joinPromotion(caller: WpsCaller, body: JoinPromotionBody): Promise<ClaimView> {
  return wpsFetch('/wps/relay/MCSFE_signUpPromotionJoin', { method: 'POST', schema: claimViewSchema, caller, body, timeoutMs: 30_000 });
}

/** MCSFE_claimIssuedPromotion, or MCSFE_claimRafflePromotion for a raffle prize. */
export function claimReward(caller: WpsCaller, claimId: string, raffle: boolean, idempotencyKey: string): Promise<ClaimResult> {
  const path = raffle ? '/wps/relay/MCSFE_claimRafflePromotion' : '/wps/relay/MCSFE_claimIssuedPromotion';
  return wpsFetch(path, { method: 'POST', schema: claimResultSchema, caller, body: { claimId }, idempotencyKey });
}

export function claimPromoCode(caller: WpsCaller, promoCode: string, idempotencyKey: string): Promise<ClaimResult> {
  return wpsFetch('/wps/relay/PROMOFE_claimPromoCode', { method: 'POST', schema: claimResultSchema, caller, body: { promoCode }, idempotencyKey });
}
