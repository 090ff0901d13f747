-- What the back office's agents screen reads a page at a time (issue #28 "Agents"): agents by their
-- upline and account (the top-level agents, one agent's direct downline agents, in account order),
-- and settlement records by period, newest first (the settlement runs table).
CREATE INDEX IF NOT EXISTS members_agents_by_parent_idx ON members (parent_id, account) WHERE type IN (1, 2, 41, 42);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS agent_settlements_period_idx ON agent_settlements (period_start, kind, period_key);
