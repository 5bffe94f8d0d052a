-- Hand-written (issue 29, hole 9): a person's share of stored bytes is summed over their uploads on
-- every upload; this index keeps that sum to their own rows.
CREATE INDEX "file_uploads_user_index" ON "file_uploads" USING btree ("tenant_id","user_id");
