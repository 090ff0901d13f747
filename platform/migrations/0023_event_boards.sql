CREATE TABLE "board_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"board" text NOT NULL,
	"slot" text NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"model" jsonb NOT NULL,
	"odds" jsonb NOT NULL,
	"odds_move" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"result" jsonb,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"bet_key" text NOT NULL,
	"pick" text NOT NULL,
	"odds" text NOT NULL,
	"stake" bigint NOT NULL,
	"state" text DEFAULT 'placed' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "board_bets" ADD CONSTRAINT "board_bets_event_id_board_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."board_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_bets" ADD CONSTRAINT "board_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_bets" ADD CONSTRAINT "board_bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_events_board_slot_key" ON "board_events" USING btree ("board","slot");--> statement-breakpoint
CREATE INDEX "board_events_board_closes_idx" ON "board_events" USING btree ("board","closes_at");--> statement-breakpoint
CREATE INDEX "board_events_open_idx" ON "board_events" USING btree ("closes_at") WHERE state = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "board_bets_bet_key" ON "board_bets" USING btree ("bet_key");--> statement-breakpoint
CREATE INDEX "board_bets_event_idx" ON "board_bets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "board_bets_member_placed_idx" ON "board_bets" USING btree ("member_id","placed_at");
