-- A spin's refusal is final (issue #27). A spin statement reads with the snapshot it started with, so
-- a refusal of the same spin id stored after that (by a copy of the spin that found the wallet short
-- just before a credit) was invisible to it, and the spin posted under a stored refusal. The refusal
-- now rewrites the wallet's row in its own transaction (refuseShortEntry), which makes a spin that is
-- about to update that row re-check its conditions on the new row version; and the spin asks about
-- refusals through this function, which is VOLATILE PL/pgSQL (never inlined): each call reads with a
-- fresh snapshot, so that re-check sees a refusal committed after the spin's statement began.
CREATE OR REPLACE FUNCTION command_refused(command_key text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM command_results c WHERE c.key = command_key);
END
$$;--> statement-breakpoint
-- Winning rounds whose jackpot is still to pay: a spin and its jackpot payout are two transactions,
-- and the rounds showing three diamonds are the outbox a start of the platform completes
-- (payPendingJackpots). Only those rounds are in the index (1 in 32,768 spins).
CREATE INDEX IF NOT EXISTS game_rounds_jackpot_idx ON game_rounds (id) WHERE reels = '["DIAMOND","DIAMOND","DIAMOND"]'::jsonb;
