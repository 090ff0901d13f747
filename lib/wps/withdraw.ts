import 'server-only';
import { z } from 'zod';
import {
  bankCardListSchema,
  bankCardSchema,
  fundsPasswordStatusSchema,
  turnoverInfoSchema,
  withdrawAccountInfoSchema,
  withdrawalReportSchema,
  withdrawConfirmResultSchema,
  withdrawFeeSchema,
  withdrawResultSchema,
  withdrawSettingsSchema,
  type BindBankCardInput,
  type WithdrawConfirmInput,
  type WithdrawRequest,
} from '@/contract/cashier-withdraw';
import { wpsFetch, type WpsCaller } from './client';

// Withdrawals (money-and-agents §3, portal spec §4): bank cards, the funds password, the withdraw
// screen, the withdrawal, the confirmation of receipt and the records. Shapes: contract/cashier-withdraw.ts.

/** GET /wps/member/bankCard (token). */
export const bankCards = (caller: WpsCaller) => wpsFetch('/wps/member/bankCard', { schema: bankCardListSchema, caller });

/** PUT /wps/member/bankCard (token, encrypt). */
export const bindBankCard = (caller: WpsCaller, body: BindBankCardInput) =>
  wpsFetch('/wps/member/bankCard', { schema: bankCardSchema, caller, method: 'PUT', body, encrypt: true });

/** DELETE /wps/member/bankCard/:id (token, encrypt). */
export const deleteBankCard = (caller: WpsCaller, id: number, fundsPassword: string) =>
  wpsFetch(`/wps/member/bankCard/${id}`, { schema: z.object({ id: z.number() }), caller, method: 'DELETE', body: { fundsPassword }, encrypt: true });

/** PUT /wps/member/paymentPassword (token, encrypt): the first funds password. */
export const setFundsPassword = (caller: WpsCaller, body: { password: string; confirmPassword: string }) =>
  wpsFetch('/wps/member/paymentPassword', { schema: fundsPasswordStatusSchema, caller, method: 'PUT', body, encrypt: true });

/** POST /wps/member/paymentPassword (token, encrypt): change with the old one. */
export const changeFundsPassword = (caller: WpsCaller, body: { oldPassword: string; newPassword: string; confirmPassword: string }) =>
  wpsFetch('/wps/member/paymentPassword', { schema: fundsPasswordStatusSchema, caller, method: 'POST', body, encrypt: true });

/** The withdraw screen in one go: settings, limits and balance, turnover. */
export async function withdrawOverview(caller: WpsCaller) {
  const [settings, account, turnover] = await Promise.all([
    wpsFetch('/wps/relay/MCSFE_getWithdrawSettings', { schema: withdrawSettingsSchema, caller }),
    wpsFetch('/wps/relay/MCSFE_getWithdrawAccountInfo', { schema: withdrawAccountInfoSchema, caller }),
    wpsFetch('/wps/relay/getTurnoverInfo', { schema: turnoverInfoSchema, caller }),
  ]);
  return { settings, account, turnover };
}
export type WithdrawOverview = Awaited<ReturnType<typeof withdrawOverview>>;

/** GET /wps/relay/getCalculatedWithdrawCharges (token). */
export const withdrawFee = (caller: WpsCaller, withdrawAmount: string) =>
  wpsFetch('/wps/relay/getCalculatedWithdrawCharges', { schema: withdrawFeeSchema, caller, query: { withdrawAmount } });

/** POST /wps/v2/transaction/withdraw (token, encrypt, Idempotency-Key). */
export const withdraw = (caller: WpsCaller, body: WithdrawRequest, idempotencyKey: string) =>
  wpsFetch('/wps/v2/transaction/withdraw', { schema: withdrawResultSchema, caller, method: 'POST', body, encrypt: true, idempotencyKey });

/** POST /wps/relay/withdrawConfirm (token, Idempotency-Key). */
export const confirmWithdrawal = (caller: WpsCaller, body: WithdrawConfirmInput, idempotencyKey: string) =>
  wpsFetch('/wps/relay/withdrawConfirm', { schema: withdrawConfirmResultSchema, caller, method: 'POST', body, idempotencyKey, timeoutMs: 30_000 });

/** GET /wps/relay/getWithdrawTransactionReport (token). */
export const withdrawalRecords = (caller: WpsCaller, query: { startDateTs?: number; endDateTs?: number; page: number; size: number; status?: number }) =>
  wpsFetch('/wps/relay/getWithdrawTransactionReport', {
    schema: withdrawalReportSchema,
    caller,
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)])),
  });
