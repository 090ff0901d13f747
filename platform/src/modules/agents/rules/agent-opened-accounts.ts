// Accounts opened by agents in the register center (money-and-agents §5.3) are cheap to make and
// were used to farm free rewards: an agent opened dozens of accounts, each took the check-in reward
// and paid it up to the agent. Two rules close that:
// - caps per agent (settings key `agentRegistration`: per hour and per site day), checked in the
//   opening's transaction under a per-agent advisory lock, so concurrent openings cannot all pass;
// - such an account receives no free reward (joining an instant reward or a raffle, claiming one it
//   took itself, a promo code, the automatic REGISTER / LOGIN rewards) until its first approved
//   deposit. Rewards an operator decided stay claimable.
import { sql } from 'drizzle-orm';
import type { AgentRegistrationSettings } from '../../../../../contract/agent-registration';
import { DEPOSIT_STATE } from '../../../../../contract/cashier-states';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';
import { dayStart } from './agent-transfers';
import { ApiError } from '../../../core/http/envelope';

/** Namespace of the per-agent opening advisory lock (pg_advisory_xact_lock(namespace, agentId)). */
const OPENING_LOCK = 7_214;
/** member_profiles.register_method of an account an agent opened. */
export const AGENT_OPENED = 'AGENT';

export const agentOpenedErrors = {
  hourly: (max: number) => new ApiError(429, 'downline_hourly_limit', `At most ${max} accounts may be opened per hour`, { max }),
  daily: (max: number) => new ApiError(429, 'downline_daily_limit', `At most ${max} accounts may be opened per day`, { max }),
  rewardsLocked: () => new ApiError(403, 'reward_needs_deposit', 'Rewards are available after the first deposit'),
};

/** In the opening's transaction, before anything is written: refuses an opening over either cap. */
export async function assertMayOpenAccount(tx: Executor, agentId: number, settings: AgentRegistrationSettings, timeZone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OPENING_LOCK}, ${agentId})`);
  // READ COMMITTED: this statement sees every opening committed before the lock was granted.
  const [row] = rowsOf<{ hour: number; day: number }>(
    await tx.execute(sql`
      select count(*) filter (where m.created_at >= now() - interval '1 hour')::int as hour,
             count(*) filter (where m.created_at >= ${dayStart(timeZone)})::int as day
      from members m join member_profiles p on p.member_id = m.id
      where m.parent_id = ${agentId} and p.register_method = ${AGENT_OPENED}
        and m.created_at >= least(now() - interval '1 hour', ${dayStart(timeZone)})`),
  );
  if (Number(row?.hour ?? 0) >= settings.maxPerHour) throw agentOpenedErrors.hourly(settings.maxPerHour);
  if (Number(row?.day ?? 0) >= settings.maxPerDay) throw agentOpenedErrors.daily(settings.maxPerDay);
}

/** Whether the member is an agent-opened account with no approved deposit yet (no free rewards). */
export async function rewardsLocked(ex: Executor, memberId: number): Promise<boolean> {
  const [row] = rowsOf<{ locked: boolean }>(
    await ex.execute(sql`
      select exists (select 1 from member_profiles where member_id = ${memberId} and register_method = ${AGENT_OPENED})
         and not exists (select 1 from deposit_orders where member_id = ${memberId} and state = ${DEPOSIT_STATE.approved}) as locked`),
  );
  return row?.locked === true;
}

/** Refuses (403 reward_needs_deposit) a free reward to an agent-opened account before its first deposit. */
export async function assertRewardsUnlocked(ex: Executor, memberId: number): Promise<void> {
  if (await rewardsLocked(ex, memberId)) throw agentOpenedErrors.rewardsLocked();
}
