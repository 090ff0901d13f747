CREATE TABLE "live_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"bet_key" text NOT NULL,
	"side" text NOT NULL,
	"stake" bigint NOT NULL,
	"state" text DEFAULT 'placed' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_code" text NOT NULL,
	"round_no" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"result" jsonb,
	"dealt_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"slip_key" text NOT NULL,
	"play" text NOT NULL,
	"number" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" text NOT NULL,
	"prize_mode" text NOT NULL,
	"state" text DEFAULT 'placed' NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"issue" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "server_seed" text;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_bets_round_idx" ON "live_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "live_bets_member_placed_idx" ON "live_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_table_round_key" ON "live_rounds" USING btree ("table_code","round_no");--> statement-breakpoint
CREATE INDEX "live_rounds_unsettled_idx" ON "live_rounds" USING btree ("closes_at") WHERE state <> 'settled';--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_idx" ON "lottery_bets" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_placed_idx" ON "lottery_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "lottery_bets_slip_idx" ON "lottery_bets" USING btree ("slip_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_market_issue_key" ON "lottery_draws" USING btree ("market","issue");--> statement-breakpoint
CREATE INDEX "lottery_draws_market_draw_at_idx" ON "lottery_draws" USING btree ("market","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_open_idx" ON "lottery_draws" USING btree ("draw_at") WHERE state <> 'settled';