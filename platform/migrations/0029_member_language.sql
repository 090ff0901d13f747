-- The member's language (spec §4 "Language change: saved locally, server updated"): stored when the
-- member registers or switches language, and used for the member's inbox and text messages. Null:
-- never said (the request's language is used).
ALTER TABLE "member_profiles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_language" CHECK ("language" is null or "language" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');
