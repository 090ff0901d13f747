// Turnover has one rule (issue #30: VIP showed 5.00 after 45.00 of bets while profit/loss showed
// 45.00): every bet a member made counts once it is settled — each game round (settled as it is
// played) and each lottery, live-table and event-board bet once its draw, round or event is settled
// (an open bet has no outcome yet) — at the time it was placed. The betting records and
// profit/loss, VIP progress and its monthly review, and missions all read this one relation.
// (The agent reports' daily summary, agent_daily_rounds, still follows game rounds only.)
import { BUSINESS_TIME_ZONE } from '../../../../../contract/business-time';
import { sql } from 'drizzle-orm';

/**
 * The valid bet of a settled table or board bet (minor units): a push risked nothing and counts
 * nothing; a half win or half loss (quarter handicap lines, a banker's half) risked half the stake
 * and counts half; every other outcome counts the whole stake. Turnover is the sum of valid bets, so
 * a bonus or VIP level cannot be played through on bets that could not lose.
 */
const VALID_STAKE = `(case state when 'push' then 0 when 'half' then stake / 2 when 'half_won' then stake / 2 else stake end)::numeric / 100`;

/**
 * Every settled bet as `r (id, member_id, game_id, bet, valid, win, created_at)`, amounts in major
 * units: game rounds by their id (a round's bet is valid in full), the other bets prefixed L
 * (lottery), V (live table), B (event board).
 */
export const SETTLED_BETS = sql.raw(`(select id::text as id, member_id, game_id, bet, bet as valid, win, created_at from game_rounds
  union all select 'L' || id::text, member_id, game_id, stake::numeric / 100, stake::numeric / 100, win::numeric / 100, placed_at from lottery_bets where state <> 'placed'
  union all select 'V' || id::text, member_id, game_id, stake::numeric / 100, ${VALID_STAKE}, payout::numeric / 100, placed_at from live_bets where state <> 'placed'
  union all select 'B' || id::text, member_id, game_id, stake::numeric / 100, ${VALID_STAKE}, payout::numeric / 100, placed_at from board_bets where state <> 'placed') r`);

/** Σ of the valid bets of SETTLED_BETS rows, in minor units: the turnover. */
export const TURNOVER_MINOR = sql.raw(`coalesce(sum((r.valid * 100)::bigint), 0)`);

/** The instant a business day ('YYYY-MM-DD', contract/business-time.ts BUSINESS_TIME_ZONE) starts. */
export const businessDayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;
