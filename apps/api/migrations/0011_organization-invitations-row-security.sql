-- Hand-written: row-level security for organisation invitations (pattern of 0001).
ALTER TABLE organization_invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON organization_invitations
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
