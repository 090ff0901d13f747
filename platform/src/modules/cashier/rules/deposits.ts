// Deposits as the member sees them (money-and-agents §2): the channel list and limits from the
// cashier settings, the promotions a deposit may choose, and creating an order. Creating moves no
// money: an order in state 5 (new) only says where to pay and how much; the balance changes when
// the order is approved (deposit-decisions.ts).
import { randomInt } from 'node:crypto';
import type {
  DepositChannels,
  DepositInstructions,
  DepositMethod,
  DepositOrder,
  DepositPromotion,
  VoucherRow,
} from '../../../../../contract/cashier-deposit';
import { DEPOSIT_STATE, type DepositState } from '../../../../../contract/cashier-states';
import { amountSchema, fromMinor, toMinor } from '../../../../../contract/money';
import type { Executor } from '../../../core/database/client';
import { insertDepositOrder, type DepositOrderRow } from '../queries/deposit-orders';
import { chargeOf, type CashierSettings, type DepositChannel } from './cashier-settings';
import { ApiError } from '../../../core/http/envelope';
import type { RateQuote } from './exchange-rates';
import type { PaymentGateway } from './payment-gateway';
import { promptPayPayload } from './promptpay';
import { pickLanguage } from '../../../core/localized';
import { depositPromotions } from './deposit-promotions';
import { assertMayDeposit } from '../../responsible-gaming';
import { assertNotBlocked } from '../../accounts';

/** A crypto deposit's window (note_BTC: "transfer the converted amount within 30 minutes"). */
export const USDT_WINDOW_MINUTES = 30;

export const depositErrors = {
  amount: (code: string) => new ApiError(400, code, 'Amount invalid'),
  belowMin: (min: number) => new ApiError(400, 'amount_below_min', `The amount is below the channel's minimum ${fromMinor(BigInt(min))}`, { min: fromMinor(BigInt(min)) }),
  aboveMax: (max: number) => new ApiError(400, 'amount_above_max', `The amount is above the channel's maximum ${fromMinor(BigInt(max))}`, { max: fromMinor(BigInt(max)) }),
  channel: () => new ApiError(400, 'channel_invalid', 'This deposit channel is not available'),
  promotion: () => new ApiError(400, 'promotion_invalid', 'This promotion is not available for this deposit'),
  notAllowed: () => new ApiError(403, 'deposit_not_allowed', 'Deposits are not available'),
  trial: () => new ApiError(403, 'in_need_true_account', 'A real account is needed'),
  notFound: () => new ApiError(404, 'not_found', 'Deposit not found'),
  state: () => new ApiError(409, 'deposit_state_invalid', 'The deposit is not in a state that allows this'),
};

/** Members of this type play with trial money and may not use the cashier. */
export const TRIAL_MEMBER_TYPE = 4;

/** An amount from the wire in minor units, refused with the contract's code (amount_invalid, amount_zero, amount_too_large). */
export function amountOrFail(value: unknown): bigint {
  // A JSON number is refused too: money travels as text (12.5 and 12.50 must not depend on a float).
  const parsed = amountSchema.safeParse(typeof value === 'string' ? value : '');
  if (!parsed.success) throw depositErrors.amount(parsed.error.issues[0]?.message ?? 'amount_invalid');
  return toMinor(parsed.data.trim())!;
}

export function customerCharge(channel: DepositChannel, amount: bigint): bigint {
  return chargeOf(amount, channel.chargePerMille, channel.chargeFixed, channel.minCharge, channel.maxCharge);
}

/**
 * A channel takes deposits when it is enabled and the operator has set where members pay: a
 * receiving account (BANK), a PromptPay id (QR), an address and a current rate (USDT).
 */
export function channelOpen(settings: CashierSettings, channel: DepositChannel, usdtRate: RateQuote | undefined): boolean {
  if (!channel.enabled) return false;
  switch (channel.method) {
    case 'BANK':
      return settings.receivingAccounts.length > 0;
    case 'QR':
      return settings.promptPayId !== '';
    case 'USDT':
      return settings.usdt.addresses.length > 0 && usdtRate !== undefined;
  }
}

