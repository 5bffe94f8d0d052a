-- Hand-written: extensions, the application role and row-level security.
-- Extensions used by search and distance features (present in PGlite and PostgreSQL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
-- Tenant-scoped work runs as this role (SET LOCAL ROLE): not a superuser, no BYPASSRLS and
-- not the tables' owner, so the policies below hold even when the connection itself is
-- privileged. Platform work (the tenant directory) runs as the connection's own role.
-- Roles are cluster-wide: another database on the same server may have made it already.
DO $$
BEGIN
  CREATE ROLE volunteerly_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO volunteerly_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO volunteerly_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO volunteerly_app;
--> statement-breakpoint
-- The current tenant, set per transaction with set_config('app.tenant_id', id, true).
CREATE FUNCTION current_tenant_id() RETURNS bigint
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::bigint $$;
--> statement-breakpoint
ALTER TABLE volunteer_centers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON volunteer_centers
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
--> statement-breakpoint
ALTER TABLE volunteer_center_profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON volunteer_center_profiles
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
