// Promotions and the reward center (portal spec §2 rewardCenter/bonusDetails, §4 activity
// statuses, §5 activity application, §7 participation and raffle calls; money-and-agents §4
// reward-center calls and claim flow). Shared by the platform's routes and lib/wps/rewards.ts.
import { z } from 'zod';
import { plainText } from './control-characters';
import { amountSchema, moneyText, toMinor } from './money';

/** money-and-agents §4 promotion types, plus DEPOSIT (a bonus on a deposit, chosen in the deposit form). */
export const PROMOTION_TYPES = ['REGISTER', 'LOGIN', 'REFERRAL', 'SAVIOR', 'PROMOCODE', 'LUCKYBET', 'MEMBERLEVEL', 'DEPOSIT'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/**
 * Spec §4's eleven activity statuses: join or sign up, claim, applying, registration closed,
 * application forbidden, rejected, issued, claimed, in progress, signed up, coming soon.
 */
export const ACTIVITY_STATUSES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSED',
  'FORBIDDEN',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'IN_PROGRESS',
  'SIGNED_UP',
  'COMING_SOON',
  /** Ours, beside the spec's eleven: the promotion's budget cannot pay this reward any more. */
  'EXHAUSTED',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** A participation's stored state: applying, rejected, signed up, issued (claimable), claimed, expired. */
export const CLAIM_STATES = ['A', 'R', 'S', 'I', 'C', 'E'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

export const PROMOTION_ID = /^[A-Za-z0-9_-]{1,32}$/;
export const promotionIdSchema = z.string().regex(PROMOTION_ID);
export const claimIdSchema = z.string().regex(/^CL[0-9A-Z]{6,30}$/);

/** §5 activity application: remark ≤ 140 characters; png or jpg images, each ≤ 5 MB, at most 3. */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_IMAGE_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_TYPES = ['png', 'jpeg'] as const;
/** The body limit of one application: three images as base64 plus the remark. */
export const APPLICATION_BODY_MAX = 3 * Math.ceil((APPLICATION_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

/** MCSFE_signUpPromotionJoin. Remark and image rules are checked one by one for their own messages. */
export const joinPromotionBody = z.object({
  promotionId: promotionIdSchema,
  remark: plainText(z.string()).optional(),
  images: z.array(z.string()).optional(),
});
export type JoinPromotionBody = z.infer<typeof joinPromotionBody>;

/** MCSFE_claimIssuedPromotion (and PROMOFE_claimTicket's transactionId). */
export const claimBody = z.object({ claimId: claimIdSchema });
export const claimTicketBody = z.object({ transactionId: claimIdSchema, isApp: z.enum(['Y', 'N']).optional() });
/** PROMOFE_claimPromoCode. */
export const promoCodeBody = z.object({ promoCode: z.string().trim().min(1).max(32) });

export const languageQuery = z.object({ language: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/).optional() });

export const claimViewSchema = z.object({
  claimId: z.string(),
  promotionId: z.string(),
  type: z.enum(PROMOTION_TYPES),
  title: z.string(),
  state: z.enum(CLAIM_STATES),
  status: z.enum(ACTIVITY_STATUSES),
  bonus: moneyText,
  turnoverRequired: moneyText,
  remark: z.string().nullable(),
  decisionRemark: z.string().nullable(),
  imageCount: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

export const promotionViewSchema = z.object({
  promotionId: z.string(),
  type: z.enum(PROMOTION_TYPES),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  eligibility: z.enum(['ALL', 'FIRST_DEPOSIT']),
  fixedAmount: moneyText.nullable(),
  /** Per-cent of the deposit ("10.00"). */
  percent: z.string().nullable(),
  maxBonus: moneyText.nullable(),
  minDeposit: moneyText.nullable(),
  turnoverMultiple: z.number().int(),
  claimDays: z.number().int(),
  applyRequired: z.boolean(),
  /** LUCKYBET: when the raffle draws, how many entries win, and when it was drawn. */
  drawAt: z.string().nullable().default(null),
  winners: z.number().int().nullable().default(null),
  drawnAt: z.string().nullable().default(null),
  /** REGISTER / LOGIN paid automatically at registration / the day's first login. */
  autoGrant: z.boolean().default(false),
  /** The activity status for the reader (a guest sees JOIN, COMING_SOON or CLOSED). */
  status: z.enum(ACTIVITY_STATUSES),
  /** The reader's latest participation, if any. */
  claim: claimViewSchema.nullable(),
});
export type PromotionView = z.infer<typeof promotionViewSchema>;

/** The reward center in one read (the go444 rewardsSummary fan-out as one call). */
export const rewardCenterSchema = z.object({
  available: z.array(promotionViewSchema),
  claimed: z.array(claimViewSchema),
  expired: z.array(claimViewSchema),
  /** Issued rewards waiting for a claim: the red badge's count. */
  claimableCount: z.number().int(),
});
export type RewardCenter = z.infer<typeof rewardCenterSchema>;

export const claimResultSchema = z.object({
  claim: claimViewSchema,
  /** The member's main balance after the credit. */
  balance: moneyText,
});
export type ClaimResult = z.infer<typeof claimResultSchema>;

// --- Operators (admin API) ---------------------------------------------------------------

/**
 * Title or description per language; English is required (the fallback of every other language). A
 * blank language is no text in it. Messages are codes the back office's form explains.
 */
const localized = z.preprocess(
  (value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, text]) => !(typeof text === 'string' && text.trim() === ''))) : value),
  z
    .record(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, 'language_invalid'), z.string().trim().min(1, 'text_required').max(4000, 'text_too_long'))
    .refine((v) => typeof v.en === 'string', { message: 'english_required', path: ['en'] }),
);

