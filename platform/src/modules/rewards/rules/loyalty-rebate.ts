// Betting rebate (money-and-agents §4 "Rebate / manual rebate", tx type betting_rebate): a share of
// the member's valid bets per product series, at the site's rate for the series plus the member's
// VIP boost. A claim covers the bets between the end of the previous claim (the member's cursor)
// and its own end; the cursor moves by compare-and-set in the claim's transaction, so a period is
// paid once whatever runs beside it — a second click, fifty at once, the daily job. With the manual
// rebate flag (MANPLAYREB3) members claim on /manualRebate; without it the daily job claims for
// them (mode automatic), through the same function.
import { eq, sql } from 'drizzle-orm';
import { formatRate } from '../../../../../contract/agent-team';
import { REBATE_SERIES, type ClaimableRebate, type RebateAnswer, type RebateClaimAnswer, type RebateSeries, type RebateSetting, type RebateSettingInput } from '../../../../../contract/loyalty';
import { fromMinor } from '../../../../../contract/money';
import { seriesOfGame } from '../../../../../contract/agent-team';
import type { Db, Executor } from '../../../core/database/client';
import type { LedgerWriter } from '../../ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { turnoverRequirements } from '../../cashier';
import { rebateClaims, rebateCursors, rebateSettings, type RebateClaimItem } from '../schema-loyalty';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';
import { vipBoostOf } from './loyalty-vip';

export const MANUAL_REBATE_FLAG = 'MANPLAYREB3';
/** Player rebate at all (money-and-agents §1): off, no rebate is offered, claimed or paid. */
export const PLAYER_REBATE_FLAG = 'PLYRBT';
/**
 * A claim ends this long before now: rounds are dated by the database's clock (settleSpin), the
 * claim's end by the platform's; the margin absorbs a difference between the two.
 */
export const REBATE_SETTLE_MARGIN_MS = 2_000;

export const loyaltyErrors = {
  nothing: () => new ApiError(409, 'rebate_nothing_to_claim', 'There is no rebate to claim'),
  trial: () => new ApiError(403, 'loyalty_trial_refused', 'Trial accounts cannot claim rewards'),
  invalid: (message: string) => new ApiError(400, 'loyalty_invalid_input', message),
  off: () => new ApiError(404, 'feature_disabled', 'This feature is not available on this site'),
};

interface SettingRow {
  rateBp: number;
  turnoverMultiple: number;
  enabled: boolean;
}

export async function readRebateSettings(ex: Executor): Promise<Map<RebateSeries, SettingRow>> {
  const rows = await ex.select().from(rebateSettings);
  const result = new Map<RebateSeries, SettingRow>();
  for (const series of REBATE_SERIES) result.set(series, { rateBp: 0, turnoverMultiple: 0, enabled: false });
  for (const row of rows) {
    if ((REBATE_SERIES as readonly string[]).includes(row.series)) {
      result.set(row.series as RebateSeries, { rateBp: row.rateBp, turnoverMultiple: row.turnoverMultiple, enabled: row.enabled === 1 });
    }
  }
  return result;
}

export async function rebateSettingsFor(ex: Executor, memberId: number | null): Promise<RebateSetting[]> {
  const settings = await readRebateSettings(ex);
  const boost = memberId === null ? 0 : await vipBoostOf(ex, memberId);
  return REBATE_SERIES.map((series) => {
    const s = settings.get(series)!;
    const effective = s.enabled ? s.rateBp + boost : 0;
    return { series, rate: formatRate(s.rateBp), vipBoost: formatRate(s.enabled ? boost : 0), effectiveRate: formatRate(effective), turnoverMultiple: s.turnoverMultiple, enabled: s.enabled };
  });
}

/** Operator: one series' setting (rate as a percent text). */
export async function writeRebateSetting(ex: Executor, input: RebateSettingInput): Promise<void> {
  const [whole, fraction = ''] = input.rate.split('.');
  const rateBp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw loyaltyErrors.invalid(`Invalid rate ${input.rate}`);
  const values = { series: input.series, rateBp, turnoverMultiple: input.turnoverMultiple, enabled: input.enabled ? 1 : 0, updatedAt: new Date() };
  await ex.insert(rebateSettings).values(values).onConflictDoUpdate({ target: rebateSettings.series, set: values });
}

