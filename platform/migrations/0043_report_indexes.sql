-- The operator's daily report (issue #28 "Reports", platform/src/modules/reports): every source it
-- sums is read by time range, so each gets an index on the moment it counts (a stake when placed, a
-- payout when paid, a member when registered, a salary when paid, a jackpot win when posted)
-- instead of a scan of the whole table. Deposits, withdrawals and bonuses come from house accounts'
-- postings through postings_money_idx, which already serves a time range per account.
CREATE INDEX IF NOT EXISTS game_rounds_created_idx ON game_rounds (created_at);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_created_idx ON members (created_at);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS live_bets_placed_idx ON live_bets (placed_at);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS live_bets_paid_idx ON live_bets (settled_at) WHERE payout > 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS lottery_bets_placed_idx ON lottery_bets (placed_at);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS lottery_bets_paid_idx ON lottery_bets (settled_at) WHERE win > 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS board_bets_placed_idx ON board_bets (placed_at);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS board_bets_paid_idx ON board_bets (settled_at) WHERE payout > 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS agent_settlements_paid_idx ON agent_settlements (paid_at) WHERE status = 'A';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS journal_entries_jackpot_win_idx ON journal_entries (created_at) WHERE kind = 'jackpot_win';
