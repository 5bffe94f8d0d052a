-- Hand-written (issue 31 §5): an in-app notification's line in each language, rendered when it
-- happened, so the list shows it in the language its reader reads in (English readers got the
-- Dutch line). Empty for the notifications stored before: they keep their one `text`.
ALTER TABLE notifications ADD COLUMN texts jsonb DEFAULT '{}'::jsonb NOT NULL;