async function cursorOf(ex: Executor, memberId: number): Promise<Date | null> {
  const [row] = await ex.select({ claimedTo: rebateCursors.claimedTo }).from(rebateCursors).where(eq(rebateCursors.memberId, memberId));
  return row?.claimedTo ?? null;
}

interface Computed {
  from: Date | null;
  to: Date;
  items: (ClaimableRebate & { betMinor: bigint; rateBp: number; amountMinor: bigint; turnoverMultiple: number })[];
  totalMinor: bigint;
  betMinor: bigint;
}

/** The member's rebate over valid bets in [cursor, to): per series with a rate, floored to the satang. */
async function computeRebate(ex: Executor, memberId: number, to: Date): Promise<Computed> {
  const from = await cursorOf(ex, memberId);
  const bets = rowsOf<{ game_type: string; vendor_code: string; bet_minor: string }>(
    await ex.execute(sql`
      select g.game_type, g.vendor_code, (sum(r.bet) * 100)::bigint::text as bet_minor
      from game_rounds r join games g on g.id = r.game_id
      where r.member_id = ${memberId} and r.bet > 0 and r.created_at < ${to.toISOString()}::timestamptz
        ${from ? sql`and r.created_at >= ${from.toISOString()}::timestamptz` : sql``}
      group by g.game_type, g.vendor_code`),
  );
  const bySeries = new Map<RebateSeries, bigint>();
  for (const bet of bets) {
    const series = seriesOfGame(bet.game_type, bet.vendor_code);
    if (series) bySeries.set(series, (bySeries.get(series) ?? 0n) + BigInt(bet.bet_minor));
  }
  const settings = await readRebateSettings(ex);
  const boost = await vipBoostOf(ex, memberId);
  const items: Computed['items'] = [];
  let totalMinor = 0n;
  let betMinor = 0n;
  for (const series of REBATE_SERIES) {
    const bet = bySeries.get(series);
    const setting = settings.get(series)!;
    if (!bet || !setting.enabled) continue;
    const rateBp = setting.rateBp + boost;
    const amountMinor = (bet * BigInt(rateBp)) / 10_000n;
    items.push({ series, validBet: fromMinor(bet), rate: formatRate(rateBp), amount: fromMinor(amountMinor), betMinor: bet, rateBp, amountMinor, turnoverMultiple: setting.turnoverMultiple });
    totalMinor += amountMinor;
    betMinor += bet;
  }
  return { from, to, items, totalMinor, betMinor };
}

const publicItem = ({ series, validBet, rate, amount }: ClaimableRebate): ClaimableRebate => ({ series, validBet, rate, amount });

/** ODSFE2_getRebate: what a claim now would pay. */
export async function claimableRebateOf(ex: Executor, memberId: number, now: Date, automatic: boolean): Promise<RebateAnswer> {
  const c = await computeRebate(ex, memberId, new Date(now.getTime() - REBATE_SETTLE_MARGIN_MS));
  return { from: c.from?.toISOString() ?? null, to: c.to.toISOString(), items: c.items.map(publicItem), total: fromMinor(c.totalMinor), automatic };
}

/**
 * Claims the member's rebate up to `to` in the writer's transaction: computes it, moves the cursor
 * from where it was read to `to` (compare-and-set: a concurrent claim that moved it first makes
 * this one refuse with nothing to claim), posts one entry (key per period start), records the
 * claim and the turnover requirement of series that carry a multiple. Nothing to claim: refused,
 * nothing written.
 */
