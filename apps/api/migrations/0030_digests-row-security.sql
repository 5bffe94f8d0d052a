-- Hand-written: row-level security for the periodic mail's tables (pattern of 0001): a tenant's
-- transaction sees and writes only its own tenant's deliveries and its own signing key.
ALTER TABLE digest_deliveries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON digest_deliveries
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
--> statement-breakpoint
ALTER TABLE digest_signing_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON digest_signing_keys
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