/** MCSFE_getDepositPaymentChannels: the open channels grouped by bankType. */
export function channelsView(settings: CashierSettings, usdtRate: RateQuote | undefined): DepositChannels {
  const grouped: DepositChannels = {};
  for (const channel of settings.channels.filter((c) => channelOpen(settings, c, usdtRate))) {
    (grouped[channel.bankType] ??= { channels: [] }).channels.push({
      vendorId: channel.vendorId,
      vendorName: channel.name,
      method: channel.method,
      bankType: channel.bankType,
      min: fromMinor(BigInt(channel.min)),
      max: fromMinor(BigInt(channel.max)),
      customerCharge: (channel.chargePerMille / 10).toFixed(1),
      minCustomerCharge: fromMinor(BigInt(channel.minCharge)),
      maxCustomerCharge: fromMinor(BigInt(channel.maxCharge)),
      customerChargeFixed: fromMinor(BigInt(channel.chargeFixed)),
    });
  }
  return grouped;
}

// --- Promotions: the operator's deposit promotions (rewards', through deposit-promotions.ts) -----------

/** The deposit promotions this deposit may choose now: by amount (when given) and whether it is the member's first. */
export async function eligiblePromotions(
  ex: Executor,
  amount: bigint | undefined,
  approvedCount: number,
  language?: string,
  now = new Date(),
): Promise<DepositPromotion[]> {
  const { listPromotions, depositPromotionOpen } = depositPromotions();
  const rows = await listPromotions(ex, { enabledOnly: true });
  return rows
    .filter((p) => depositPromotionOpen(p, amount, approvedCount, now))
    .map((p) => ({
      promotionId: p.promotionId,
      name: pickLanguage(p.title, language),
      percent: p.percentBp === null ? 0 : p.percentBp / 100,
      minDeposit: fromMinor(p.minDeposit ?? 0n),
      maxBonus: fromMinor(p.maxBonus ?? p.fixedAmount ?? 0n),
    }));
}

// --- Creating an order -----------------------------------------------------------------------

export interface NewDepositRequest {
  memberId: number;
  method: DepositMethod;
  vendorId: string;
  amount: bigint;
  payeeName?: string;
  promotionId?: string;
  approvedCount: number;
  /** The rate source's USDT rate when the order is made (USDT orders). */
  usdtRate?: RateQuote;
}

/** The channel for this request, with the amount checked against its limits. */
export function channelFor(settings: CashierSettings, method: DepositMethod, vendorId: string, amount: bigint, usdtRate?: RateQuote): DepositChannel {
  const channel = settings.channels.find((c) => c.vendorId === vendorId && c.method === method);
  if (!channel || !channelOpen(settings, channel, usdtRate)) throw depositErrors.channel();
  if (amount < BigInt(channel.min)) throw depositErrors.belowMin(channel.min);
  if (amount > BigInt(channel.max)) throw depositErrors.aboveMax(channel.max);
  return channel;
}

