-- What staff look members up by (issue #28: member search and the withdrawal queue's risk hints, at
-- 100,000 orders and 20,000 members in bench/backoffice-queues.ts): the real name compared without
-- case and the phone compared whole (accounts sharing them), and both searched by a fragment.
CREATE INDEX IF NOT EXISTS members_payee_name_lower_idx ON members (lower(payee_name));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_mobile_idx ON members (mobile);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_payee_name_trgm_idx ON members USING gin (payee_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_mobile_trgm_idx ON members USING gin (mobile gin_trgm_ops);
