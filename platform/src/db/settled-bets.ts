// Turnover has one rule (issue #30: VIP showed 5.00 after 45.00 of bets while profit/loss showed
// 45.00): every bet a member made counts once it is settled — each game round (settled as it is
// played) and each lottery, live-table and event-board bet once its draw, round or event is settled
// (an open bet has no outcome yet) — at the time it was placed. The betting records and
// profit/loss, VIP progress and its monthly review, and missions all read this one relation.
// (The agent reports' daily summary, agent_daily_rounds, still follows game rounds only.)
import { sql } from 'drizzle-orm';
import { AGENT_TIME_ZONE } from '../../../contract/agent-center';

/**
 * Every settled bet as `r (id, member_id, game_id, bet, win, created_at)`, bets and wins in major
 * units: game rounds by their id, the other bets prefixed L (lottery), V (live table), B (event board).
 */
export const SETTLED_BETS = sql.raw(`(select id::text as id, member_id, game_id, bet, win, created_at from game_rounds
  union all select 'L' || id::text, member_id, game_id, stake::numeric / 100, win::numeric / 100, placed_at from lottery_bets where state <> 'placed'
  union all select 'V' || id::text, member_id, game_id, stake::numeric / 100, payout::numeric / 100, placed_at from live_bets where state <> 'placed'
  union all select 'B' || id::text, member_id, game_id, stake::numeric / 100, payout::numeric / 100, placed_at from board_bets where state <> 'placed') r`);

/** Σ of the bets of SETTLED_BETS rows, in minor units. */
export const TURNOVER_MINOR = sql.raw(`coalesce(sum((r.bet * 100)::bigint), 0)`);

/** The instant a business day ('YYYY-MM-DD', contract/agent-center.ts AGENT_TIME_ZONE) starts. */
export const businessDayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${AGENT_TIME_ZONE})`;
