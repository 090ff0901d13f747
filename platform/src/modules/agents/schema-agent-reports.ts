// The agent reports' daily summary (money-and-agents §5.2, §5.5): per member, business day
// (contract/business-time.ts BUSINESS_TIME_ZONE) and game type, the rounds played and their bets and
// wins in minor units. A trigger on game_rounds keeps it (migration agent_reports_summary), so the
// team overview and the reports sum a few rows per member and day instead of every round; a test
// checks it against the raw rounds.
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { members } from '../accounts/schema-members';

const minor = (name: string) => bigint(name, { mode: 'bigint' });

export const agentDailyRounds = pgTable(
  'agent_daily_rounds',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    gameType: text('game_type').notNull(),
    rounds: integer('rounds').notNull(),
    /** Rounds that paid a win (each posted one `winning` posting). */
    wins: integer('wins').notNull(),
    bet: minor('bet').notNull(),
    win: minor('win').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.gameType] })],
);
