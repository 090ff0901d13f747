// A team's activity in a period, the one definition the team overview, salaries and dividends
// share: bet volume and P&L of the agent's downlines (game rounds), their deposits (ledger), and
// how many of them are active by the operator's rule (contract/agent-center.ts).
import { sql } from 'drizzle-orm';
import {
  ACTIVE_MEMBER_SETTINGS_KEY,
  AGENT_TIME_ZONE,
  DEFAULT_ACTIVE_MEMBER_RULE,
  activeMemberRule,
  type ActiveMemberRule,
} from '../../../contract/agent-center';
import { toMinor } from '../../../contract/money';
import { toCents } from '../domain/money';
import type { Executor } from './client';
import { rowsOf } from './rows-of';
import { readSetting } from './site-settings';

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
 * [from, to). Betting days are counted in the business time zone.
 */
export async function teamActivity(ex: Executor, agentId: number, from: Date, to: Date, rule: ActiveMemberRule): Promise<TeamActivity> {
  const [row] = rowsOf<{ volume: string; net_loss: string; bettors: number; active: number }>(
    await ex.execute(sql`
      with team as (select descendant_id as id from member_tree where ancestor_id = ${agentId} and depth > 0),
      bets as (
        select r.member_id, sum(r.bet) as bet, sum(r.bet - r.win) as net_loss,
          count(distinct (r.created_at at time zone ${AGENT_TIME_ZONE})::date) as days
        from game_rounds r join team t on t.id = r.member_id
        where r.created_at >= ${from.toISOString()}::timestamptz and r.created_at < ${to.toISOString()}::timestamptz
        group by r.member_id),
      deposits as (
        select a.member_id, sum(p.amount) as amount
        from postings p join ledger_accounts a on a.id = p.account_id join team t on t.id = a.member_id
        where a.kind = 'main' and p.tx_type = 'deposit' and p.amount > 0
          and p.created_at >= ${from.toISOString()}::timestamptz and p.created_at < ${to.toISOString()}::timestamptz
        group by a.member_id)
      select coalesce(sum(b.bet), 0)::text as volume, coalesce(sum(b.net_loss), 0)::text as net_loss, count(*)::int as bettors,
        (count(*) filter (where b.bet >= ${rule.minValidBet}::numeric and b.days >= ${rule.minBettingDays}
          and coalesce(d.amount, 0) >= ${toMinor(rule.minDeposit)!.toString()}::bigint))::int as active
      from bets b left join deposits d on d.member_id = b.member_id`),
  );
  return { betVolume: toCents(row.volume), netLoss: toCents(row.net_loss), bettors: Number(row.bettors), activeMembers: Number(row.active) };
}
