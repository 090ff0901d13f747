-- The agent reports' daily summary follows game_rounds by itself (statement triggers with transition
-- tables, so a bulk insert of a million rounds costs one grouped upsert, not a million): rounds,
-- rounds with a win, bets and wins in minor units per member, business day (Asia/Bangkok,
-- contract/agent-center.ts AGENT_TIME_ZONE) and game type. Updates and deletes of rounds (none are
-- made today) take their old figures out again, so the summary stays exact whatever happens.
-- Existing rounds are summed once, here. Also: postings that are not game postings (deposits,
-- withdrawals, rebates, wages, transfers...) get their own partial index, so a team's money
-- movements are read without walking its bets and wins.
CREATE OR REPLACE FUNCTION agent_daily_rounds_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO agent_daily_rounds AS s (member_id, day, game_type, rounds, wins, bet, win)
    SELECT o.member_id, (o.created_at AT TIME ZONE 'Asia/Bangkok')::date, g.game_type,
      -count(*), -count(*) FILTER (WHERE o.win > 0), -sum((o.bet * 100)::bigint), -sum((o.win * 100)::bigint)
    FROM old_rounds o JOIN games g ON g.id = o.game_id
    GROUP BY 1, 2, 3
    ON CONFLICT (member_id, day, game_type) DO UPDATE
      SET rounds = s.rounds + excluded.rounds, wins = s.wins + excluded.wins, bet = s.bet + excluded.bet, win = s.win + excluded.win;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO agent_daily_rounds AS s (member_id, day, game_type, rounds, wins, bet, win)
    SELECT n.member_id, (n.created_at AT TIME ZONE 'Asia/Bangkok')::date, g.game_type,
      count(*), count(*) FILTER (WHERE n.win > 0), sum((n.bet * 100)::bigint), sum((n.win * 100)::bigint)
    FROM new_rounds n JOIN games g ON g.id = n.game_id
    GROUP BY 1, 2, 3
    ON CONFLICT (member_id, day, game_type) DO UPDATE
      SET rounds = s.rounds + excluded.rounds, wins = s.wins + excluded.wins, bet = s.bet + excluded.bet, win = s.win + excluded.win;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_daily_rounds_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM agent_daily_rounds;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER game_rounds_daily_insert AFTER INSERT ON game_rounds
  REFERENCING NEW TABLE AS new_rounds FOR EACH STATEMENT EXECUTE FUNCTION agent_daily_rounds_apply();--> statement-breakpoint
CREATE TRIGGER game_rounds_daily_update AFTER UPDATE ON game_rounds
  REFERENCING OLD TABLE AS old_rounds NEW TABLE AS new_rounds FOR EACH STATEMENT EXECUTE FUNCTION agent_daily_rounds_apply();--> statement-breakpoint
CREATE TRIGGER game_rounds_daily_delete AFTER DELETE ON game_rounds
  REFERENCING OLD TABLE AS old_rounds FOR EACH STATEMENT EXECUTE FUNCTION agent_daily_rounds_apply();--> statement-breakpoint
CREATE TRIGGER game_rounds_daily_truncate AFTER TRUNCATE ON game_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION agent_daily_rounds_truncate();--> statement-breakpoint
INSERT INTO agent_daily_rounds (member_id, day, game_type, rounds, wins, bet, win)
SELECT r.member_id, (r.created_at AT TIME ZONE 'Asia/Bangkok')::date, g.game_type,
  count(*), count(*) FILTER (WHERE r.win > 0), sum((r.bet * 100)::bigint), sum((r.win * 100)::bigint)
FROM game_rounds r JOIN games g ON g.id = r.game_id
GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS postings_money_idx ON postings (account_id, created_at, id)
  WHERE tx_type NOT IN ('betting', 'winning');
