-- Hand-written: row-level security for in-app notifications and notification preferences (pattern
-- of 0001): a tenant's transaction sees and writes only its own tenant's rows.
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notifications
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
--> statement-breakpoint
ALTER TABLE notification_preferences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notification_preferences
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
