// Deposits (money-and-agents §2, portal spec depositv2): the calls' request and answer shapes,
// shared by the platform's routes and the portal's lib/wps/deposit.ts. Amounts are decimal strings
// (contract/money.ts); a USDT amount has six decimals.
import { z } from 'zod';
import { plainLine } from './control-characters';
import { DEPOSIT_STATE } from './cashier-states';
import { amountSchema, moneyText } from './money';

export const DEPOSIT_METHODS = ['BANK', 'QR', 'USDT'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** Member-facing refusals of the deposit calls (each has a message in messages/deposit). */
export const DEPOSIT_ERROR_CODES = [
  'amount_invalid',
  'amount_zero',
  'amount_too_large',
  'amount_below_min',
  'amount_above_max',
  'channel_invalid',
  'promotion_invalid',
  'deposit_not_allowed',
  'in_need_true_account',
  'deposit_state_invalid',
  'remind_too_soon',
  'image_invalid',
  'image_too_large',
  /** Over about 12 megapixels (the platform's uploaded-image.ts). */
  'image_too_many_pixels',
  /** Too many slips for one order or by one member within the hour (429). */
  'image_upload_limit',
  'not_found',
] as const;

const vendorId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const promotionId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
export const depositIdSchema = z.string().regex(/^DP[0-9A-Z]{6,30}$/);

// --- Channels and settings -------------------------------------------------------------------

export const depositChannelSchema = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  bankType: z.string(),
  min: moneyText,
  max: moneyText,
  /** customerCharge in per-cent ("1.0" = 1 %), bounded by min/maxCustomerCharge, plus the fixed part. */
  customerCharge: z.string(),
  minCustomerCharge: moneyText,
  maxCustomerCharge: moneyText,
  customerChargeFixed: moneyText,
});
export type DepositChannelView = z.infer<typeof depositChannelSchema>;

/** MCSFE_getDepositPaymentChannels: keyed by bankType. */
export const depositChannelsSchema = z.record(z.string(), z.object({ channels: z.array(depositChannelSchema) }));
export type DepositChannels = z.infer<typeof depositChannelsSchema>;

export const depositSettingsSchema = z.object({
  allowDeposit: z.enum(['Y', 'N']),
  totalDepositSuccessCount: z.number().int().nonnegative(),
  /** Minutes a new order waits for the money before it expires. */
  depositExpiryMinutes: z.number().int().positive(),
});
export type DepositSettings = z.infer<typeof depositSettingsSchema>;

export const depositPromotionSchema = z.object({
  promotionId: z.string(),
  name: z.string(),
  /** Bonus in per-cent of the deposit. */
  percent: z.number(),
  minDeposit: moneyText,
  maxBonus: moneyText,
});
export type DepositPromotion = z.infer<typeof depositPromotionSchema>;
const language = z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/);
export const depositPromotionsQuery = z.object({ amount: amountSchema.optional(), vendorId: vendorId.optional(), language: language.optional() });

// --- Creating an order -----------------------------------------------------------------------

export const manualTransferBody = z.object({
  amount: amountSchema,
  vendorId,
  /** The name on the member's paying account ("Transfer name"), matched against the bank statement. */
  payeeName: plainLine(z.string().trim().min(2).max(80)),
  promotionId: promotionId.optional(),
});
export const qrDepositBody = z.object({ amount: amountSchema, vendorId, promotionId: promotionId.optional() });
export const virtualWalletBody = qrDepositBody;
export type ManualTransferBody = z.infer<typeof manualTransferBody>;
export type QrDepositBody = z.infer<typeof qrDepositBody>;

