-- Hand-written: row-level security for a centre's search synonym groups (pattern of 0001), and
-- their changes announced as changes to the public catalogue (pattern of 0015, decision 019): the
-- search keeps each tenant's groups and its answers in memory, and must read them again before
-- the next search after a centre edits its groups.
ALTER TABLE search_synonym_groups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON search_synonym_groups
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
--> statement-breakpoint
CREATE TRIGGER announce_public_catalogue_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonym_groups
  FOR EACH STATEMENT EXECUTE FUNCTION announce_public_catalogue_change();
