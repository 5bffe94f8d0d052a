-- Hand-written (issue 31 §5): a person's notifications are listed newest first by when they
-- happened, not by id (notifications dated in the past, as the demo's, came out of order); the id
-- only breaks ties.
DROP INDEX notifications_user_index;
--> statement-breakpoint
CREATE INDEX notifications_user_time_index ON notifications USING btree (tenant_id, user_id, created_at DESC, id DESC);
