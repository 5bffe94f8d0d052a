-- Hand-written: every change to what configures a tenant (the tenant, its centres and their
-- profiles) is announced on the channel volunteerly_changes, once per statement. Each API
-- process keeps that configuration in memory and drops it on the announcement (decision 017).
-- NOTIFY is transactional: the announcement goes out when (and only if) the change commits.
CREATE FUNCTION announce_tenant_configuration_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('volunteerly_changes', 'tenant_configuration');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER announce_tenant_configuration_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION announce_tenant_configuration_change();
--> statement-breakpoint
CREATE TRIGGER announce_tenant_configuration_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON volunteer_centers
  FOR EACH STATEMENT EXECUTE FUNCTION announce_tenant_configuration_change();
--> statement-breakpoint
CREATE TRIGGER announce_tenant_configuration_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON volunteer_center_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION announce_tenant_configuration_change();
