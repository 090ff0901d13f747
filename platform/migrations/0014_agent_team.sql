CREATE TABLE "affiliate_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"account_type" integer NOT NULL,
	"expiry" text NOT NULL,
	"channel" text NOT NULL,
	"channel_name" text,
	"rebates" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_account_status" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"account_enabled" boolean DEFAULT true NOT NULL,
	"game_enabled" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_rebates" (
	"member_id" integer NOT NULL,
	"series" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_rebates_member_id_series_pk" PRIMARY KEY("member_id","series"),
	CONSTRAINT "member_rebates_rate_range" CHECK ("member_rebates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_account_status" ADD CONSTRAINT "member_account_status_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_account_status" ADD CONSTRAINT "member_account_status_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rebates" ADD CONSTRAINT "member_rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_code_key" ON "affiliate_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "affiliate_links_agent_idx" ON "affiliate_links" USING btree ("agent_id","created_at");