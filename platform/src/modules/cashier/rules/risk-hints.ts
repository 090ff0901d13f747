// What staff check before paying a withdrawal (issue #28; back-office.md "Payment queue"): a recent
// bonus, wagering still open (held-bonus.ts gives those), the account's age, rapid withdrawals,
// a payout account or contact changed shortly before, and other accounts sharing the member's real
// name, phone or login address. Hints, not decisions: the row shows them, staff decide.
import { sql } from 'drizzle-orm';
import { fromMinor } from '../../../../../contract/money';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';

export const RISK_WINDOWS = {
  /** Withdrawals counted over this many hours. */
  withdrawalHours: 24,
  /** Bonuses, and bank-card or contact changes, counted over this many days. */
  recentDays: 7,
  /** Login addresses compared over this many days. */
  addressDays: 30,
  /** At most this many other accounts named per kind. */
  sharedShown: 5,
} as const;

export interface RiskHints {
  accountAgeDays: number;
  withdrawals24h: number;
  bonusesRecent: string;
  bankCardAddedRecently: boolean;
  contactChangedRecently: boolean;
  sharedRealName: string[];
  sharedPhone: string[];
  sharedAddress: string[];
}

/** The hints of each member, in a few statements whatever the queue's length. */
export async function riskHintsOf(ex: Executor, memberIds: readonly number[]): Promise<Map<number, RiskHints>> {
  const hints = new Map<number, RiskHints>();
  if (memberIds.length === 0) return hints;
  const ids = sql`array[${sql.join(memberIds.map((id) => sql`${id}`), sql`, `)}]::int[]`;
  const { withdrawalHours, recentDays, addressDays, sharedShown } = RISK_WINDOWS;
  const rows = rowsOf<{
    id: number;
    age_days: number;
    withdrawals: number;
    bonuses: string | null;
    card_recent: boolean;
    contact_recent: boolean;
    same_name: string[] | null;
    same_phone: string[] | null;
    same_address: string[] | null;
  }>(
    await ex.execute(sql`
      select m.id,
        floor(extract(epoch from now() - m.created_at) / 86400)::int as age_days,
        (select count(*)::int from withdrawal_orders w where w.member_id = m.id and w.created_at > now() - make_interval(hours => ${withdrawalHours})) as withdrawals,
        (select sum(p.amount)::text from journal_entries e join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
          where e.member_id = m.id and e.kind in ('promotion', 'mission_reward', 'vip_upgrade', 'mall_bonus', 'betting_rebate', 'referral_income')
            and a.code = 'member:' || m.id || ':main' and e.created_at > now() - make_interval(days => ${recentDays})) as bonuses,
        exists (select 1 from bank_cards c where c.member_id = m.id and c.created_at > now() - make_interval(days => ${recentDays})) as card_recent,
        exists (select 1 from member_profiles pr where pr.member_id = m.id
          and (pr.mobile_verified_at > now() - make_interval(days => ${recentDays}) or pr.email_verified_at > now() - make_interval(days => ${recentDays}))) as contact_recent,
        (select array_agg(o.account order by o.account) from (select o.account from members o
          where m.payee_name is not null and o.id <> m.id and lower(o.payee_name) = lower(m.payee_name) limit ${sharedShown}) o) as same_name,
        (select array_agg(o.account order by o.account) from (select o.account from members o
          where m.mobile is not null and o.id <> m.id and o.mobile = m.mobile limit ${sharedShown}) o) as same_phone,
        (select array_agg(x.account order by x.account) from (select distinct o.account from login_history mine
            join login_history theirs on theirs.ip = mine.ip and theirs.member_id <> mine.member_id and theirs.success and theirs.at > now() - make_interval(days => ${addressDays})
            join members o on o.id = theirs.member_id
          where mine.member_id = m.id and mine.success and mine.at > now() - make_interval(days => ${addressDays}) limit ${sharedShown}) x) as same_address
      from members m where m.id = any(${ids})`),
  );
  for (const row of rows) {
    hints.set(Number(row.id), {
      accountAgeDays: Number(row.age_days),
      withdrawals24h: Number(row.withdrawals),
      bonusesRecent: fromMinor(BigInt(row.bonuses ?? '0')),
      bankCardAddedRecently: row.card_recent,
      contactChangedRecently: row.contact_recent,
      sharedRealName: row.same_name ?? [],
      sharedPhone: row.same_phone ?? [],
      sharedAddress: row.same_address ?? [],
    });
  }
  return hints;
}
