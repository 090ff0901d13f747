// Points, the points mall and referrals (portal spec §3 points, §4 points redeem states,
// money-and-agents §4 PTSYS3 / REFERRAL3). Points are an integer balance per member with their own
// append-only journal (every change is one journal row under a unique key, so a replay adds
// nothing); the balance row is moved by compare-and-set in the same transaction as its journal row.
// Money (bonus items, conversion to balance, referral income) moves only through the ledger.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema-members';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });
const points = (name: string) => bigint(name, { mode: 'number' });

export const pointBalances = pgTable(
  'point_balances',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    balance: points('balance').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('point_balances_not_negative', sql`${t.balance} >= 0`)],
);

// Types: earned per product (live, lottery, pvp, rng, sports), deposit; spent: redeem; refund (a
// cancelled redeem), convert (to balance), adjust (operator).
export const pointJournal = pgTable(
  'point_journal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').notNull(),
    change: points('change').notNull(),
    balanceAfter: points('balance_after').notNull(),
    reference: text('reference'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('point_journal_key').on(t.key), index('point_journal_member_idx').on(t.memberId, t.id)],
);

// Valid bets counted for points so far, per member and game type: points earned are
// floor(total / ratio) − floor(total before / ratio), so small bets add up across passes.
export const pointBetTotals = pgTable(
  'point_bet_totals',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameType: text('game_type').notNull(),
    validBet: minor('valid_bet').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameType] })],
);

// A catalogue item: goods (shipped to an address) or bonus credit (credited on approval).
export const mallItems = pgTable(
  'mall_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The name and description per language ({ th, en, … }); name/description are the English (migration 0041). */
    names: jsonb('names').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    kind: text('kind').notNull(),
    /** Bonus credit per unit (satang), 0 for goods. */
    bonusAmount: minor('bonus_amount').notNull().default(sql`0`),
    /** Turnover multiple of a bonus credit (0: none). */
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    pointsPrice: integer('points_price').notNull(),
    stock: integer('stock').notNull(),
    /** At most this many per order (0: no limit beyond stock). */
    maxPerOrder: integer('max_per_order').notNull().default(0),
    status: text('status').notNull().default('active'),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('mall_items_stock_not_negative', sql`${t.stock} >= 0`),
    check('mall_items_price_positive', sql`${t.pointsPrice} > 0`),
    check('mall_items_kind', sql`${t.kind} in ('goods', 'bonus')`),
  ],
);

// Redeem states (spec §4): 0 in process (applying), 1 approved (passed), 2 rejected.
export const mallOrders = pgTable(
  'mall_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id),
    itemName: text('item_name').notNull(),
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull(),
    points: points('points').notNull(),
    bonusAmount: minor('bonus_amount').notNull().default(sql`0`),
    state: smallint('state').notNull().default(0),
    version: integer('version').notNull().default(0),
    recipient: text('recipient'),
    address: text('address'),
    phone: text('phone'),
    remark: text('remark'),
    decidedBy: text('decided_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mall_orders_order_no_key').on(t.orderNo), index('mall_orders_member_idx').on(t.memberId, t.id), index('mall_orders_state_idx').on(t.state, t.id)],
);

// A member's referral code (created on first view, `autoGenerate=true`).
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

// Who invited whom: one referrer per invitee, written with the registration.
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => members.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('referral_invitations_referrer_idx').on(t.referrerId, t.createdAt)],
);

// Referral income credited to a referrer (each row has its ledger entry under `entryKey`).
// basis: 'bets' (a share of the invitee's valid bets over rounds (fromRound, toRound]) or
// 'first_deposit' (a share of the invitee's first approved deposit).
export const referralIncome = pgTable(
  'referral_income',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryKey: text('entry_key').notNull(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => members.id),
    basis: text('basis').notNull(),
    baseAmount: minor('base_amount').notNull(),
    amount: minor('amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_income_entry_key').on(t.entryKey), index('referral_income_referrer_idx').on(t.referrerId, t.id)],
);
