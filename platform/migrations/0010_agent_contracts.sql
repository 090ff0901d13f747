CREATE TABLE "agent_contract_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"terms" jsonb,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"terms" jsonb NOT NULL,
	"pending_terms" jsonb,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" in ('P', 'A', 'E', 'V', 'C', 'R')),
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" in ('dividend', 'daily', 'hourly', 'realtime'))
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"contract_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"upline_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"team_volume" bigint NOT NULL,
	"net_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"tier" integer,
	"rate" text,
	"rate_type" text,
	"amount" bigint NOT NULL,
	"carried_before" bigint DEFAULT 0 NOT NULL,
	"carried_after" bigint DEFAULT 0 NOT NULL,
	"entry_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_settlements_status" CHECK ("agent_settlements"."status" in ('P', 'A', 'R')),
	CONSTRAINT "agent_settlements_amount" CHECK ("agent_settlements"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contract_events_contract_idx" ON "agent_contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_live_key" ON "agent_contracts" USING btree ("kind","downline_id") WHERE "agent_contracts"."status" in ('P', 'A', 'E', 'V');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_downline_idx" ON "agent_contracts" USING btree ("downline_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_period_key" ON "agent_settlements" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_settlements_agent_idx" ON "agent_settlements" USING btree ("agent_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_upline_idx" ON "agent_settlements" USING btree ("upline_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_unpaid_idx" ON "agent_settlements" USING btree ("kind","status");