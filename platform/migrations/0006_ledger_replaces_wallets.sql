-- Balances kept in "wallets" before the ledger become opening entries: house cash pays each member
-- the balance it had, so every balance is explained by postings and the postings sum to zero.
INSERT INTO "ledger_accounts" ("code", "kind", "tracks_balance", "balance") VALUES ('house:cash', 'house', false, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("code", "member_id", "kind", "tracks_balance", "balance")
  SELECT 'member:' || "member_id" || ':main', "member_id", 'main', true, round("balance" * 100)::bigint FROM "wallets";--> statement-breakpoint
INSERT INTO "journal_entries" ("key", "kind", "member_id", "reference", "actor")
  SELECT 'migration:wallet:' || "member_id", 'opening_balance', "member_id", 'wallets', 'migration' FROM "wallets" WHERE "balance" > 0;--> statement-breakpoint
INSERT INTO "postings" ("entry_id", "account_id", "amount", "balance_after", "tx_type")
  SELECT e."id", a."id", a."balance", a."balance", 'other' FROM "journal_entries" e
  JOIN "ledger_accounts" a ON a."code" = 'member:' || e."member_id" || ':main' WHERE e."key" LIKE 'migration:wallet:%';--> statement-breakpoint
INSERT INTO "postings" ("entry_id", "account_id", "amount", "tx_type")
  SELECT e."id", h."id", -a."balance", 'other' FROM "journal_entries" e
  JOIN "ledger_accounts" a ON a."code" = 'member:' || e."member_id" || ':main'
  JOIN "ledger_accounts" h ON h."code" = 'house:cash' WHERE e."key" LIKE 'migration:wallet:%';--> statement-breakpoint
DROP TABLE "wallet_transactions" CASCADE;--> statement-breakpoint
DROP TABLE "wallets" CASCADE;