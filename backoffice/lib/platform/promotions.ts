import 'server-only';
import { z } from 'zod';
import {
  adminClaimSchema,
  adminPromotionSchema,
  type DecideApplicationBody,
  type PromotionDefinition,
  type StopPromotionBody,
} from '../../../contract/rewards';
import { adminCall, segment } from './admin-fetch';

// Promotions (promotions:read to list; promotions:edit to define, stop, decide — the platform checks
// it). A definition's budget and the kill switch are the platform's to enforce: it charges every
// credit against them in the credit's own transaction.

export async function listPromotions(token: string) {
  return (await adminCall({ method: 'GET', path: '/promotions', token }, z.array(adminPromotionSchema))).value;
}

export async function savePromotion(token: string, definition: PromotionDefinition) {
  return (await adminCall({ method: 'PUT', path: '/promotions', token, body: definition }, adminPromotionSchema)).value;
}

export async function stopPromotion(token: string, promotionId: string, body: StopPromotionBody) {
  return (await adminCall({ method: 'POST', path: `/promotions/${segment(promotionId)}/stop`, token, body }, adminPromotionSchema)).value;
}

/** The applications waiting for a decision (state A). */
export async function listApplications(token: string) {
  return (await adminCall({ method: 'GET', path: '/promotion-claims', token, query: { state: 'A' } }, z.array(adminClaimSchema))).value;
}

export async function decideApplication(token: string, claimId: string, body: DecideApplicationBody) {
  return (await adminCall({ method: 'POST', path: `/promotion-claims/${segment(claimId)}/decide`, token, body }, adminClaimSchema.omit({ account: true }))).value;
}
