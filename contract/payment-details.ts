// Where members pay deposits to (money-and-agents §2): the operator's receiving bank accounts, its
// PromptPay id and its USDT (TRC-20) addresses. Nothing is set until the operator sets it (PUT
// /admin/cashier/payment-details, `npm run ops -- payment-details set <file.json>`); a channel
// without its details is not offered.
import { z } from 'zod';
import { accountNumberFits, bankOf, normalizeAccountNumber } from './cashier-withdraw';
import { plainLine } from './control-characters';

/** A Tron (TRC-20) address: base58check, 34 characters starting with T. */
export const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** A PromptPay id: a mobile number (10 digits from 0), a national or tax id (13) or an e-wallet id (15). */
export const PROMPTPAY_ID = /^(0\d{9}|\d{13}|\d{15})$/;

export const receivingAccountSchema = z
  .object({
    bankCode: z.string().refine((code) => bankOf(code) !== undefined, 'bank_unknown'),
    accountNumber: z.string().transform(normalizeAccountNumber),
    accountName: plainLine(z.string().trim().min(2).max(80)),
    branch: plainLine(z.string().trim().max(80)).default(''),
  })
  .strict()
  .refine((account) => accountNumberFits(account.bankCode, account.accountNumber), { message: 'account_number_invalid', path: ['accountNumber'] });

/** PUT /admin/cashier/payment-details: any subset; an empty list or '' removes that channel's details. */
export const paymentDetailsPatch = z
  .object({
    receivingAccounts: z.array(receivingAccountSchema).max(20),
    promptPayId: z.union([z.literal(''), z.string().regex(PROMPTPAY_ID, 'promptpay_id_invalid')]),
    usdtAddresses: z.array(z.string().regex(TRC20_ADDRESS, 'usdt_address_invalid')).max(20),
  })
  .partial()
  .strict();
export type PaymentDetailsPatch = z.infer<typeof paymentDetailsPatch>;
