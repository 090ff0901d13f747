-- Each reconcile of the ledger that staff ran, or the metrics' periodic check ran, with its report
-- (issue #28 "Operations": run it, see the last result). Newest first by time.
CREATE TABLE IF NOT EXISTS reconcile_runs (
  id bigserial PRIMARY KEY,
  ran_at timestamptz NOT NULL DEFAULT now(),
  ran_by text NOT NULL,
  ok boolean NOT NULL,
  duration_ms integer NOT NULL,
  report jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS reconcile_runs_ran_at_idx ON reconcile_runs (ran_at DESC, id DESC);
