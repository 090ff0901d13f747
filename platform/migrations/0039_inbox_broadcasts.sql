-- Operator messages to members' inboxes (issue #28 "inbox broadcasts"): one row per send, whoever it
-- reached — the back office's list of what was sent, and the idempotency key that makes a retried
-- send reach each member once (the same key with other words is refused).
CREATE TABLE IF NOT EXISTS inbox_broadcasts (
  id serial PRIMARY KEY,
  idempotency_key text UNIQUE,
  request_hash text NOT NULL,
  audience jsonb NOT NULL,
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  recipients integer NOT NULL,
  sent_by text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS inbox_broadcasts_sent_idx ON inbox_broadcasts (sent_at DESC, id DESC);
