// A team's activity in a period, the one definition the team overview, salaries and dividends
// share: bet volume and P&L of the agent's downlines (game rounds), their deposits (ledger), and
// how many of them are active by the operator's rule (contract/agent-center.ts).
import { BUSINESS_TIME_ZONE } from '../../../../../contract/business-time';
import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_MEMBER_SETTINGS_KEY,
  DEFAULT_ACTIVE_MEMBER_RULE,
  activeMemberRule,
  type ActiveMemberRule,
} from '../../../../../contract/agent-center';
import { toMinor } from '../../../../../contract/money';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';
import { readSetting } from '../../../core/database/settings';

export async function readActiveMemberRule(ex: Executor): Promise<ActiveMemberRule> {
  const parsed = activeMemberRule.safeParse(await readSetting(ex, ACTIVE_MEMBER_SETTINGS_KEY));
  return parsed.success ? parsed.data : DEFAULT_ACTIVE_MEMBER_RULE;
}

export interface TeamActivity {
  /** Σ bets of the agent's downlines in the period, minor units. */
  betVolume: bigint;
  /** Σ (bet − win): the players' loss, the house's (and the team's) gross win; minor units. */
  netLoss: bigint;
  /** Downlines that bet at least once in the period. */
  bettors: number;
  /** Downlines active by the rule. */
  activeMembers: number;
}

/**
 * The activity of the downlines of `agentId` (its whole subtree, not the agent itself) in
 * [from, to). Betting days are counted in the business time zone. Whole business days inside the
 * period are read from the daily summary (agent_daily_rounds, kept by a trigger on game_rounds),
 * the partial days at its ends from the rounds themselves; deposits go through postings_money_idx.
 */
export async function teamActivity(ex: Executor, agentId: number, from: Date, to: Date, rule: ActiveMemberRule): Promise<TeamActivity> {
  const f = sql`${from.toISOString()}::timestamptz`;
  const t = sql`${to.toISOString()}::timestamptz`;
  const [days] = rowsOf<{ first: string; last: string; first_start: string; after_last: string }>(
    await ex.execute(sql`
      with b as (select (${f} at time zone ${BUSINESS_TIME_ZONE})::date as fd, (${t} at time zone ${BUSINESS_TIME_ZONE})::date as td,
        ((${f} at time zone ${BUSINESS_TIME_ZONE})::date::timestamp at time zone ${BUSINESS_TIME_ZONE}) = ${f} as aligned)
      select (case when aligned then fd else fd + 1 end)::text as first, (td - 1)::text as last,
        ((case when aligned then fd else fd + 1 end)::timestamp at time zone ${BUSINESS_TIME_ZONE})::text as first_start,
        (td::timestamp at time zone ${BUSINESS_TIME_ZONE})::text as after_last
      from b`),
  );
  const wholeDays = days.first <= days.last;
  // Per member and business day: the summary's whole days, and the rounds of the partial days.
  const raw = (a: SQL, b: SQL) => sql`
    select r.member_id, (r.created_at at time zone ${BUSINESS_TIME_ZONE})::date as day, sum((r.bet * 100)::bigint) as bet, sum(((r.bet - r.win) * 100)::bigint) as net_loss
    from game_rounds r join team t on t.id = r.member_id
    where r.created_at >= ${a} and r.created_at < ${b} group by 1, 2`;
  const perDay = wholeDays
    ? sql`
      select s.member_id, s.day, s.bet, s.bet - s.win as net_loss
      from agent_daily_rounds s join team t on t.id = s.member_id
      where s.day >= ${days.first}::date and s.day <= ${days.last}::date
      union all ${raw(f, sql`least(${t}, ${days.first_start}::timestamptz)`)}
      union all ${raw(sql`greatest(${f}, ${days.after_last}::timestamptz)`, t)}`
    : raw(f, t);
  const [row] = rowsOf<{ volume: string; net_loss: string; bettors: number; active: number }>(
    await ex.execute(sql`
      with team as (select descendant_id as id from member_tree where ancestor_id = ${agentId} and depth > 0),
      per_day as (${perDay}),
      bets as (
        select member_id, sum(bet) as bet, sum(net_loss) as net_loss, count(distinct day) filter (where bet > 0) as days
        from per_day group by member_id),
      deposits as (
        select a.member_id, sum(p.amount) as amount
        from postings p join ledger_accounts a on a.id = p.account_id join team t on t.id = a.member_id
        where a.kind = 'main' and p.tx_type = 'deposit' and p.tx_type not in ('betting', 'winning') and p.amount > 0
          and p.created_at >= ${f} and p.created_at < ${t}
        group by a.member_id)
      select coalesce(sum(b.bet), 0)::text as volume, coalesce(sum(b.net_loss), 0)::text as net_loss, (count(*) filter (where b.days > 0))::int as bettors,
        (count(*) filter (where b.days > 0 and b.bet >= ${toMinor(rule.minValidBet)!.toString()}::bigint and b.days >= ${rule.minBettingDays}
          and coalesce(d.amount, 0) >= ${toMinor(rule.minDeposit)!.toString()}::bigint))::int as active
      from bets b left join deposits d on d.member_id = b.member_id`),
  );
  return { betVolume: BigInt(row.volume), netLoss: BigInt(row.net_loss), bettors: Number(row.bettors), activeMembers: Number(row.active) };
}
