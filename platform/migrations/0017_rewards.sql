CREATE TABLE "promotion_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reference" text NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"turnover_required" bigint DEFAULT 0 NOT NULL,
	"remark" text,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by" text,
	"decision_remark" text,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_claims_state" CHECK ("promotion_claims"."state" in ('A','R','S','I','C','E'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"eligibility" text DEFAULT 'ALL' NOT NULL,
	"fixed_amount" bigint,
	"percent_bp" integer,
	"max_bonus" bigint,
	"min_deposit" bigint,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"claim_days" integer DEFAULT 7 NOT NULL,
	"apply_required" boolean DEFAULT false NOT NULL,
	"promo_code" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_period" CHECK ("promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_amount" CHECK ("promotions"."fixed_amount" is not null or "promotions"."percent_bp" is not null)
);
--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_claim_id_key" ON "promotion_claims" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_once_key" ON "promotion_claims" USING btree ("promotion_id","member_id","reference");--> statement-breakpoint
CREATE INDEX "promotion_claims_member_idx" ON "promotion_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_promotion_id_key" ON "promotions" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_promo_code_key" ON "promotions" USING btree ("promo_code");