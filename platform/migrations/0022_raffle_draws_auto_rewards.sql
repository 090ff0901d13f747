-- Raffle draws (LUCKYBET): the draw time and the number of winners an operator sets, and what the
-- draw recorded (when it ran, its random seed, how many entries it drew from). Automatic rewards:
-- a REGISTER or LOGIN promotion with auto_grant pays at registration / the day's first login.
ALTER TABLE "promotions" ADD COLUMN "draw_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "winners" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "drawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "draw_seed" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "draw_entries" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "auto_grant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_raffle" CHECK (("promotions"."draw_at" is null) = ("promotions"."winners" is null) and ("promotions"."winners" is null or "promotions"."winners" > 0));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_auto_grant" CHECK (not "promotions"."auto_grant" or "promotions"."type" in ('REGISTER', 'LOGIN'));--> statement-breakpoint
CREATE INDEX "promotions_due_draws_idx" ON "promotions" USING btree ("draw_at") WHERE "promotions"."drawn_at" is null and "promotions"."draw_at" is not null;
