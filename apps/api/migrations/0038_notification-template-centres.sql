-- Hand-written (issue 29, hole 1): a notification template belongs to one volunteer centre, so
-- one centre's admin cannot change what another centre's staff or a super admin receives.
-- A template saved before this belongs to the centre its author governed (the lowest one), else
-- to the tenant's default centre. Templates of the security mails, which no centre may change
-- from now on, go: they would never be used again.
ALTER TABLE notification_templates ADD COLUMN volunteer_center_id bigint;
--> statement-breakpoint
UPDATE notification_templates t SET volunteer_center_id = coalesce(
  (SELECT min(r.resource_id) FROM user_roles r
    WHERE r.tenant_id = t.tenant_id AND r.user_id = t.updated_by_user_id
      AND r.name = 'center_admin' AND r.resource_type = 'VolunteerCenter'),
  (SELECT c.id FROM volunteer_centers c WHERE c.tenant_id = t.tenant_id ORDER BY c.is_default DESC, c.id LIMIT 1)
);
--> statement-breakpoint
DELETE FROM notification_templates
WHERE volunteer_center_id IS NULL
   OR event IN ('reset_password', 'password_changed', 'sign_in_locked', 'email_change');
--> statement-breakpoint
ALTER TABLE notification_templates ALTER COLUMN volunteer_center_id SET NOT NULL;
--> statement-breakpoint
ALTER TABLE notification_templates DROP CONSTRAINT notification_templates_event_locale;
--> statement-breakpoint
ALTER TABLE notification_templates ADD CONSTRAINT notification_templates_center_event_locale
  UNIQUE (tenant_id, volunteer_center_id, event, locale);
--> statement-breakpoint
ALTER TABLE notification_templates ADD CONSTRAINT notification_templates_volunteer_center_id_fk
  FOREIGN KEY (tenant_id, volunteer_center_id) REFERENCES volunteer_centers (tenant_id, id) ON DELETE CASCADE;
