CREATE TABLE "captchas" (
	"key" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"display_name" text NOT NULL,
	"is_hot" smallint DEFAULT 0 NOT NULL,
	"min_bet" numeric(18, 2) NOT NULL,
	"lines" integer NOT NULL,
	"has_jackpot" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"nickname" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"password_hash" text NOT NULL,
	"mobile" text,
	"email" text,
	"payee_name" text,
	"first_time_login" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"ip" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"code" text NOT NULL,
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_game" text NOT NULL,
	CONSTRAINT "vendors_code_game_type_pk" PRIMARY KEY("code","game_type")
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2) NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'THB' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_game_type_vendors_code_game_type_fk" FOREIGN KEY ("vendor_code","game_type") REFERENCES "public"."vendors"("code","game_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_parent_id_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_game_code_key" ON "games" USING btree ("game_code");--> statement-breakpoint
CREATE INDEX "games_type_vendor_sort_idx" ON "games" USING btree ("game_type","vendor_code","sort");--> statement-breakpoint
CREATE INDEX "games_type_sort_idx" ON "games" USING btree ("game_type","sort","id");--> statement-breakpoint
CREATE INDEX "games_display_name_trgm_idx" ON "games" USING gin (lower("display_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_history_ip_at_idx" ON "login_history" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "login_history_account_at_idx" ON "login_history" USING btree ("account","at");--> statement-breakpoint
CREATE INDEX "login_history_member_idx" ON "login_history" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_key" ON "members" USING btree ("account");--> statement-breakpoint
CREATE INDEX "members_parent_idx" ON "members" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "vendors_type_sort_idx" ON "vendors" USING btree ("game_type","sort");--> statement-breakpoint
CREATE INDEX "wallet_transactions_member_idx" ON "wallet_transactions" USING btree ("member_id","created_at");