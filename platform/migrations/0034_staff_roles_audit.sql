-- The operator's staff (issue #28): roles as sets of `resource:action` permissions, staff members with
-- a password and an authenticator (TOTP) enrolled through a one-time link, their sessions, scoped
-- machine keys for scripts and scrapers, and the append-only audit trail of every staff action.
CREATE TABLE IF NOT EXISTS staff_roles (
  name text PRIMARY KEY,
  permissions text[] NOT NULL DEFAULT '{}',
  -- Addresses or CIDR ranges the role may work from; empty: any.
  allowed_addresses text[] NOT NULL DEFAULT '{}',
  builtin boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS staff (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  role text NOT NULL REFERENCES staff_roles (name),
  password_hash text,
  -- Sealed (AES-256-GCM) base32 secret; enrolled once the first code was confirmed.
  totp_secret text,
  totp_enrolled_at timestamptz,
  disabled_at timestamptz,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_login_at timestamptz,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS staff_enrolments (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS staff_sessions (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  staff_id integer NOT NULL REFERENCES staff (id),
  address text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS staff_sessions_staff_idx ON staff_sessions (staff_id, created_at DESC);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS machine_keys (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  key_hash text NOT NULL UNIQUE,
  permissions text[] NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- 'staff:<name>', 'key:<name>' (a machine key), 'key:operator' (the bootstrap operator key).
  actor text NOT NULL,
  address text,
  -- The route that acted ('POST /admin/deposits/:id/:action') and the permission it used.
  action text NOT NULL,
  permission text,
  object_type text,
  object_id text,
  before jsonb,
  after jsonb,
  reason text,
  status integer NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audit_log_object_idx ON audit_log (object_type, object_id, id);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audit_log_actor_idx ON audit_log (actor, id);--> statement-breakpoint
-- The trail is append-only in the database itself: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_log_no_change ON audit_log;--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log;--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
