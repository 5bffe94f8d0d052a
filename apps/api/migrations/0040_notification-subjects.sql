-- Hand-written (issue 30): a notification names what it is about (subject_type, subject_id), so
-- erasure and clean-ups find it by its subject instead of matching the web app's URL shapes.
-- Notifications stored before this get their subject from their path where it has one of the
-- shapes the app wrote (/applications/{id}, /conversations/{id}, /organizations/{id}[/edit]);
-- the others (a new organisation to approve, a digest) keep none.
ALTER TABLE notifications ADD COLUMN subject_type text;
--> statement-breakpoint
ALTER TABLE notifications ADD COLUMN subject_id bigint;
--> statement-breakpoint
UPDATE notifications
SET subject_type = 'application', subject_id = substring(path from '^/applications/([0-9]{1,18})$')::bigint
WHERE path ~ '^/applications/[0-9]{1,18}$';
--> statement-breakpoint
UPDATE notifications
SET subject_type = 'conversation', subject_id = substring(path from '^/conversations/([0-9]{1,18})$')::bigint
WHERE path ~ '^/conversations/[0-9]{1,18}$';
--> statement-breakpoint
UPDATE notifications
SET subject_type = 'organization', subject_id = substring(path from '^/organizations/([0-9]{1,18})(/edit)?$')::bigint
WHERE path ~ '^/organizations/[0-9]{1,18}(/edit)?$';
--> statement-breakpoint
ALTER TABLE notifications ADD CONSTRAINT notifications_subject_named
  CHECK ((subject_type IS NULL) = (subject_id IS NULL));
--> statement-breakpoint
CREATE INDEX notifications_subject_index ON notifications USING btree (tenant_id, subject_type, subject_id);
