-- A game session plays from one wallet, decided when it opens (domain/play-wallet.ts): the main
-- wallet, the member's wallet at a transfer-wallet vendor, or a trial account's credit. Sessions
-- opened before have none and play from the main wallet.
ALTER TABLE game_sessions ADD COLUMN IF NOT EXISTS wallet text;--> statement-breakpoint
-- Trial credit has its own account (member:<id>:trial, beside house:trial): trial accounts opened
-- before got it in their main wallet. One entry per such account moves it there, so their credit is
-- played where free play plays and nothing of it stays in an account that reaches cash.
INSERT INTO ledger_accounts (code, member_id, kind, tracks_balance, balance)
SELECT 'member:' || m.id || ':trial', m.id, 'trial', true, 0
FROM members m JOIN ledger_accounts a ON a.code = 'member:' || m.id || ':main'
WHERE m.type = 4 AND a.balance > 0
ON CONFLICT (code) DO NOTHING;--> statement-breakpoint
WITH moved AS (
  SELECT m.id AS member_id, a.id AS main_id, t.id AS trial_id, a.balance AS amount, t.balance AS trial_balance
  FROM members m
  JOIN ledger_accounts a ON a.code = 'member:' || m.id || ':main'
  JOIN ledger_accounts t ON t.code = 'member:' || m.id || ':trial'
  WHERE m.type = 4 AND a.balance > 0
),
e AS (
  INSERT INTO journal_entries (key, kind, member_id, actor, remark)
  SELECT 'trial-credit-move:' || member_id, 'trial_credit_move', member_id, 'system', 'trial credit moved to its own account'
  FROM moved
  ON CONFLICT (key) DO NOTHING
  RETURNING id, member_id
),
p AS (
  INSERT INTO postings (entry_id, account_id, amount, balance_after, tx_type)
  SELECT e.id, moved.main_id, -moved.amount, 0, 'other' FROM e JOIN moved USING (member_id)
  UNION ALL
  SELECT e.id, moved.trial_id, moved.amount, moved.trial_balance + moved.amount, 'other' FROM e JOIN moved USING (member_id)
  RETURNING 1
),
emptied AS (
  UPDATE ledger_accounts a SET balance = 0 FROM moved JOIN e USING (member_id) WHERE a.id = moved.main_id RETURNING 1
)
UPDATE ledger_accounts a SET balance = a.balance + moved.amount FROM moved JOIN e USING (member_id) WHERE a.id = moved.trial_id;
