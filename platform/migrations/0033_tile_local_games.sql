ALTER TABLE "games" ADD COLUMN "local_game" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "stand_in" boolean;--> statement-breakpoint
-- Databases seeded before this migration: the values the seed gives (platform/src/db/seed/local-games.ts).
UPDATE "games" SET
  "local_game" = CASE
    WHEN "game_type" = 'RNG' THEN 'SLOT'
    WHEN "game_type" = 'SPORTS' THEN 'EVENT_BOARD'
    WHEN "game_type" IN ('LOTT', 'ELOTT') THEN 'LOTTERY'
    WHEN "game_type" = 'LIVE' AND "display_name" ILIKE '%baccarat%' THEN 'BACCARAT'
    WHEN "game_type" = 'LIVE' AND "display_name" ILIKE '%dragon tiger%' THEN 'DRAGON_TIGER'
    WHEN "game_type" = 'LIVE' AND "display_name" ILIKE '%roulette%' THEN 'ROULETTE'
    WHEN "game_type" = 'LIVE' AND "display_name" ILIKE '%sic bo%' THEN 'SIC_BO'
    WHEN "game_type" IN ('LIVE', 'PVP') THEN 'BACCARAT'
    ELSE 'SLOT'
  END,
  "stand_in" = CASE
    WHEN "game_type" IN ('RNG', 'SPORTS') THEN false
    WHEN "game_type" IN ('LOTT', 'ELOTT') THEN NOT ("display_name" ILIKE '%lobby%' OR "display_name" ILIKE '%quick draw%')
    WHEN "game_type" = 'LIVE' THEN NOT ("display_name" ILIKE '%baccarat%' OR "display_name" ILIKE '%dragon tiger%' OR "display_name" ILIKE '%roulette%' OR "display_name" ILIKE '%sic bo%')
    ELSE true
  END;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "local_game" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "stand_in" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_local_game" CHECK ("games"."local_game" in ('SLOT', 'BACCARAT', 'DRAGON_TIGER', 'ROULETTE', 'SIC_BO', 'LOTTERY', 'EVENT_BOARD'));