/** "DP" + yyMMdd + 8 random digits: unique by the table's index, not guessable from another's. */
export function newDepositId(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `DP${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** USDT to send for `amount` satang at `rate` satang per USDT, rounded up to the micro-USDT, six decimals. */
export function usdtAmountOf(amount: bigint, rate: bigint): string {
  const micro = (amount * 1_000_000n + rate - 1n) / rate;
  return `${micro / 1_000_000n}.${String(micro % 1_000_000n).padStart(6, '0')}`;
}

function instructionsFor(settings: CashierSettings, request: NewDepositRequest): DepositInstructions {
  switch (request.method) {
    case 'BANK': {
      // One receiving account per order, kept on it: the page never shows a static account.
      const account = settings.receivingAccounts[randomInt(0, settings.receivingAccounts.length)];
      return { method: 'BANK', ...account, payeeName: request.payeeName ?? '' };
    }
    case 'QR':
      return { method: 'QR', payload: promptPayPayload(settings.promptPayId, request.amount) };
    case 'USDT': {
      // channelFor checked that there is an address and a rate.
      const addresses = settings.usdt.addresses;
      const quote = request.usdtRate!;
      return {
        method: 'USDT',
        network: settings.usdt.network,
        address: addresses[randomInt(0, addresses.length)],
        usdtAmount: usdtAmountOf(request.amount, quote.rate),
        rate: fromMinor(quote.rate),
        rateAt: quote.at.toISOString(),
      };
    }
  }
}

/** Inserts a new order (state 5) with its instructions and gateway reference; nothing is posted. */
export async function createDepositOrder(
  ex: Executor,
  settings: CashierSettings,
  gateway: PaymentGateway,
  request: NewDepositRequest,
  now = new Date(),
): Promise<DepositOrder> {
  const channel = channelFor(settings, request.method, request.vendorId, request.amount, request.usdtRate);
  // Responsible gaming: the deposit limit counts here, pending orders included (see contract/responsible-gaming.ts).
  await assertNotBlocked(ex, request.memberId, 'deposit');
  await assertMayDeposit(ex, request.memberId, request.amount, now);
  if (request.promotionId !== undefined && !(await eligiblePromotions(ex, request.amount, request.approvedCount, undefined, now)).some((p) => p.promotionId === request.promotionId)) {
    throw depositErrors.promotion();
  }
  const depositId = newDepositId(now);
  const minutes = request.method === 'USDT' ? USDT_WINDOW_MINUTES : settings.depositExpiryMinutes;
  const row = await insertDepositOrder(ex, {
    depositId,
    memberId: request.memberId,
    method: request.method,
    channelId: channel.vendorId,
    amount: request.amount,
    fee: customerCharge(channel, request.amount),
    state: DEPOSIT_STATE.new,
    payerName: request.payeeName ?? null,
    promotionId: request.promotionId ?? null,
    instructions: instructionsFor(settings, request),
    gatewayRef: await gateway.createPayment({ depositId, method: request.method, amount: request.amount }),
    expiresAt: new Date(now.getTime() + minutes * 60_000),
    createdAt: now,
    updatedAt: now,
  });
  return orderView(row);
}

// --- Views -------------------------------------------------------------------------------------

export function orderView(row: DepositOrderRow): DepositOrder {
  return {
    depositId: row.depositId,
    method: row.method as DepositMethod,
    vendorId: row.channelId,
    amount: fromMinor(row.amount),
    fee: fromMinor(row.fee),
    creditAmount: fromMinor(row.amount - row.fee),
    state: row.state as DepositState,
    promotionId: row.promotionId,
    bonusOutcome: row.bonusOutcome,
    hasSlip: row.slipImageId !== null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    instructions: row.instructions as DepositInstructions,
  };
}

/** A records row; `promotionNames` has the titles of the promotions the rows chose. */
export function voucherRow(row: DepositOrderRow, promotionNames: Map<string, string> = new Map()): VoucherRow {
  const approved = row.state === DEPOSIT_STATE.approved;
  return {
    depositId: row.depositId,
    depositMethod: row.method as DepositMethod,
    depositDate: row.createdAt.getTime(),
    refId: row.gatewayRef,
    actualDepositDate: approved ? row.updatedAt.getTime() : null,
    customerBankCharge: fromMinor(row.fee),
    promotionName: row.promotionId ? (promotionNames.get(row.promotionId) ?? row.promotionId) : null,
    amount: fromMinor(row.amount),
    reimbursementAmount: fromMinor(approved ? row.amount - row.fee : 0n),
    state: row.state as DepositState,
    accelerationStatus: row.remindedAt ? 'AC' : 'NA',
    depositSlip: row.slipImageId !== null,
  };
}
