import 'server-only';
import { inviteListSchema, referralDetailsSchema, referralIncomeSchema, referralRulesSchema } from '@/contract/referral';
import { wpsFetch, type WpsCaller } from './client';

// Referral (REFERRAL3, money-and-agents §4). Shapes: contract/referral.ts.

/** Details (the code is made on first view) and rules in one go. */
export async function referralOverview(caller: WpsCaller) {
  const [details, rules] = await Promise.all([
    wpsFetch('/wps/relay/MCSFE_getReferralDetails', { schema: referralDetailsSchema, caller, query: { autoGenerate: 'true' } }),
    wpsFetch('/wps/relay/getReferralRules', { schema: referralRulesSchema, caller }),
  ]);
  return { details, rules };
}
export type ReferralOverview = Awaited<ReturnType<typeof referralOverview>>;

const pageQuery = (q: { page: number; size: number }) => ({ page: String(q.page), size: String(q.size) });

/** GET /wps/relay/getInviteList (token). */
export const inviteList = (caller: WpsCaller, q: { page: number; size: number }) => wpsFetch('/wps/relay/getInviteList', { schema: inviteListSchema, caller, query: pageQuery(q) });

/** GET /wps/relay/getReferralMyIncome (token). */
export const referralIncome = (caller: WpsCaller, q: { page: number; size: number }) => wpsFetch('/wps/relay/getReferralMyIncome', { schema: referralIncomeSchema, caller, query: pageQuery(q) });
