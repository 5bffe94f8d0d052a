-- Hand-written: row-level security for file uploads (pattern of 0001).
ALTER TABLE file_uploads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON file_uploads
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
