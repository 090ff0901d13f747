// Referral (REFERRAL3, money-and-agents §4): a member's referral code (made on first view,
// `autoGenerate=true`), the invitation written with an invitee's registration, and the referral
// income: a share of the invitees' valid bets and of their first approved deposit (the operator's
// rule, `referral.settings`), each credited once as a referral_rebate ledger entry under its own
// key, with the rule's turnover requirement.
import { randomInt } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import { fromMinor } from '../../../../../contract/money';
import { REFERRAL_CODE, type ReferralRules } from '../../../../../contract/referral';
import type { Db, Executor } from '../../../core/database/client';
import { inLedgerTransaction, type AccountDirectory, type LedgerWriter } from '../../ledger';
import { rowsOf } from '../../../core/database/rows-of';
import { members } from '../../accounts';
import { settings } from '../../../core/database/schema-settings';
import { turnoverRequirements } from '../../cashier';
import { referralCodes, referralIncome, referralInvitations } from '../schema-mall';
import { readSetting, writeSetting } from '../../../core/database/settings';
import { ApiError } from '../../../core/http/envelope';
import { ledgerAccount } from '../../ledger';

export const REFERRAL_SETTINGS_KEY = 'referral.settings';
export const ROUND_CURSOR_KEY = 'referral.cursor.rounds';
import { TRIAL_TYPE } from '../../../../../contract/member-types';

export interface ReferralSettings {
  betShareBps: number;
  firstDepositBps: number;
  /** satang */
  firstDepositCap: number;
  turnoverMultiple: number;
}

export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = { betShareBps: 50, firstDepositBps: 1000, firstDepositCap: 50_000, turnoverMultiple: 1 };

export async function readReferralSettings(ex: Executor): Promise<ReferralSettings> {
  return { ...DEFAULT_REFERRAL_SETTINGS, ...(await readSetting<Partial<ReferralSettings>>(ex, REFERRAL_SETTINGS_KEY)) };
}

export async function writeReferralSettings(ex: Executor, patch: Partial<ReferralSettings>): Promise<ReferralSettings> {
  const next = { ...(await readReferralSettings(ex)), ...patch };
  const ok = Object.values(next).every((v) => Number.isSafeInteger(v) && v >= 0) && next.betShareBps <= 10_000 && next.firstDepositBps <= 10_000;
  if (!ok) throw new ApiError(400, 'validation_failed', 'Referral settings are whole numbers ≥ 0, shares at most 10000 bps');
  await writeSetting(ex, REFERRAL_SETTINGS_KEY, next);
  return next;
}

export const referralRulesView = (s: ReferralSettings): ReferralRules => ({
  betShareBps: s.betShareBps,
  firstDepositBps: s.firstDepositBps,
  firstDepositCap: fromMinor(BigInt(s.firstDepositCap)),
  turnoverMultiple: s.turnoverMultiple,
});

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The member's referral code, made on first use (two requests at once: both get the one kept). */
export async function referralCodeOf(ex: Executor, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await ex.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.memberId, memberId));
    if (row) return row.code;
    await ex.insert(referralCodes).values({ memberId, code: newCode() }).onConflictDoNothing();
  }
  throw new Error('Could not make a referral code');
}

/** Masks an invitee's account for the referrer: first two and last two characters. */
export const maskInvitee = (account: string) => (account.length <= 4 ? `${account[0]}***` : `${account.slice(0, 2)}***${account.slice(-2)}`);

/**
 * Records an invitation with a registration (inside its transaction): a known code of another,
 * non-trial member makes the new member its invitee. An unknown code is ignored (the player still
 * registers); it never fails a registration.
 */
export async function recordInvitation(tx: Executor, inviteeId: number, rawCode: string | null | undefined): Promise<boolean> {
  const code = rawCode?.trim().toUpperCase();
  if (!code || !REFERRAL_CODE.test(code)) return false;
  const [owner] = await tx
    .select({ memberId: referralCodes.memberId, type: members.type })
    .from(referralCodes)
    .innerJoin(members, eq(members.id, referralCodes.memberId))
    .where(eq(referralCodes.code, code));
  if (!owner || owner.memberId === inviteeId || owner.type === TRIAL_TYPE) return false;
  const [row] = await tx.insert(referralInvitations).values({ inviteeId, referrerId: owner.memberId, code }).onConflictDoNothing().returning();
  return row !== undefined;
}