/** A promotion's fields before the rules that tie them together (the admin list answers this shape). */
export const promotionFields = z.object({
  promotionId: promotionIdSchema,
  type: z.enum(PROMOTION_TYPES),
  title: localized,
  description: localized,
  startsAt: z.iso.datetime({ offset: true, message: 'date_invalid' }),
  endsAt: z.iso.datetime({ offset: true, message: 'date_invalid' }),
  eligibility: z.enum(['ALL', 'FIRST_DEPOSIT']).default('ALL'),
  fixedAmount: amountSchema.optional(),
  percent: z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'percent_invalid').optional(),
  maxBonus: amountSchema.optional(),
  minDeposit: amountSchema.optional(),
  turnoverMultiple: z.number({ message: 'number_invalid' }).int('number_invalid').min(0, 'number_invalid').max(100, 'number_invalid').default(0),
  claimDays: z.number({ message: 'number_invalid' }).int('number_invalid').min(1, 'number_invalid').max(365, 'number_invalid').default(7),
  applyRequired: z.boolean().default(false),
  promoCode: z.string().regex(/^[A-Z0-9]{4,32}$/, 'promo_code_invalid').optional(),
  enabled: z.boolean().default(true),
  /** LUCKYBET: the draw time and the number of winners (both or neither). */
  drawAt: z.iso.datetime({ offset: true, message: 'date_invalid' }).optional(),
  winners: z.number({ message: 'number_invalid' }).int('number_invalid').min(1, 'number_invalid').max(10_000, 'number_invalid').optional(),
  /** REGISTER / LOGIN: paid automatically at registration / the day's first login. */
  autoGrant: z.boolean().default(false),
  /**
   * The most its rewards may credit in all; none: no cap. Every credit checks it in its own
   * statement (the platform's promotion-budget.ts), so no number of members claiming at once pays more.
   */
  budget: amountSchema.optional(),
});

