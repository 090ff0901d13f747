// The cashier: deposit and withdrawal orders (state machines with a version for compare-and-set),
// their audit trail, bank cards, the funds password, images (slips, proofs) and turnover
// requirements (money-and-agents §2–3). Money moves only through the ledger (schema-ledger.ts).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, customType, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DepositBonusOutcome } from '../../../../contract/cashier-deposit';
import { members } from '../accounts/schema-members';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

// Slips and proofs, re-encoded by sharp (metadata stripped) before they are stored.
export const cashierImages = pgTable('cashier_images', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

// Member-facing deposit states (status_deposit_N): 2 approved, 3 cancelled, 4 pending, 5 new,
// 6 rejected, 7 expired. Transitions: contract/cashier-states.ts.
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    depositId: text('deposit_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    method: text('method').notNull(),
    channelId: text('channel_id').notNull(),
    amount: minor('amount').notNull(),
    fee: minor('fee').notNull(),
    state: smallint('state').notNull(),
    version: integer('version').notNull().default(0),
    payerName: text('payer_name'),
    promotionId: text('promotion_id'),
    /** What became of the chosen promotion at approval (modules/rewards/rules/rewards.ts creditDepositBonus). */
    bonusOutcome: text('bonus_outcome').$type<DepositBonusOutcome>(),
    // What the member was shown for this order: the receiving account, the QR payload, the
    // USDT address and converted amount (never read from static config later).
    instructions: jsonb('instructions').notNull(),
    slipImageId: bigint('slip_image_id', { mode: 'number' }).references(() => cashierImages.id),
    gatewayRef: text('gateway_ref'),
    remindedAt: at('reminded_at'),
    expiresAt: at('expires_at').notNull(),
    decidedBy: text('decided_by'),
    remark: text('remark'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_orders_deposit_id_key').on(t.depositId),
    uniqueIndex('deposit_orders_gateway_ref_key').on(t.gatewayRef),
    index('deposit_orders_member_created_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_state_idx').on(t.state, t.createdAt),
    index('deposit_orders_created_idx').on(t.createdAt, t.id),
    check('deposit_orders_bonus_outcome', sql`${t.bonusOutcome} is null or ${t.bonusOutcome} in ('paid', 'already_claimed', 'closed')`),
  ],
);

export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  // One card belongs to one account, and a deleted card keeps its row: it never binds again.
  (t) => [uniqueIndex('bank_cards_bank_number_key').on(t.bankCode, t.accountNumber), index('bank_cards_member_idx').on(t.memberId), index('bank_cards_account_number_idx').on(t.accountNumber)],
);

// Member-facing withdrawal states (status_withdrawal_N): 1 processing, 2 transferring,
// 3 audit failure, 4 success, 5 failed. `confirmation` is the member's receipt (spec §4).
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: text('withdrawal_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankCardId: integer('bank_card_id')
      .notNull()
      .references(() => bankCards.id),
    amount: minor('amount').notNull(),
    fee: minor('fee').notNull(),
    state: smallint('state').notNull(),
    version: integer('version').notNull().default(0),
    confirmation: text('confirmation'),
    receivedAmount: minor('received_amount'),
    proofImageId: bigint('proof_image_id', { mode: 'number' }).references(() => cashierImages.id),
    decidedBy: text('decided_by'),
    remark: text('remark'),
    approvedAt: at('approved_at'),
    confirmedAt: at('confirmed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawal_orders_withdrawal_id_key').on(t.withdrawalId),
    index('withdrawal_orders_member_created_idx').on(t.memberId, t.createdAt),
    index('withdrawal_orders_state_idx').on(t.state, t.approvedAt),
  ],
);

// Who moved an order from which state to which, and why: every member, operator, gateway and job action.
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderType: text('order_type').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    fromState: smallint('from_state'),
    toState: smallint('to_state').notNull(),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    remark: text('remark'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderType, t.orderId)],
);

// Turnover is recorded, not a flag: a deposit (× the site's ratio) or a bonus adds a requirement;
// valid bets (game_rounds) count against the requirements since the last paid withdrawal.
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    gameType: text('game_type').notNull().default('ALL'),
    required: minor('required').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('turnover_requirements_source_key').on(t.source, t.reference), index('turnover_requirements_member_idx').on(t.memberId, t.createdAt)],
);
