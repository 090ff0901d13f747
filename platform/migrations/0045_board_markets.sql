-- Asian handicap and over/under on the sports and e-sports boards (issue #30): each event's lines
-- with their prices (null on cockfight and on events opened before), and each bet's market and the
-- line it was taken at (null on 1X2). Bets already placed are 1X2 bets.
ALTER TABLE board_events ADD COLUMN IF NOT EXISTS lines jsonb;--> statement-breakpoint
ALTER TABLE board_bets ADD COLUMN IF NOT EXISTS market text NOT NULL DEFAULT '1X2';--> statement-breakpoint
ALTER TABLE board_bets ADD COLUMN IF NOT EXISTS line text;
