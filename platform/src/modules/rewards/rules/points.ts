// Points (PTSYS3): an integer balance per member with an append-only journal. Every change is one
// journal row under a unique key (a replayed key changes nothing) and one compare-and-set on the
// balance row in the same transaction, so the balance never goes below zero whatever runs beside it
// and always equals the sum of its journal. Earning: per product from valid bets and per deposit
// (operator ratios, `points.settings`); spending: the mall's redeem and the conversion to balance.
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { PointConfig, PointType } from '../../../../../contract/points-mall';
import { fromMinor } from '../../../../../contract/money';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';
import { pointBalances, pointJournal } from '../schema-mall';
import { readSetting, writeSetting } from '../../../core/database/settings';
import { ApiError } from '../../../core/http/envelope';

export const POINT_SETTINGS_KEY = 'points.settings';

export interface PointSettings {
  /** Valid bet in satang per point, by game type (RNG, LIVE, SPORTS, LOTT, ELOTT, PVP, FISH, COCKFIGHT). */
  betPerPoint: Record<string, number>;
  /** Deposit in satang per point; 0: deposits earn none. */
  depositPerPoint: number;
  pointsPerBaht: number;
  minConvertPoints: number;
  convertTurnoverMultiple: number;
}

export const DEFAULT_POINT_SETTINGS: PointSettings = {
  betPerPoint: { RNG: 10_000, LIVE: 10_000, SPORTS: 10_000, LOTT: 10_000, ELOTT: 10_000, PVP: 10_000, FISH: 10_000, COCKFIGHT: 10_000 },
  depositPerPoint: 10_000,
  pointsPerBaht: 10,
  minConvertPoints: 100,
  convertTurnoverMultiple: 1,
};

export async function readPointSettings(ex: Executor): Promise<PointSettings> {
  const stored = await readSetting<Partial<PointSettings>>(ex, POINT_SETTINGS_KEY);
  return { ...DEFAULT_POINT_SETTINGS, ...stored, betPerPoint: { ...DEFAULT_POINT_SETTINGS.betPerPoint, ...stored?.betPerPoint } };
}

const positiveInt = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

/** Writes the operator's settings after checking them (whole, non-negative numbers; a ratio of 0 earns nothing). */
export async function writePointSettings(ex: Executor, patch: Partial<PointSettings>): Promise<PointSettings> {
  const next = { ...(await readPointSettings(ex)), ...patch };
  next.betPerPoint = { ...(await readPointSettings(ex)).betPerPoint, ...patch.betPerPoint };
  const numbers = [next.depositPerPoint, next.pointsPerBaht, next.minConvertPoints, next.convertTurnoverMultiple, ...Object.values(next.betPerPoint)];
  if (!numbers.every(positiveInt) || next.pointsPerBaht < 1) throw new ApiError(400, 'validation_failed', 'Point settings are whole numbers ≥ 0 (pointsPerBaht ≥ 1)');
  await writeSetting(ex, POINT_SETTINGS_KEY, next);
  return next;
}

export function pointConfigView(settings: PointSettings): PointConfig {
  return {
    betPerPoint: Object.fromEntries(Object.entries(settings.betPerPoint).filter(([, v]) => v > 0).map(([k, v]) => [k, fromMinor(BigInt(v))])),
    depositPerPoint: settings.depositPerPoint > 0 ? fromMinor(BigInt(settings.depositPerPoint)) : null,
    pointsPerBaht: settings.pointsPerBaht,
    minConvertPoints: settings.minConvertPoints,
    convertTurnoverMultiple: settings.convertTurnoverMultiple,
  };
}

/** The journal type of a game type. */
export function pointTypeOfGame(gameType: string): PointType {
  switch (gameType) {
    case 'LIVE':
      return 'live';
    case 'SPORTS':
      return 'sports';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'PVP':
      return 'pvp';
    case 'FISH':
      return 'fish';
    default:
      return 'rng';
  }
}

export const pointErrors = {
  insufficient: () => new ApiError(409, 'mall.points_insufficient', 'Not enough points'),
};

/** Thrown when a journal key was used before: the caller's transaction must roll back. */
export class DuplicatePointsError extends Error {
  constructor(readonly key: string) {
    super(`Points ${key} were moved before`);
    this.name = 'DuplicatePointsError';
  }
}

/**
 * Moves a member's points by `change` (− spends) in the caller's transaction: the balance's
 * compare-and-set (never below zero), then the journal row under `key`. Returns the balance after.
 */
export async function movePoints(tx: Executor, move: { memberId: number; key: string; type: PointType; change: number; reference?: string | null }): Promise<number> {
  if (!Number.isSafeInteger(move.change) || move.change === 0) throw new Error(`Not a points change: ${move.change}`);
  await tx.insert(pointBalances).values({ memberId: move.memberId, balance: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(pointBalances)
    .set({ balance: sql`${pointBalances.balance} + ${move.change}`, updatedAt: new Date() })
    .where(and(eq(pointBalances.memberId, move.memberId), sql`${pointBalances.balance} + ${move.change} >= 0`))
    .returning({ balance: pointBalances.balance });
  if (!row) throw pointErrors.insufficient();
  const [written] = await tx
    .insert(pointJournal)
    .values({ key: move.key, memberId: move.memberId, type: move.type, change: move.change, balanceAfter: row.balance, reference: move.reference ?? null })
    .onConflictDoNothing()
    .returning({ id: pointJournal.id });
  if (!written) throw new DuplicatePointsError(move.key);
  return row.balance;
}

export async function pointBalanceOf(ex: Executor, memberId: number): Promise<number> {
  const [row] = await ex.select({ balance: pointBalances.balance }).from(pointBalances).where(eq(pointBalances.memberId, memberId));
  return row?.balance ?? 0;
}

export async function pointDetails(ex: Executor, memberId: number, q: { page: number; size: number; direction: 'all' | 'earned' | 'spent' }) {
  const where = and(
    eq(pointJournal.memberId, memberId),
    q.direction === 'earned' ? gt(pointJournal.change, 0) : q.direction === 'spent' ? lt(pointJournal.change, 0) : undefined,
  );
  const [{ total }] = await ex.select({ total: count() }).from(pointJournal).where(where);
  const rows = await ex
    .select()
    .from(pointJournal)
    .where(where)
    .orderBy(desc(pointJournal.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return {
    records: rows.map((row) => ({ id: row.id, type: row.type as PointType, change: row.change, balanceAfter: row.balanceAfter, reference: row.reference, createdAt: row.createdAt.getTime() })),
    total,
    totalPages: Math.ceil(total / q.size),
  };
}

/** Reconcile: every member's balance equals the sum of its journal (an empty list when all agree). */
export async function pointMismatches(ex: Executor): Promise<{ memberId: number; balance: number; journal: number }[]> {
  const rows = await ex.execute(sql`
    select b.member_id as "memberId", b.balance::bigint as balance, coalesce(j.total, 0)::bigint as journal
    from point_balances b left join (select member_id, sum(change) as total from point_journal group by member_id) j on j.member_id = b.member_id
    where b.balance <> coalesce(j.total, 0)`);
  return rowsOf<{ memberId: number; balance: string | number; journal: string | number }>(rows).map((row) => ({
    memberId: Number(row.memberId),
    balance: Number(row.balance),
    journal: Number(row.journal),
  }));
}
