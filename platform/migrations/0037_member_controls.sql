-- The operator's controls on one member (issue #28, back-office.md "Player 360"): deposits, bets and
-- withdrawals blocked separately, and staff notes with tags. Who changed what is in the audit trail.
CREATE TABLE IF NOT EXISTS member_blocks (
  member_id integer PRIMARY KEY REFERENCES members (id),
  deposit boolean NOT NULL DEFAULT false,
  bet boolean NOT NULL DEFAULT false,
  withdrawal boolean NOT NULL DEFAULT false,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS member_notes (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  text text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  author text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS member_notes_member_idx ON member_notes (member_id, id DESC);
