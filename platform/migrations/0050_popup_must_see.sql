-- Issue #30: the on-load popups (executions A and B) show at most once a business day on a device,
-- unless the operator marks one must-see: its list then shows on every visit (still once a browser
-- session, spec §4).
ALTER TABLE announcements ADD COLUMN IF NOT EXISTS must_see boolean NOT NULL DEFAULT false;
