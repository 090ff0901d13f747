CREATE TABLE "member_vip" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"reviewed_month" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"member_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"milestone" smallint NOT NULL,
	"reward" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_claims_member_id_mission_id_milestone_pk" PRIMARY KEY("member_id","mission_id","milestone")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"metric" text NOT NULL,
	"series" text DEFAULT 'ALL' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"milestones" jsonb NOT NULL,
	"turnover_multiple" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"mode" text NOT NULL,
	"period_from" timestamp with time zone,
	"period_to" timestamp with time zone NOT NULL,
	"valid_bet" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"entry_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_cursors" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"claimed_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_settings" (
	"series" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"turnover_multiple" smallint DEFAULT 0 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"monthly_turnover" bigint NOT NULL,
	"total_turnover" bigint NOT NULL,
	"upgrade_reward" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" smallint DEFAULT 0 NOT NULL,
	"rebate_boost_bp" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_cursors" ADD CONSTRAINT "rebate_cursors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missions_period_idx" ON "missions" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_entry_key" ON "rebate_claims" USING btree ("entry_key");--> statement-breakpoint
CREATE INDEX "rebate_claims_member_idx" ON "rebate_claims" USING btree ("member_id","created_at");