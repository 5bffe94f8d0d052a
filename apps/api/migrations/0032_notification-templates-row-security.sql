-- Hand-written: row-level security for a centre's own notification templates (pattern of 0001):
-- a tenant's transaction sees and writes only its own tenant's templates.
ALTER TABLE notification_templates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notification_templates
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
