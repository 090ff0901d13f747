-- A promotion's budget and its kill switch (issue #28, back-office.md "Promotions and risk": a
-- lifetime budget per promotion, a kill switch per promotion). `spent` is what its rewards credited;
-- every credit moves it by one conditional UPDATE of this row in the credit's own transaction
-- (domain/promotion-budget.ts), so the CHECK below is never the first guard, only the last. A
-- stopped promotion (stopped_at) credits nothing more, whichever path asks; who stopped it and why
-- are kept on the row and in the audit trail. Past credits are counted in at once.
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "budget" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "spent" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "stopped_by" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "stop_reason" text;--> statement-breakpoint
UPDATE "promotions" p SET "spent" = coalesce((SELECT sum(c."bonus") FROM "promotion_claims" c WHERE c."promotion_id" = p."id" AND c."state" = 'C'), 0);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_budget" CHECK ("spent" >= 0 AND ("budget" IS NULL OR ("budget" > 0 AND "spent" <= "budget")));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_stop" CHECK (("stopped_at" IS NULL) = ("stopped_by" IS NULL) AND ("stopped_at" IS NULL) = ("stop_reason" IS NULL));
--> statement-breakpoint
-- Mall items per language (issue #28 "mall items ... per language"): `name` and `description` stay
-- the English text (orders keep the name they were redeemed under); these hold every language's.
ALTER TABLE "mall_items" ADD COLUMN IF NOT EXISTS "names" jsonb NOT NULL DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "mall_items" ADD COLUMN IF NOT EXISTS "descriptions" jsonb NOT NULL DEFAULT '{}'::jsonb;
