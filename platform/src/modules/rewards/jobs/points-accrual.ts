// Points earned (PTSYS3): per product from the valid bets of settled rounds, and per approved
// deposit (operator ratios, points.settings). One pass: deposits not yet counted (each under its
// own journal key), then the rounds after the cursor (older than settleLagMs, so a round still
// committing is not skipped), in one transaction with the cursor. Trial accounts earn nothing.
// Runs on the job queue with the referral income pass (referral.ts) every minute.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/database/client';
import type { AccountDirectory } from '../../ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { settings } from '../../../core/database/schema-settings';
import { pointBetTotals } from '../schema-mall';
import { DuplicatePointsError, movePoints, pointTypeOfGame, readPointSettings } from '../rules/points';
import { accrueReferralIncome } from '../rules/referral';
import type { JobQueue } from '../../../core/jobs/job-queue';

export const MEMBER_REWARDS_QUEUE = 'member-rewards-accrual';
export const ROUND_CURSOR_KEY = 'points.cursor.rounds';
import { TRIAL_TYPE } from '../../../../../contract/member-types';

export async function accruePoints(db: Db, now = new Date(), settleLagMs = 5_000): Promise<{ deposits: number; members: number }> {
  const s = await readPointSettings(db);
  let deposits = 0;
  if (s.depositPerPoint > 0) {
    const rows = rowsOf<{ deposit_id: string; member_id: number; amount: string }>(
      await db.execute(sql`
        select d.deposit_id, d.member_id, d.amount::text as amount from deposit_orders d join members m on m.id = d.member_id
        where d.state = 2 and m.type <> ${TRIAL_TYPE} and d.updated_at > ${new Date(now.getTime() - 30 * 86_400_000).toISOString()}::timestamptz
          and not exists (select 1 from point_journal j where j.key = 'earn:deposit:' || d.deposit_id)
        order by d.id limit 500`),
    );
    for (const row of rows) {
      const points = Number(BigInt(row.amount) / BigInt(s.depositPerPoint));
      if (points <= 0) continue;
      try {
        await db.transaction((tx) => movePoints(tx, { memberId: row.member_id, key: `earn:deposit:${row.deposit_id}`, type: 'deposit', change: points, reference: row.deposit_id }));
        deposits += 1;
      } catch (error) {
        // Counted meanwhile by another pass: nothing to do.
        if (!(error instanceof DuplicatePointsError)) throw error;
      }
    }
  }
  const cursor = Number(rowsOf<{ value: unknown }>(await db.execute(sql`select value from settings where key = ${ROUND_CURSOR_KEY}`))[0]?.value ?? 0);
  const last = rowsOf<{ id: string | null }>(
    await db.execute(sql`select max(id)::text as id from (select id from game_rounds where id > ${cursor} and created_at < ${new Date(now.getTime() - settleLagMs).toISOString()}::timestamptz order by id limit 20000) r`),
  )[0];
  const upTo = last?.id ? Number(last.id) : cursor;
  if (upTo <= cursor) return { deposits, members: 0 };
  const members = await db.transaction(async (tx) => {
    await tx.insert(settings).values({ key: ROUND_CURSOR_KEY, value: cursor }).onConflictDoNothing();
    const [locked] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, ROUND_CURSOR_KEY)).for('update');
    if (Number(locked?.value ?? 0) !== cursor) return 0;
    const sums = rowsOf<{ member_id: number; game_type: string; bets: string; before: string | null }>(
      await tx.execute(sql`
        select g.member_id, ga.game_type, sum(round(g.bet * 100))::bigint::text as bets,
          (select t.valid_bet::text from point_bet_totals t where t.member_id = g.member_id and t.game_type = ga.game_type) as before
        from game_rounds g join games ga on ga.id = g.game_id join members m on m.id = g.member_id
        where g.id > ${cursor} and g.id <= ${upTo} and m.type <> ${TRIAL_TYPE}
        group by g.member_id, ga.game_type
        order by g.member_id, ga.game_type`),
    );
    let moved = 0;
    for (const row of sums) {
      const before = BigInt(row.before ?? '0');
      const after = before + BigInt(row.bets);
      await tx
        .insert(pointBetTotals)
        .values({ memberId: row.member_id, gameType: row.game_type, validBet: after })
        .onConflictDoUpdate({ target: [pointBetTotals.memberId, pointBetTotals.gameType], set: { validBet: after } });
      const rate = BigInt(s.betPerPoint[row.game_type] ?? 0);
      if (rate <= 0n) continue;
      const points = Number(after / rate - before / rate);
      if (points <= 0) continue;
      await movePoints(tx, { memberId: row.member_id, key: `earn:bets:${row.member_id}:${row.game_type}:${cursor}-${upTo}`, type: pointTypeOfGame(row.game_type), change: points, reference: `${cursor}-${upTo}` });
      moved += 1;
    }
    await tx.update(settings).set({ value: upTo }).where(eq(settings.key, ROUND_CURSOR_KEY));
    return moved;
  });
  return { deposits, members };
}

/** Points and referral income, one pass (both idempotent). */
export async function accrueMemberRewards(db: Db, directory: AccountDirectory | undefined, now = new Date(), settleLagMs = 5_000) {
  const points = await accruePoints(db, now, settleLagMs);
  const referral = await accrueReferralIncome(db, directory, now, settleLagMs);
  return { points, referral };
}

export async function scheduleMemberRewards(jobs: JobQueue, db: Db, directory: AccountDirectory | undefined, periodMs = 60_000): Promise<void> {
  await jobs.work(MEMBER_REWARDS_QUEUE, async () => {
    await accrueMemberRewards(db, directory);
  });
  await jobs.every(MEMBER_REWARDS_QUEUE, periodMs);
}
