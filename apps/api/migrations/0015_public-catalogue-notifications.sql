-- Hand-written: every change to what the public reads of vacancies and organisations show
-- (vacancies and their tags; organisations with their profiles, addresses and tags; tag names; the
-- places taken by accepted applications) is announced on the channel volunteerly_changes, once per
-- statement (PostgreSQL folds equal notifications of one transaction into one). Each API process keeps recent
-- search answers and organisation records in memory and drops them on the announcement (decision
-- 019). NOTIFY is transactional: sent when (and only if) the change commits. The payload names
-- the transaction: a process hears a commit on each of its listening connections, and passes it on
-- once.
-- Storing counted views (app.counting_views set for its transaction) changes nothing those reads
-- show, and would otherwise empty every process's caches every few seconds.
CREATE FUNCTION announce_public_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('app.counting_views', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('volunteerly_changes', 'public_catalogue ' || pg_current_xact_id()::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER announce_public_catalogue_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vacancies
  FOR EACH STATEMENT EXECUTE FUNCTION announce_public_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER announce_public_catalogue_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vacancy_tags
  FOR EACH STATEMENT EXECUTE FUNCTION announce_public_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER announce_public_catalogue_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION announce_public_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER announce_public_catalogue_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organization_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION announce_public_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER announce_public_catalogue_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organization_addresses
  FOR EACH STATEMENT EXECUTE FUNCTION announce_public_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER announce_public_catalogue_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organization_tags
  FOR EACH STATEMENT EXECUTE FUNCTION announce_public_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER announce_public_catalogue_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION announce_public_catalogue_change();
--> statement-breakpoint
-- Applications change often; only an acceptance given or taken back changes the places taken.
CREATE FUNCTION announce_accepted_application_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'accepted')
     OR (TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'accepted') THEN
    PERFORM pg_notify('volunteerly_changes', 'public_catalogue ' || pg_current_xact_id()::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER announce_accepted_application_change
  AFTER INSERT OR UPDATE OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION announce_accepted_application_change();
--> statement-breakpoint
CREATE TRIGGER announce_public_catalogue_change
  AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION announce_public_catalogue_change();
