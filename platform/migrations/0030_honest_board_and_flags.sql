-- The winner board lists real settled wins only (issue #29 "nothing fabricated"): the invented
-- history seeded before (rows without a member or a round) goes.
DELETE FROM "game_wins" WHERE "member_id" IS NULL OR "round_id" IS NULL;--> statement-breakpoint
-- Site flags that change what they name (contract/site-flags.ts): MOBILENUMPASSREG3 now decides whether the mobile registration asks for a password; it was off
-- while the form always asked, so it starts on (what members saw). toUpline and the other new
-- flags are added by the platform's start with their initial values.
UPDATE "site_flags" SET "enabled" = true WHERE "name" = 'MOBILENUMPASSREG3';
