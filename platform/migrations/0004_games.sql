CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"spin_id" text NOT NULL,
	"bet" numeric(18, 2) NOT NULL,
	"win" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2) NOT NULL,
	"reels" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "game_wins" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "game_wins" ADD COLUMN "round_id" bigint;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "is_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_member_spin_key" ON "game_rounds" USING btree ("member_id","spin_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_created_idx" ON "game_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_hash_key" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "recent_games_member_played_idx" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
ALTER TABLE "game_wins" ADD CONSTRAINT "game_wins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_wins_real_won_at_idx" ON "game_wins" USING btree ("member_id","won_at");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance" >= 0);--> statement-breakpoint
-- Databases created before this migration: the same vendors the seed marks new (seed/vendors.ts).
UPDATE "vendors" SET "is_new" = true WHERE "code" IN ('NLC', 'YGG', 'SPRIBE');