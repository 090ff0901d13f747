-- A spin writes an entry, its postings, its round and perhaps a winner row, and each foreign key on
-- those rows locks its parent row FOR KEY SHARE: a row lock is a heap write with its own WAL record,
-- and on the rows every spin shares (the house accounts, the game being played) PostgreSQL builds a
-- new multixact for every concurrent locker. Measured with the money bench (issue #11): PostgreSQL's
-- CPU per settled bet fell from about 0.26 to 0.18 ms without these checks.
-- What they guarded stays guarded:
-- - what these rows name can no longer be removed or renumbered: ledger accounts, members and play
--   sessions never, a game once it has rounds (the triggers below; entries were already append-only,
--   migration 0007);
-- - the names are written only from ids read from those tables in the same request (the committed
--   account ids, the play session and its game and member), and reconcile (`npm run ops --
--   reconcile`, run after every money test) counts every posting, entry, round or winner row whose
--   entry, account, member, game or session does not exist.
ALTER TABLE postings DROP CONSTRAINT IF EXISTS postings_account_id_ledger_accounts_id_fk;--> statement-breakpoint
ALTER TABLE postings DROP CONSTRAINT IF EXISTS postings_entry_id_journal_entries_id_fk;--> statement-breakpoint
ALTER TABLE journal_entries DROP CONSTRAINT IF EXISTS journal_entries_member_id_members_id_fk;--> statement-breakpoint
ALTER TABLE game_rounds DROP CONSTRAINT IF EXISTS game_rounds_member_id_members_id_fk;--> statement-breakpoint
ALTER TABLE game_rounds DROP CONSTRAINT IF EXISTS game_rounds_game_id_games_id_fk;--> statement-breakpoint
ALTER TABLE game_rounds DROP CONSTRAINT IF EXISTS game_rounds_session_id_game_sessions_id_fk;--> statement-breakpoint
ALTER TABLE game_wins DROP CONSTRAINT IF EXISTS game_wins_member_id_members_id_fk;--> statement-breakpoint
ALTER TABLE game_wins DROP CONSTRAINT IF EXISTS game_wins_game_id_games_id_fk;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rows_are_permanent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rows of % are permanent: % refused', TG_TABLE_NAME, TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION rows_are_permanent();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts FOR EACH STATEMENT EXECUTE FUNCTION rows_are_permanent();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_keep_id BEFORE UPDATE OF id ON ledger_accounts FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION rows_are_permanent();--> statement-breakpoint
CREATE TRIGGER members_no_delete BEFORE DELETE ON members FOR EACH ROW EXECUTE FUNCTION rows_are_permanent();--> statement-breakpoint
CREATE TRIGGER members_no_truncate BEFORE TRUNCATE ON members FOR EACH STATEMENT EXECUTE FUNCTION rows_are_permanent();--> statement-breakpoint
CREATE TRIGGER members_keep_id BEFORE UPDATE OF id ON members FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION rows_are_permanent();--> statement-breakpoint
CREATE TRIGGER game_sessions_no_delete BEFORE DELETE ON game_sessions FOR EACH ROW EXECUTE FUNCTION rows_are_permanent();--> statement-breakpoint
CREATE TRIGGER game_sessions_no_truncate BEFORE TRUNCATE ON game_sessions FOR EACH STATEMENT EXECUTE FUNCTION rows_are_permanent();--> statement-breakpoint
CREATE TRIGGER game_sessions_keep_id BEFORE UPDATE OF id ON game_sessions FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION rows_are_permanent();--> statement-breakpoint
CREATE OR REPLACE FUNCTION games_keep_played() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM game_rounds WHERE game_id = OLD.id) OR EXISTS (SELECT 1 FROM game_wins WHERE game_id = OLD.id) THEN
    RAISE EXCEPTION 'game % has rounds: % on games refused', OLD.id, TG_OP;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;--> statement-breakpoint
CREATE TRIGGER games_played_no_delete BEFORE DELETE ON games FOR EACH ROW EXECUTE FUNCTION games_keep_played();--> statement-breakpoint
CREATE TRIGGER games_played_keep_id BEFORE UPDATE OF id ON games FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION games_keep_played();
