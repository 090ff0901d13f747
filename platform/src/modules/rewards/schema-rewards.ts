// Promotions and the reward center (spec §2 rewardCenter, §4 activity statuses, §5 application
// rules; money-and-agents §4 reward-center calls). Operators define promotions; a member's
// participation is a claim row whose state moves by compare-and-set (version). Money moves only
// through the ledger when a claim is credited (one entry, key `promotion:<claimId>`), with the
// bonus's turnover requirement (turnover_requirements source `promotion`).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema-members';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    /** The id players and the deposit form see (`DEPOSIT10`): letters, digits, _ and -. */
    promotionId: text('promotion_id').notNull(),
    /** REGISTER, LOGIN, REFERRAL, SAVIOR, PROMOCODE, LUCKYBET, MEMBERLEVEL or DEPOSIT. */
    type: text('type').notNull(),
    /** Title and description per language ({ en, th, ... }); English is the fallback. */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** ALL or FIRST_DEPOSIT (a deposit promotion for the member's first approved deposit). */
    eligibility: text('eligibility').notNull().default('ALL'),
    /** A fixed bonus, or a percentage (basis points of the deposit) up to maxBonus. */
    fixedAmount: minor('fixed_amount'),
    percentBp: integer('percent_bp'),
    maxBonus: minor('max_bonus'),
    minDeposit: minor('min_deposit'),
    /** Turnover required = bonus × multiple. */
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    /** Days an issued reward may be claimed before it expires. */
    claimDays: integer('claim_days').notNull().default(7),
    /** The member applies (remark, images) and an operator decides; otherwise joining is automatic. */
    applyRequired: boolean('apply_required').notNull().default(false),
    /** PROMOCODE: the code the member types (upper case). */
    promoCode: text('promo_code'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    /** LUCKYBET: when the raffle draws and how many winners it picks (both or neither). */
    drawAt: at('draw_at'),
    winners: integer('winners'),
    /** What the draw recorded: when it ran (set once, by compare-and-set), its seed, its entry count. */
    drawnAt: at('drawn_at'),
    drawSeed: text('draw_seed'),
    drawEntries: integer('draw_entries'),
    /** REGISTER / LOGIN: paid automatically at registration / the day's first login (no join). */
    autoGrant: boolean('auto_grant').notNull().default(false),
    /** The most its rewards may credit in all (minor units); null: no cap (migration 0041). */
    budget: minor('budget'),
    /** What its rewards have credited: moved only by chargePromotion, in each credit's transaction. */
    spent: minor('spent').notNull().default(sql`0`),
    /** The kill switch: once set, nothing more is credited under the promotion, by any path. */
    stoppedAt: at('stopped_at'),
    stoppedBy: text('stopped_by'),
    stopReason: text('stop_reason'),
  },
  (t) => [
    uniqueIndex('promotions_promotion_id_key').on(t.promotionId),
    uniqueIndex('promotions_promo_code_key').on(t.promoCode),
    check('promotions_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('promotions_amount', sql`${t.fixedAmount} is not null or ${t.percentBp} is not null`),
    check('promotions_raffle', sql`(${t.drawAt} is null) = (${t.winners} is null) and (${t.winners} is null or ${t.winners} > 0)`),
    check('promotions_auto_grant', sql`not ${t.autoGrant} or ${t.type} in ('REGISTER', 'LOGIN')`),
    check('promotions_budget', sql`${t.spent} >= 0 and (${t.budget} is null or (${t.budget} > 0 and ${t.spent} <= ${t.budget}))`),
    check('promotions_stop', sql`(${t.stoppedAt} is null) = (${t.stoppedBy} is null) and (${t.stoppedAt} is null) = (${t.stopReason} is null)`),
    index('promotions_due_draws_idx').on(t.drawAt).where(sql`${t.drawnAt} is null and ${t.drawAt} is not null`),
  ],
);

// Claim states: applying (A) → rejected (R) | signed up (S) | issued (I); signed up → issued (the
// qualifying deposit was approved); issued → claimed (C, the member claimed it: money moves) or
// expired (E, claim window over). `reference` makes a participation unique per member: `once` for
// a one-time promotion, `first-deposit` for a first-deposit bonus, the deposit id for any other
// deposit bonus.
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: text('claim_id').notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    reference: text('reference').notNull(),
    state: text('state').notNull(),
    version: integer('version').notNull().default(0),
    bonus: minor('bonus').notNull().default(sql`0`),
    turnoverRequired: minor('turnover_required').notNull().default(sql`0`),
    remark: text('remark'),
    /** cashier_images ids of the application's images (re-encoded by sharp). */
    imageIds: jsonb('image_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    decidedBy: text('decided_by'),
    decisionRemark: text('decision_remark'),
    expiresAt: at('expires_at'),
    claimedAt: at('claimed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_claims_claim_id_key').on(t.claimId),
    uniqueIndex('promotion_claims_once_key').on(t.promotionId, t.memberId, t.reference),
    // One first-deposit bonus per member, whichever first-deposit promotion paid it (migration 0025).
    uniqueIndex('promotion_claims_first_deposit_key').on(t.memberId).where(sql`${t.reference} = 'first-deposit'`),
    index('promotion_claims_member_idx').on(t.memberId, t.createdAt),
    check('promotion_claims_state', sql`${t.state} in ('A','R','S','I','C','E')`),
  ],
);