export async function referralDetails(ex: Executor, memberId: number, domains: string[]) {
  const referralCode = await referralCodeOf(ex, memberId);
  const [{ total }] = await ex.select({ total: count() }).from(referralInvitations).where(eq(referralInvitations.referrerId, memberId));
  const [{ income }] = await ex.select({ income: sql<string>`coalesce(sum(${referralIncome.amount}), 0)::text` }).from(referralIncome).where(eq(referralIncome.referrerId, memberId));
  return { referralCode, totalInvitations: total, promotionDomains: domains, totalIncome: fromMinor(BigInt(income)) };
}

export async function inviteList(ex: Executor, memberId: number, q: { page: number; size: number }) {
  const [{ total }] = await ex.select({ total: count() }).from(referralInvitations).where(eq(referralInvitations.referrerId, memberId));
  const rows = rowsOf<{ account: string; created_at: string | Date; first_deposit: boolean; income: string }>(
    await ex.execute(sql`
      select m.account, i.created_at,
        exists (select 1 from deposit_orders d where d.member_id = i.invitee_id and d.state = 2) as first_deposit,
        coalesce((select sum(r.amount) from referral_income r where r.invitee_id = i.invitee_id and r.referrer_id = i.referrer_id), 0)::text as income
      from referral_invitations i join members m on m.id = i.invitee_id
      where i.referrer_id = ${memberId}
      order by i.created_at desc, i.invitee_id desc
      limit ${q.size} offset ${(q.page - 1) * q.size}`),
  );
  return {
    records: rows.map((r) => ({ account: maskInvitee(r.account), registeredAt: new Date(r.created_at).getTime(), firstDeposit: Boolean(r.first_deposit), income: fromMinor(BigInt(r.income)) })),
    total,
    totalPages: Math.ceil(total / q.size),
  };
}

