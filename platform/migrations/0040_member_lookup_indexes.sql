-- What staff look members up by (issue #28: member search and the withdrawal queue's risk hints, at
-- 100,000 orders and 20,000 members in bench/backoffice-queues.ts): the real name compared without
-- case and the phone compared whole (accounts sharing them), the account, name and phone searched by
-- a fragment, a bank account number whatever its bank; and every deposit, newest first.
CREATE INDEX IF NOT EXISTS members_payee_name_lower_idx ON members (lower(payee_name));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_mobile_idx ON members (mobile);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_payee_name_trgm_idx ON members USING gin (payee_name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_mobile_trgm_idx ON members USING gin (mobile gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS members_account_trgm_idx ON members USING gin (account gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS bank_cards_account_number_idx ON bank_cards (account_number);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS deposit_orders_created_idx ON deposit_orders (created_at, id);
