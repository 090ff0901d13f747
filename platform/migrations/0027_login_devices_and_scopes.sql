-- Login risk by account and device before address (issue 27): the devices that have logged in to an
-- account (only the sha256 of a browser's device id), and consecutive failures and locks per
-- (account name, scope) — the device, the address, or the account's new devices — instead of one
-- lock of the whole account that anyone solving captchas could set.
CREATE TABLE IF NOT EXISTS "known_devices" (
  "device_hash" text NOT NULL,
  "member_id" integer NOT NULL REFERENCES "members"("id"),
  "first_login_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "known_devices_device_hash_member_id_pk" PRIMARY KEY ("device_hash", "member_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "known_devices_member_idx" ON "known_devices" ("member_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "login_scope_failures" (
  "account" text NOT NULL,
  "scope" text NOT NULL,
  "failures" integer NOT NULL,
  "last_failure_at" timestamp with time zone NOT NULL,
  "locked_until" timestamp with time zone,
  CONSTRAINT "login_scope_failures_account_scope_pk" PRIMARY KEY ("account", "scope")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_scope_failures_last_idx" ON "login_scope_failures" ("last_failure_at");