export async function myIncome(ex: Executor, memberId: number, q: { page: number; size: number }) {
  const where = eq(referralIncome.referrerId, memberId);
  const [{ total, sum }] = await ex.select({ total: count(), sum: sql<string>`coalesce(sum(${referralIncome.amount}), 0)::text` }).from(referralIncome).where(where);
  const rows = await ex
    .select({ row: referralIncome, account: members.account })
    .from(referralIncome)
    .innerJoin(members, eq(members.id, referralIncome.inviteeId))
    .where(where)
    .orderBy(desc(referralIncome.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return {
    records: rows.map(({ row, account }) => ({
      id: row.id,
      account: maskInvitee(account),
      basis: row.basis as 'bets' | 'first_deposit',
      baseAmount: fromMinor(row.baseAmount),
      amount: fromMinor(row.amount),
      createdAt: row.createdAt.getTime(),
    })),
    total,
    totalPages: Math.ceil(total / q.size),
    totalIncome: fromMinor(BigInt(sum)),
  };
}

type IncomeRow = { entryKey: string; referrerId: number; inviteeId: number; basis: 'bets' | 'first_deposit'; baseAmount: bigint; amount: bigint };

/** Credits one income row and its ledger entry in the writer's transaction; false when its key was credited before. */
async function credit(writer: LedgerWriter, s: ReferralSettings, row: IncomeRow): Promise<boolean> {
  if (row.amount <= 0n) return false;
  const [inserted] = await writer.tx.insert(referralIncome).values(row).onConflictDoNothing().returning({ id: referralIncome.id });
  if (!inserted) return false;
  await writer.post({
    key: row.entryKey,
    kind: 'referral_income',
    memberId: row.referrerId,
    reference: String(row.inviteeId),
    actor: 'job:referral',
    postings: [
      { account: ledgerAccount.main(row.referrerId), amount: row.amount, txType: 'referral_rebate' },
      { account: ledgerAccount.houseBonusExpense, amount: -row.amount, txType: 'referral_rebate' },
    ],
  });
  if (s.turnoverMultiple > 0)
    await writer.tx.insert(turnoverRequirements).values({ memberId: row.referrerId, source: 'referral', reference: row.entryKey, required: row.amount * BigInt(s.turnoverMultiple) });
  return true;
}

/**
 * The referral income pass: first deposits of invitees not yet paid, then the invitees' valid bets
 * of the rounds after the cursor (rounds older than `settleLagMs`, so a round still committing is
 * not skipped), per invitee, each batch under its own key with the cursor moved in the same
 * transaction. Safe to run twice: every key credits once.
 */
export async function accrueReferralIncome(db: Db, directory: AccountDirectory | undefined, now = new Date(), settleLagMs = 5_000): Promise<{ credited: number }> {
  const s = await readReferralSettings(db);
  let credited = 0;
  if (s.firstDepositBps > 0) {
    const firsts = rowsOf<{ invitee_id: number; referrer_id: number; amount: string }>(
      await db.execute(sql`
        select i.invitee_id, i.referrer_id, (select d.amount from deposit_orders d where d.member_id = i.invitee_id and d.state = 2 order by d.id limit 1)::text as amount
        from referral_invitations i
        where exists (select 1 from deposit_orders d where d.member_id = i.invitee_id and d.state = 2)
          and not exists (select 1 from referral_income r where r.invitee_id = i.invitee_id and r.basis = 'first_deposit')
        limit 500`),
    );
    for (const f of firsts) {
      const base = BigInt(f.amount);
      const share = (base * BigInt(s.firstDepositBps)) / 10_000n;
      const amount = share > BigInt(s.firstDepositCap) ? BigInt(s.firstDepositCap) : share;
      const row: IncomeRow = { entryKey: `referral:first-deposit:${f.invitee_id}`, referrerId: f.referrer_id, inviteeId: f.invitee_id, basis: 'first_deposit', baseAmount: base, amount };
      if (await inLedgerTransaction(db, directory, (writer) => credit(writer, s, row))) credited += 1;
    }
  }
  const cursor = Number((await readSetting<number>(db, ROUND_CURSOR_KEY)) ?? 0);
  const lastRow = rowsOf<{ id: string | null }>(
    await db.execute(sql`select max(id)::text as id from (select id from game_rounds where id > ${cursor} and created_at < ${new Date(now.getTime() - settleLagMs).toISOString()}::timestamptz order by id limit 20000) r`),
  )[0];
  const upTo = lastRow?.id ? Number(lastRow.id) : cursor;
  if (upTo <= cursor) return { credited };
  // One transaction for the batch and the cursor: a crash leaves both as they were.
  credited += await inLedgerTransaction(db, directory, async (writer) => {
    // Two passes at once (the job and an operator's command): the second sees the cursor moved.
    await writer.tx.insert(settings).values({ key: ROUND_CURSOR_KEY, value: cursor }).onConflictDoNothing();
    const [locked] = await writer.tx.select({ value: settings.value }).from(settings).where(eq(settings.key, ROUND_CURSOR_KEY)).for('update');
    if (Number(locked?.value ?? 0) !== cursor) return 0;
    const sums = rowsOf<{ invitee_id: number; referrer_id: number; bets: string }>(
      await writer.tx.execute(sql`
        select i.invitee_id, i.referrer_id, sum(round(g.bet * 100))::bigint::text as bets
        from game_rounds g join referral_invitations i on i.invitee_id = g.member_id
        where g.id > ${cursor} and g.id <= ${upTo}
        group by i.invitee_id, i.referrer_id
        order by i.invitee_id`),
    );
    let n = 0;
    for (const row of sums) {
      const base = BigInt(row.bets);
      const amount = (base * BigInt(s.betShareBps)) / 10_000n;
      if (await credit(writer, s, { entryKey: `referral:bets:${row.invitee_id}:${cursor}-${upTo}`, referrerId: row.referrer_id, inviteeId: row.invitee_id, basis: 'bets', baseAmount: base, amount })) n += 1;
    }
    await writeSetting(writer.tx, ROUND_CURSOR_KEY, upTo);
    return n;
  });
  return { credited };
}
