// Referral (REFERRAL3, money-and-agents §4): the member's referral code and link, the invitations,
// the referral income and the rules. A new player registering with `?referralCode=<code>` (or
// `?ref=`) becomes the referrer's invitee; income is a share of the invitees' valid bets and of
// their first deposit, credited as referral_rebate ledger entries.
import { z } from 'zod';

export const REFERRAL_CODE = /^[A-Z0-9]{6,12}$/;

/** The registration link of a referral code (the QR encodes the absolute form). */
export function referralLinkPath(code: string): string {
  return `/register?referralCode=${encodeURIComponent(code)}`;
}

/** GET /wps/relay/MCSFE_getReferralDetails?autoGenerate=true */
export const referralDetailsSchema = z.object({
  referralCode: z.string(),
  totalInvitations: z.number().int(),
  /** Domains the link may be shared on (the site's own first). */
  promotionDomains: z.array(z.string()),
  /** Income credited so far, baht as text. */
  totalIncome: z.string(),
});
export type ReferralDetails = z.infer<typeof referralDetailsSchema>;

export const referralPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /wps/relay/getInviteList: the invitees, their account masked. */
export const inviteeSchema = z.object({
  account: z.string(),
  registeredAt: z.number().int(),
  firstDeposit: z.boolean(),
  /** Income this invitee brought the referrer, baht as text. */
  income: z.string(),
});
export type Invitee = z.infer<typeof inviteeSchema>;
export const inviteListSchema = z.object({ records: z.array(inviteeSchema), total: z.number().int(), totalPages: z.number().int() });
export type InviteList = z.infer<typeof inviteListSchema>;

/** GET /wps/relay/getReferralMyIncome */
export const referralIncomeRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  basis: z.enum(['bets', 'first_deposit']),
  baseAmount: z.string(),
  amount: z.string(),
  createdAt: z.number().int(),
});
export type ReferralIncomeRow = z.infer<typeof referralIncomeRowSchema>;
export const referralIncomeSchema = z.object({
  records: z.array(referralIncomeRowSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  totalIncome: z.string(),
});
export type ReferralIncome = z.infer<typeof referralIncomeSchema>;

/** GET /wps/relay/getReferralRules: the operator's rule, as numbers the page words. */
export const referralRulesSchema = z.object({
  /** Share of the invitees' valid bets, in basis points (50 = 0.5 %). */
  betShareBps: z.number().int(),
  /** Share of an invitee's first deposit, in basis points, and its cap (baht as text). */
  firstDepositBps: z.number().int(),
  firstDepositCap: z.string(),
  /** Turnover multiple of referral income before it may be withdrawn (0: none). */
  turnoverMultiple: z.number().int(),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;
