// Withdrawals (money-and-agents §3, portal spec §4): Thai banks with their account-number rules,
// bank cards, the funds password, withdrawal settings and limits, turnover, the withdrawal command,
// the member's confirmation of receipt, and the records. Shared by the platform's routes and lib/wps.
import { z } from 'zod';
import { plainLine } from './control-characters';
import { recordId } from './record-id';
import { amountSchema, moneyText } from './money';
import { WITHDRAWAL_CONFIRMATIONS } from './cashier-states';
import { splitImageDataUrl } from './image-data-url';

export interface ThaiBank {
  code: string;
  nameTh: string;
  nameEn: string;
  /** Allowed account-number lengths (digits only). */
  lengths: readonly number[];
}

export const THAI_BANKS: readonly ThaiBank[] = [
  { code: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank', lengths: [10] },
  { code: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank', lengths: [10] },
  { code: 'BBL', nameTh: 'ธนาคารกรุงเทพ', nameEn: 'Bangkok Bank', lengths: [10] },
  { code: 'KTB', nameTh: 'ธนาคารกรุงไทย', nameEn: 'Krungthai Bank', lengths: [10] },
  { code: 'TTB', nameTh: 'ธนาคารทหารไทยธนชาต', nameEn: 'TMBThanachart Bank', lengths: [10] },
  { code: 'BAY', nameTh: 'ธนาคารกรุงศรีอยุธยา', nameEn: 'Bank of Ayudhya (Krungsri)', lengths: [10] },
  { code: 'GSB', nameTh: 'ธนาคารออมสิน', nameEn: 'Government Savings Bank', lengths: [12] },
  { code: 'BAAC', nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', nameEn: 'Bank for Agriculture and Agricultural Cooperatives', lengths: [12] },
  { code: 'KKP', nameTh: 'ธนาคารเกียรตินาคินภัทร', nameEn: 'Kiatnakin Phatra Bank', lengths: [10, 14] },
  { code: 'CIMBT', nameTh: 'ธนาคารซีไอเอ็มบี ไทย', nameEn: 'CIMB Thai Bank', lengths: [10] },
  { code: 'UOBT', nameTh: 'ธนาคารยูโอบี', nameEn: 'United Overseas Bank (Thai)', lengths: [10] },
  { code: 'LHBANK', nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', nameEn: 'Land and Houses Bank', lengths: [10] },
  { code: 'TISCO', nameTh: 'ธนาคารทิสโก้', nameEn: 'TISCO Bank', lengths: [10] },
  { code: 'ICBCT', nameTh: 'ธนาคารไอซีบีซี (ไทย)', nameEn: 'ICBC (Thai)', lengths: [10] },
];

export const bankOf = (code: string): ThaiBank | undefined => THAI_BANKS.find((bank) => bank.code === code);

/** Digits only, with a length the bank uses; spaces and dashes typed by the member are dropped. */
export const normalizeAccountNumber = (text: string) => text.replace(/[\s-]/g, '');
export function accountNumberFits(bankCode: string, accountNumber: string): boolean {
  const bank = bankOf(bankCode);
  const digits = normalizeAccountNumber(accountNumber);
  return bank !== undefined && /^\d+$/.test(digits) && bank.lengths.includes(digits.length);
}

/** The funds (withdrawal) password: at least 6 characters (money-and-agents §3.4). */
export const FUNDS_PASSWORD_MIN = 6;
export const fundsPasswordSchema = z.string().min(FUNDS_PASSWORD_MIN).max(64);

// ---- bank cards ----

export const bankCardSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Only the last four digits are shown: "******7890". */
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

export const bankCardListSchema = z.object({
  cards: z.array(bankCardSchema),
  maxCardCount: z.number().int(),
  hasFundsPassword: z.boolean(),
  /** The name every card carries (members.payee_name, the member's own); null when none is on file. */
  accountName: z.string().nullable(),
});
export type BankCardList = z.infer<typeof bankCardListSchema>;

export const bindBankCardSchema = z
  .object({
    bankCode: z.string().refine((code) => bankOf(code) !== undefined, 'bank_unknown'),
    accountNumber: z.string().max(32),
    /** When sent, it must be the member's registered real name (the form shows it, the card always uses it). */
    accountName: plainLine(z.string().max(100)).optional(),
    fundsPassword: z.string().max(64),
    confirmFundsPassword: z.string().max(64).optional(),
  })
  .refine((body) => accountNumberFits(body.bankCode, body.accountNumber), { message: 'account_number_invalid', path: ['accountNumber'] });
export type BindBankCardInput = z.infer<typeof bindBankCardSchema>;

export const deleteBankCardSchema = z.object({ fundsPassword: z.string().max(64) });

// ---- funds password ----

export const setFundsPasswordSchema = z
  .object({ password: fundsPasswordSchema, confirmPassword: z.string().max(64) })
  .refine((body) => body.password === body.confirmPassword, { message: 'inconsistent_twice', path: ['confirmPassword'] });
export const changeFundsPasswordSchema = z
  .object({ oldPassword: z.string().max(64), newPassword: fundsPasswordSchema, confirmPassword: z.string().max(64) })
  .refine((body) => body.newPassword === body.confirmPassword, { message: 'inconsistent_twice', path: ['confirmPassword'] });
export const fundsPasswordStatusSchema = z.object({ hasFundsPassword: z.boolean() });

// ---- settings, account info, fee, turnover ----

export const withdrawSettingsSchema = z.object({
  allowWithdraw: z.boolean(),
  /** "HH:mm" in timeZone; equal means all day. */
  withdrawDateFrom: z.string(),
  withdrawDateTo: z.string(),
  allDay: z.boolean(),
  timeZone: z.string(),
  minWithdrawal: moneyText,
  maxWithdrawal: moneyText,
  maxTransactionTimes: z.number().int(),
  freePerDay: z.number().int(),
  feePerMille: z.number().int(),
  allowDecimal: z.boolean(),
  autoConfirmMinutes: z.number().int(),
});
export type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;

export const withdrawAccountInfoSchema = z.object({
  allowWithdraw: z.boolean(),
  /** The window is open now (site time zone). */
  inWindow: z.boolean(),
  minWithdrawal: moneyText,
  maxWithdrawal: moneyText,
  maxTransactionTimes: z.number().int(),
  remainingTransactionTimes: z.number().int(),
  remainingWithdrawAmount: moneyText,
  mainWalletBalance: moneyText,
  /** min(main balance − bonus held, remaining amount today). */
  withdrawableAmount: moneyText,
  /** Bonus money in the main balance whose turnover is unmet: it cannot be withdrawn yet (absent from servers that do not say). */
  bonusHeld: moneyText.optional(),
});
export type WithdrawAccountInfo = z.infer<typeof withdrawAccountInfoSchema>;

export const withdrawFeeSchema = z.object({ withdrawAmount: moneyText, value: moneyText, free: z.boolean() });
export type WithdrawFee = z.infer<typeof withdrawFeeSchema>;

/** A: achieved, I: incomplete (warn), N: incomplete and blocking (money-and-agents §3.3). */
export const TURNOVER_STATUS = ['A', 'I', 'N'] as const;
export const turnoverInfoSchema = z.object({
  status: z.enum(TURNOVER_STATUS),
  details: z.array(z.object({ gameType: z.string(), requiredTurnover: moneyText, actualTurnover: moneyText, remainingTurnover: moneyText })),
  totalRequiredTurnover: moneyText,
  totalActualTurnover: moneyText,
});
export type TurnoverInfo = z.infer<typeof turnoverInfoSchema>;

// ---- the withdrawal ----

export const withdrawRequestSchema = z.object({
  amount: amountSchema,
  bankCardId: recordId,
  password: z.string().max(64),
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawResultSchema = z.object({
  withdrawalId: z.string(),
  state: z.number().int(),
  amount: moneyText,
  fee: moneyText,
  balance: moneyText,
});
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

// ---- the member's confirmation (portal spec §4) ----

export const MEMBER_CONFIRMATIONS = ['received', 'not_received', 'partial', 'all_received'] as const;
/** A proof image: a data URL of PNG, JPEG or WebP, at most 5 MB decoded. */
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_IMAGE_TYPES = ['png', 'jpeg', 'webp'] as const;
/** Whether a string is a proof image's data URL (declared type and base64 only; the platform checks the bytes). */
export const isProofImage = (value: string) => splitImageDataUrl(value, PROOF_IMAGE_TYPES) !== undefined;

export const withdrawConfirmSchema = z.object({
  withdrawalId: z.string().regex(/^W[0-9A-Z]{6,32}$/),
  result: z.enum(MEMBER_CONFIRMATIONS),
  receivedAmount: amountSchema.optional(),
  proofImage: z
    .string()
    .max(Math.ceil((PROOF_IMAGE_MAX_BYTES * 4) / 3) + 64)
    .refine(isProofImage, 'invalid_string')
    .optional(),
});
export type WithdrawConfirmInput = z.infer<typeof withdrawConfirmSchema>;

export const withdrawalRecordSchema = z.object({
  withdrawalId: z.string(),
  /** BC: bank card. */
  withdrawType: z.literal('BC'),
  amount: moneyText,
  fee: moneyText,
  /** What reaches the bank account: amount − fee. */
  payout: moneyText,
  bankName: z.string(),
  bankCode: z.string(),
  accountNumber: z.string(),
  withdrawDate: z.number().int(),
  status: z.number().int(),
  confirmation: z.enum(WITHDRAWAL_CONFIRMATIONS).nullable(),
  receivedAmount: moneyText.nullable(),
  /** payout − received for a partial receipt. */
  remainderAmount: moneyText.nullable(),
  /** When a state-2 order counts as received without the member (approvedAt + autoConfirmMinutes). */
  autoConfirmAt: z.number().int().nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

export const withdrawalReportQuerySchema = z.object({
  startDateTs: z.coerce.number().int().nonnegative().optional(),
  endDateTs: z.coerce.number().int().nonnegative().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.coerce.number().int().min(1).max(5).optional(),
});
export const withdrawalReportSchema = z.object({ records: z.array(withdrawalRecordSchema), total: z.number().int(), totalPages: z.number().int() });
export type WithdrawalReport = z.infer<typeof withdrawalReportSchema>;

export const withdrawConfirmResultSchema = z.object({ withdrawalId: z.string(), state: z.number().int(), confirmation: z.enum(WITHDRAWAL_CONFIRMATIONS) });

/** Error codes of this slice, each with a message in messages/withdraw. */
export const WITHDRAW_ERROR_CODES = [
  'payee_name_missing',
  'account_name_mismatch',
  'bank_card_limit',
  'bank_card_taken',
  'bank_card_not_found',
  'inconsistent_twice',
  'invalid.payment.pw',
  'payment.pw.locked',
  'not.exists.payment.password',
  'payment.pw.exists',
  'payment.pw.too_short',
  'withdraw_not_allowed',
  'withdraw_outside_window',
  'withdraw_below_min',
  'withdraw_above_max',
  'withdraw_daily_count',
  'withdraw_daily_amount',
  'withdraw_turnover',
  /** The amount would take bonus money whose turnover is unmet (platform held-bonus.ts). */
  'bonus_turnover_unmet',
  'insufficient_balance',
  'amount_invalid',
  'amount_zero',
  'amount_too_large',
  'in_need_true_account',
  'withdrawal_not_found',
  'order_state_changed',
  'proof_required',
  'proof_invalid',
  /** A proof over about 12 megapixels (the platform's uploaded-image.ts). */
  'image_too_many_pixels',
  /** Too many proofs for one order or by one member within the hour (429). */
  'image_upload_limit',
  'received_amount_invalid',
  'idempotency_key_reused',
  'validation_failed',
] as const;
