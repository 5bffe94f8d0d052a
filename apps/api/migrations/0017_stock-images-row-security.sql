-- Hand-written: row-level security for stock images (pattern of 0001), and their changes announced as
-- changes to the public catalogue (pattern of 0015, decision 019): vacancies and organisations that
-- show a stock image are kept in memory, and must be read again when the centre's pictures change.
ALTER TABLE stock_images ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON stock_images
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
--> statement-breakpoint
CREATE TRIGGER announce_public_catalogue_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_images
  FOR EACH STATEMENT EXECUTE FUNCTION announce_public_catalogue_change();
