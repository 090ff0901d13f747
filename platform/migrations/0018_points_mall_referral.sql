CREATE TABLE "mall_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"points_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"max_per_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_items_stock_not_negative" CHECK ("mall_items"."stock" >= 0),
	CONSTRAINT "mall_items_price_positive" CHECK ("mall_items"."points_price" > 0),
	CONSTRAINT "mall_items_kind" CHECK ("mall_items"."kind" in ('goods', 'bonus'))
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"recipient" text,
	"address" text,
	"phone" text,
	"remark" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_balances" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_balances_not_negative" CHECK ("point_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_bet_totals" (
	"member_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	CONSTRAINT "point_bet_totals_member_id_game_type_pk" PRIMARY KEY("member_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "point_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"change" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_income" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_key" text NOT NULL,
	"referrer_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"basis" text NOT NULL,
	"base_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_invitations" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_bet_totals" ADD CONSTRAINT "point_bet_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_journal" ADD CONSTRAINT "point_journal_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_income" ADD CONSTRAINT "referral_income_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_income" ADD CONSTRAINT "referral_income_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_order_no_key" ON "mall_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "mall_orders_member_idx" ON "mall_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "mall_orders_state_idx" ON "mall_orders" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_journal_key" ON "point_journal" USING btree ("key");--> statement-breakpoint
CREATE INDEX "point_journal_member_idx" ON "point_journal" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_income_entry_key" ON "referral_income" USING btree ("entry_key");--> statement-breakpoint
CREATE INDEX "referral_income_referrer_idx" ON "referral_income" USING btree ("referrer_id","id");--> statement-breakpoint
CREATE INDEX "referral_invitations_referrer_idx" ON "referral_invitations" USING btree ("referrer_id","created_at");--> statement-breakpoint
-- The points journal is append-only like the ledger (a correction is a new row).
CREATE TRIGGER point_journal_append_only BEFORE UPDATE OR DELETE ON point_journal FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER point_journal_no_truncate BEFORE TRUNCATE ON point_journal FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
