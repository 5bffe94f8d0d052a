-- Hand-written: the jobs table's tie to tenants and its row-level security (decision 030).
-- Platform code (the worker) runs as the connection's own role and sees every job; a tenant's
-- transaction (role volunteerly_app) may only add and read jobs of its own tenant, so a module
-- cannot queue work for another tenant. Platform jobs (no tenant) come only from platform code.
ALTER TABLE jobs ADD CONSTRAINT jobs_tenant_id_tenants_id_fk FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE jobs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON jobs
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
