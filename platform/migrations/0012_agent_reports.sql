CREATE TABLE "agent_daily_rounds" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"rounds" integer NOT NULL,
	"wins" integer NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "agent_daily_rounds_member_id_day_game_type_pk" PRIMARY KEY("member_id","day","game_type")
);
--> statement-breakpoint
ALTER TABLE "agent_daily_rounds" ADD CONSTRAINT "agent_daily_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;