-- The profile and security center (spec §3 member entity, "further profile labels"): the fields a
-- member edits beside registration's, and the avatar (a 256 px WebP re-encoded by sharp).
ALTER TABLE "member_profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "permanent_address" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "occupation" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "source_of_income" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "place_of_birth" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "telegram" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "zalo" text;--> statement-breakpoint
CREATE TABLE "member_avatars" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An e-mail binds to one member (case-insensitive), like a mobile number (lock + lookup in code).
CREATE INDEX "members_email_lower_idx" ON "members" USING btree (lower("email"));