export async function claimRebate(writer: LedgerWriter, params: { memberId: number; to: Date; mode: 'manual' | 'automatic'; actor: string }): Promise<RebateClaimAnswer> {
  const { memberId, to, mode } = params;
  // The member's wallets first (main and vendor wallets, in id order as postings lock them): a spin
  // writes its round (dated then, by the database's clock) while it holds its wallet's row, so every
  // round dated before `to` has committed once the locks are ours, and none written later can be
  // dated before it (settleSpin). The margin before now covers clock skew.
  await writer.tx.execute(
    sql`select 1 from ledger_accounts where member_id = ${memberId} and (code = ${ledgerAccount.main(memberId)} or kind = 'vendor') order by id for update`,
  );
  const c = await computeRebate(writer.tx, memberId, to);
  if (c.totalMinor <= 0n) throw loyaltyErrors.nothing();
  const moved = c.from
    ? await writer.tx
        .update(rebateCursors)
        .set({ claimedTo: to })
        .where(sql`${rebateCursors.memberId} = ${memberId} and ${rebateCursors.claimedTo} = ${c.from.toISOString()}::timestamptz`)
        .returning({ memberId: rebateCursors.memberId })
    : await writer.tx.insert(rebateCursors).values({ memberId, claimedTo: to }).onConflictDoNothing().returning({ memberId: rebateCursors.memberId });
  if (moved.length === 0) throw loyaltyErrors.nothing();

  const key = `betting-rebate:${memberId}:${c.from ? c.from.getTime() : 'first'}`;
  const posted = await writer.post({
    key,
    kind: 'betting_rebate',
    memberId,
    reference: `RB${memberId}T${to.getTime()}`,
    actor: params.actor,
    remark: `betting rebate ${mode}`,
    postings: [
      { account: ledgerAccount.main(memberId), amount: c.totalMinor, txType: 'betting_rebate' },
      { account: ledgerAccount.houseRebateExpense, amount: -c.totalMinor, txType: 'betting_rebate' },
    ],
  });
  const items: RebateClaimItem[] = c.items.map((i) => ({ series: i.series, betMinor: i.betMinor.toString(), rateBp: i.rateBp, amountMinor: i.amountMinor.toString() }));
  const [claim] = await writer.tx
    .insert(rebateClaims)
    .values({ memberId, mode, periodFrom: c.from, periodTo: to, validBet: c.betMinor, amount: c.totalMinor, items, entryKey: key })
    .returning({ id: rebateClaims.id });
  const requirements = c.items.filter((i) => i.turnoverMultiple > 0 && i.amountMinor > 0n);
  if (requirements.length) {
    await writer.tx.insert(turnoverRequirements).values(
      requirements.map((i) => ({ memberId, source: 'betting_rebate', reference: `${claim.id}:${i.series}`, gameType: 'ALL', required: i.amountMinor * BigInt(i.turnoverMultiple) })),
    );
  }
  return {
    claimId: claim.id,
    from: c.from?.toISOString() ?? null,
    to: to.toISOString(),
    items: c.items.map(publicItem),
    total: fromMinor(c.totalMinor),
    balance: fromMinor(posted.balances.get(ledgerAccount.main(memberId))!),
  };
}

/** getRebateRecord: the member's claims, newest first. */
export async function rebateRecordsOf(ex: Executor, memberId: number, page: number, size: number) {
  const [{ count }] = rowsOf<{ count: number }>(await ex.execute(sql`select count(*)::int as count from rebate_claims where member_id = ${memberId}`));
  const rows = await ex
    .select()
    .from(rebateClaims)
    .where(eq(rebateClaims.memberId, memberId))
    .orderBy(sql`${rebateClaims.createdAt} desc, ${rebateClaims.id} desc`)
    .limit(size)
    .offset((page - 1) * size);
  return {
    list: rows.map((r) => ({
      claimId: r.id,
      mode: r.mode as 'manual' | 'automatic',
      from: r.periodFrom?.toISOString() ?? null,
      to: r.periodTo.toISOString(),
      validBet: fromMinor(r.validBet),
      total: fromMinor(r.amount),
      createdAt: r.createdAt.toISOString(),
    })),
    totalPages: Math.max(1, Math.ceil(Number(count) / size)),
    page,
  };
}

/** Members with bets past their cursor before `until` (real accounts only): whom the daily job pays. */
export async function membersWithRebate(db: Db, until: Date): Promise<number[]> {
  const rows = rowsOf<{ member_id: number }>(
    await db.execute(sql`
      select m.id as member_id from members m left join rebate_cursors c on c.member_id = m.id
      where m.type <> 4 and exists (
        select 1 from game_rounds r where r.member_id = m.id and r.bet > 0 and r.created_at < ${until.toISOString()}::timestamptz
          and r.created_at >= coalesce(c.claimed_to, '-infinity'::timestamptz))
      order by m.id`),
  );
  return rows.map((r) => Number(r.member_id));
}
