-- The winner board lists real settled wins only (issue #29 "nothing fabricated"): the invented
-- history seeded before (rows without a member or a round) goes.
DELETE FROM "game_wins" WHERE "member_id" IS NULL OR "round_id" IS NULL;