export const promotionDefinitionSchema = promotionFields
  .refine((p) => (p.fixedAmount === undefined) !== (p.percent === undefined), { message: 'amount_or_percent', path: ['fixedAmount'] })
  .refine((p) => p.percent === undefined || p.maxBonus !== undefined, { message: 'percent_needs_max', path: ['maxBonus'] })
  .refine((p) => Date.parse(p.endsAt) > Date.parse(p.startsAt), { message: 'ends_before_start', path: ['endsAt'] })
  .refine((p) => (p.type === 'PROMOCODE') === (p.promoCode !== undefined), { message: 'promo_code_type', path: ['promoCode'] })
  .refine((p) => p.type === 'DEPOSIT' || p.percent === undefined, { message: 'percent_only_deposit', path: ['percent'] })
  .refine((p) => (p.drawAt === undefined) === (p.winners === undefined) && (p.drawAt === undefined || p.type === 'LUCKYBET'), {
    message: 'raffle_fields',
    path: ['drawAt'],
  })
  .refine((p) => !p.autoGrant || ((p.type === 'REGISTER' || p.type === 'LOGIN') && !p.applyRequired && p.fixedAmount !== undefined), {
    message: 'auto_grant_invalid',
    path: ['autoGrant'],
  })
  .refine(
    (p) => {
      const [budget, fixed] = [toMinor(p.budget ?? ''), toMinor(p.fixedAmount ?? '')];
      return budget === undefined || budget === 0n || fixed === undefined || budget >= fixed;
    },
    { message: 'budget_below_reward', path: ['budget'] },
  );

/** The operator's "draw now" of a raffle and what a draw recorded. */
export const drawReportSchema = z.object({
  promotionId: z.string(),
  drawnAt: z.string(),
  /** The draw's random seed: each entry's rank is HMAC-SHA256(seed, claimId), lowest first. */
  seed: z.string(),
  entries: z.number().int(),
  prize: moneyText,
  winners: z.array(z.object({ memberId: z.number().int(), claimId: z.string(), paid: z.boolean() })),
});
export type PromotionDefinition = z.infer<typeof promotionDefinitionSchema>;

/** What staff see of a promotion: where it stands for members, in this order of precedence. */
export const PROMOTION_ADMIN_STATES = ['stopped', 'exhausted', 'upcoming', 'running', 'ended'] as const;
export type PromotionAdminState = (typeof PROMOTION_ADMIN_STATES)[number];

/** One row of GET /admin/promotions: the definition to edit, its state, budget and claims. */
export const adminPromotionSchema = z.object({
  definition: promotionFields,
  state: z.enum(PROMOTION_ADMIN_STATES),
  budget: moneyText.nullable(),
  spent: moneyText,
  /** What the budget can still pay; null without a budget. */
  remaining: moneyText.nullable(),
  /** Participations by what became of them: waiting for staff, issued (claimable), credited. */
  claims: z.object({ applying: z.number().int(), issued: z.number().int(), credited: z.number().int() }),
  stoppedAt: z.string().nullable(),
  stoppedBy: z.string().nullable(),
  stopReason: z.string().nullable(),
  drawnAt: z.string().nullable(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/** The kill switch: stop a promotion now, with the reason staff give (kept on the promotion and in the audit trail). */
export const stopPromotionBody = z.object({ reason: z.string().trim().min(3, 'reason_required').max(500, 'reason_too_long') });
export type StopPromotionBody = z.infer<typeof stopPromotionBody>;

/** An application in the staff queue (GET /admin/promotion-claims): the claim and whose it is. */
export const adminClaimSchema = claimViewSchema.extend({ account: z.string() });
export type AdminClaim = z.infer<typeof adminClaimSchema>;

/** mcs-manual-promotion-addManualPromotionClaim: issue a reward to one member (state I). */
export const issueRewardBody = z.object({
  account: z.string().trim().min(1, 'account_required').max(64, 'account_required'),
  amount: amountSchema.optional(),
  remark: z.string().trim().max(500, 'remark_too_long').optional(),
});
/** approveClaimStatus: decide an application. */
export const decideApplicationBody = z.object({
  action: z.enum(['approve', 'reject']),
  amount: amountSchema.optional(),
  remark: z.string().trim().max(500, 'remark_too_long').optional(),
});
export type DecideApplicationBody = z.infer<typeof decideApplicationBody>;
