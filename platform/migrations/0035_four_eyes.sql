-- Four-eyes approvals (issue #28): a manual adjustment or a withdrawal above the owner's threshold is
-- a request that a second staff member decides. The requester can never be the decider: the table
-- refuses it (CHECK), whatever the code above it does.
CREATE TABLE IF NOT EXISTS approval_requests (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('adjustment', 'withdrawal')),
  -- The member's account (adjustment) or the withdrawal order's id.
  subject text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  -- Minor units; signed for an adjustment, the payout for a withdrawal.
  amount bigint NOT NULL,
  params jsonb NOT NULL,
  request_key text NOT NULL UNIQUE,
  requested_by text NOT NULL,
  reason text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  decided_by text,
  decision_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CONSTRAINT approval_requests_four_eyes CHECK (decided_by IS NULL OR decided_by <> requested_by)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS approval_requests_pending_idx ON approval_requests (kind, created_at) WHERE state = 'pending';--> statement-breakpoint
-- One open request per withdrawal order.
CREATE UNIQUE INDEX IF NOT EXISTS approval_requests_withdrawal_open ON approval_requests (subject) WHERE kind = 'withdrawal' AND state = 'pending';