export const bankInstructionsSchema = z.object({
  method: z.literal('BANK'),
  bankCode: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  branch: z.string(),
  payeeName: z.string(),
});
export const qrInstructionsSchema = z.object({
  method: z.literal('QR'),
  /** EMVCo PromptPay payload with the amount: draw it as a QR code. */
  payload: z.string(),
});
export const usdtInstructionsSchema = z.object({
  method: z.literal('USDT'),
  network: z.string(),
  address: z.string(),
  /** The converted amount to send, six decimals. */
  usdtAmount: z.string().regex(/^\d+\.\d{6}$/),
  /** THB per 1 USDT. */
  rate: moneyText,
  /** When that rate was taken (ISO 8601); absent on orders made before rates carried their time. */
  rateAt: z.string().optional(),
});
export const depositInstructionsSchema = z.discriminatedUnion('method', [bankInstructionsSchema, qrInstructionsSchema, usdtInstructionsSchema]);
export type DepositInstructions = z.infer<typeof depositInstructionsSchema>;

const { approved, cancelled, pending, new: created, rejected, expired } = DEPOSIT_STATE;
const stateSchema = z.literal([approved, cancelled, pending, created, rejected, expired]);

/**
 * What became of the promotion an order chose, decided at approval: `paid`; `already_claimed` (a
 * first-deposit promotion, and the member already had an approved deposit or that bonus: approved
 * as a plain deposit); `closed` (the promotion ended or was disabled, or the amount is under its
 * minimum).
 */
export const DEPOSIT_BONUS_OUTCOMES = ['paid', 'already_claimed', 'closed'] as const;
export type DepositBonusOutcome = (typeof DEPOSIT_BONUS_OUTCOMES)[number];

/** One order as its member sees it (the create calls' answer and getDepositConfirmationDetail). */
export const depositOrderSchema = z.object({
  depositId: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  vendorId: z.string(),
  amount: moneyText,
  /** The channel's customer charge, deducted from what is credited. */
  fee: moneyText,
  /** What the member's balance receives on approval: amount − fee. */
  creditAmount: moneyText,
  state: stateSchema,
  promotionId: z.string().nullable(),
  /** Set once an order with a promotion is approved (absent from servers that do not say). */
  bonusOutcome: z.enum(DEPOSIT_BONUS_OUTCOMES).nullable().optional(),
  hasSlip: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  instructions: depositInstructionsSchema,
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

// --- After creating ------------------------------------------------------------------------

export const depositIdBody = z.object({ depositId: depositIdSchema });
export const depositIdQuery = depositIdBody;
/** A slip: a data URL (image/png, jpeg, webp, gif), at most 5 MB decoded. */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
export const slipUploadBody = z.object({
  depositId: depositIdSchema,
  image: z.string().max(Math.ceil((SLIP_MAX_BYTES * 4) / 3) + 4096),
});

// --- Records (voucherReport) ---------------------------------------------------------------

const millis = z.coerce.number().int().nonnegative();
export const voucherReportQuery = z.object({
  startDate: millis,
  endDate: millis,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  depositState: z.coerce.number().int().min(2).max(7).optional(),
  /** The language of the promotion names. */
  language: language.optional(),
});
export type VoucherReportQuery = z.infer<typeof voucherReportQuery>;

export const voucherRowSchema = z.object({
  depositId: z.string(),
  depositMethod: z.enum(DEPOSIT_METHODS),
  depositDate: z.number(),
  refId: z.string().nullable(),
  actualDepositDate: z.number().nullable(),
  customerBankCharge: moneyText,
  promotionName: z.string().nullable(),
  amount: moneyText,
  reimbursementAmount: moneyText,
  state: stateSchema,
  /** NA: not reminded; AC: the member asked to accelerate. */
  accelerationStatus: z.enum(['NA', 'AC']),
  depositSlip: z.boolean(),
});
export type VoucherRow = z.infer<typeof voucherRowSchema>;
export const voucherReportSchema = z.object({
  list: z.array(voucherRowSchema),
  totalRows: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  footer: z.object({ total_arrivals: moneyText }),
});
export type VoucherReport = z.infer<typeof voucherReportSchema>;

// --- The local payment gateway's callback --------------------------------------------------

export const gatewayCallbackBody = z.object({
  eventId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  reference: z.string().min(1).max(128),
  depositId: depositIdSchema,
  status: z.enum(['PAID', 'FAILED']),
  amount: amountSchema,
});
export type GatewayCallbackBody = z.infer<typeof gatewayCallbackBody>;
