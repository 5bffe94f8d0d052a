ALTER TABLE "file_uploads" ADD COLUMN "purpose" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
CREATE INDEX "file_uploads_id_index" ON "file_uploads" USING btree ("id");--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_purpose_values" CHECK ("file_uploads"."purpose" in ('image', 'attachment'));