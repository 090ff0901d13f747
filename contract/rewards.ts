// Promotions and the reward center (portal spec §2 rewardCenter/bonusDetails, §4 activity
// statuses, §5 activity application, §7 participation and raffle calls; money-and-agents §4
// reward-center calls and claim flow). Shared by the platform's routes and lib/wps/rewards.ts.
import { z } from 'zod';
import { plainText } from './control-characters';
import { moneyText } from './money';

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
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** A participation's stored state: applying, rejected, signed up, issued (claimable), claimed, expired. */
export const CLAIM_STATES = ['A', 'R', 'S', 'I', 'C', 'E'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** Member-facing refusals of the reward calls (each has a message in messages/rewards). */
export const REWARD_ERROR_CODES = [
  'promotion_not_found',
  'promotion_not_started',
  'promotion_closed',
  'promotion_forbidden',
  'promotion_joined',
  'remark_too_long',
  'image_invalid',
  'image_too_large',
  /** An image over about 12 megapixels (the platform's uploaded-image.ts; message in the site's errors). */
  'image_too_many_pixels',
  'too_many_images',
  'claim_not_found',
  'claim_state_invalid',
  'claim_expired',
  'promo_code_invalid',
  'in_need_true_account',
  /** An account an agent opened, before its first approved deposit (platform agent-opened-accounts.ts). */
  'reward_needs_deposit',
] as const;
export type RewardErrorCode = (typeof REWARD_ERROR_CODES)[number];

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

const localized = z.record(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/), z.string().trim().min(1).max(4000)).refine((v) => 'en' in v, 'en is required');

export const promotionDefinitionSchema = z
  .object({
    promotionId: promotionIdSchema,
    type: z.enum(PROMOTION_TYPES),
    title: localized,
    description: localized,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    eligibility: z.enum(['ALL', 'FIRST_DEPOSIT']).default('ALL'),
    fixedAmount: moneyText.optional(),
    percent: z.string().regex(/^\d{1,3}(\.\d{1,2})?$/).optional(),
    maxBonus: moneyText.optional(),
    minDeposit: moneyText.optional(),
    turnoverMultiple: z.number().int().min(0).max(100).default(0),
    claimDays: z.number().int().min(1).max(365).default(7),
    applyRequired: z.boolean().default(false),
    promoCode: z.string().regex(/^[A-Z0-9]{4,32}$/).optional(),
    enabled: z.boolean().default(true),
    /** LUCKYBET: the draw time and the number of winners (both or neither). */
    drawAt: z.iso.datetime({ offset: true }).optional(),
    winners: z.number().int().min(1).max(10_000).optional(),
    /** REGISTER / LOGIN: paid automatically at registration / the day's first login. */
    autoGrant: z.boolean().default(false),
  })
  .refine((p) => (p.fixedAmount === undefined) !== (p.percent === undefined), { message: 'fixedAmount or percent, one of them', path: ['fixedAmount'] })
  .refine((p) => p.percent === undefined || p.maxBonus !== undefined, { message: 'a percentage needs maxBonus', path: ['maxBonus'] })
  .refine((p) => Date.parse(p.endsAt) > Date.parse(p.startsAt), { message: 'endsAt after startsAt', path: ['endsAt'] })
  .refine((p) => (p.type === 'PROMOCODE') === (p.promoCode !== undefined), { message: 'a PROMOCODE promotion has a promoCode', path: ['promoCode'] })
  .refine((p) => p.type === 'DEPOSIT' || p.percent === undefined, { message: 'only a deposit promotion is a percentage', path: ['percent'] })
  .refine((p) => (p.drawAt === undefined) === (p.winners === undefined) && (p.drawAt === undefined || p.type === 'LUCKYBET'), {
    message: 'a raffle (LUCKYBET) has both drawAt and winners; other types neither',
    path: ['drawAt'],
  })
  .refine((p) => !p.autoGrant || ((p.type === 'REGISTER' || p.type === 'LOGIN') && !p.applyRequired && p.fixedAmount !== undefined), {
    message: 'only a REGISTER or LOGIN promotion with a fixed amount and no application is paid automatically',
    path: ['autoGrant'],
  });

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

/** mcs-manual-promotion-addManualPromotionClaim: issue a reward to one member (state I). */
export const issueRewardBody = z.object({
  account: z.string().min(1).max(64),
  amount: moneyText.optional(),
  remark: z.string().trim().max(500).optional(),
});
/** approveClaimStatus: decide an application. */
export const decideApplicationBody = z.object({
  action: z.enum(['approve', 'reject']),
  amount: moneyText.optional(),
  remark: z.string().trim().max(500).optional(),
});
