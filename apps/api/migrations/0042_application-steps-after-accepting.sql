-- Hand-written (issue 31 §5): after "accepted" an application goes on to started, stopped (with a
-- reason) or no_show, and the organisation side can undo those steps. The application keeps the
-- reason it stopped for while it is stopped; its history keeps every step's reason and marks the
-- steps that undid the one before.
ALTER TABLE applications DROP CONSTRAINT applications_status_values;
--> statement-breakpoint
ALTER TABLE applications ADD CONSTRAINT applications_status_values
  CHECK (status in ('new', 'waitlisted', 'in_progress', 'accepted', 'started', 'stopped', 'no_show', 'rejected', 'withdrawn'));
--> statement-breakpoint
ALTER TABLE applications ADD COLUMN stop_reason text;
--> statement-breakpoint
ALTER TABLE applications ADD COLUMN stop_reason_detail text;
--> statement-breakpoint
ALTER TABLE applications ADD CONSTRAINT applications_stop_reason_values
  CHECK (stop_reason in ('completed', 'volunteer_request', 'circumstances', 'found_work', 'not_a_match', 'organization_ended', 'other'));
--> statement-breakpoint
ALTER TABLE applications ADD CONSTRAINT applications_stop_reason_when_stopped
  CHECK ((status = 'stopped') = (stop_reason is not null));
--> statement-breakpoint
ALTER TABLE application_events ADD COLUMN stop_reason text;
--> statement-breakpoint
ALTER TABLE application_events ADD COLUMN stop_reason_detail text;
--> statement-breakpoint
ALTER TABLE application_events ADD COLUMN undo boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE application_events ADD CONSTRAINT application_events_stop_reason_values
  CHECK (stop_reason in ('completed', 'volunteer_request', 'circumstances', 'found_work', 'not_a_match', 'organization_ended', 'other'));
