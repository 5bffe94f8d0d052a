CREATE TABLE "application_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"actor_user_id" bigint,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"author_user_id" bigint,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vacancy_id" bigint NOT NULL,
	"organization_id" bigint NOT NULL,
	"user_id" bigint,
	"guest_name" text,
	"guest_email" text,
	"guest_phone" text,
	"guest_locale" text,
	"motivation" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_token_hash" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_values" CHECK ("applications"."status" in ('new', 'waitlisted', 'in_progress', 'accepted', 'rejected', 'withdrawn')),
	CONSTRAINT "applications_applicant_present" CHECK ("applications"."user_id" is not null or ("applications"."guest_name" is not null and "applications"."guest_email" is not null)),
	CONSTRAINT "applications_guest_email_lower_case" CHECK ("applications"."guest_email" = lower("applications"."guest_email"))
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"organization_id" bigint NOT NULL,
	"volunteer_center_id" bigint NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"image_url" text,
	"location_kind" text DEFAULT 'address' NOT NULL,
	"street" text,
	"house_number" text,
	"postcode" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"commitment_kind" text DEFAULT 'recurring' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"hours_per_week" integer,
	"day_parts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"minimum_age" integer,
	"vog_required" boolean DEFAULT false NOT NULL,
	"suitable_for" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{nl}'::text[] NOT NULL,
	"places" integer DEFAULT 1 NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"expires_on" date,
	"closed_at" timestamp with time zone,
	"shared_with_centers" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('dutch'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('dutch'::regconfig, regexp_replace(coalesce(description_html, ''), '<[^>]*>', ' ', 'g')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(city, '')), 'D')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancies_status_values" CHECK ("vacancies"."status" in ('draft', 'published', 'closed', 'archived')),
	CONSTRAINT "vacancies_location_kind_values" CHECK ("vacancies"."location_kind" in ('address', 'remote', 'at_home')),
	CONSTRAINT "vacancies_commitment_kind_values" CHECK ("vacancies"."commitment_kind" in ('one_off', 'period', 'recurring')),
	CONSTRAINT "vacancies_places_positive" CHECK ("vacancies"."places" >= 1),
	CONSTRAINT "vacancies_view_count_positive" CHECK ("vacancies"."view_count" >= 0),
	CONSTRAINT "vacancies_period_order" CHECK ("vacancies"."ends_on" is null or "vacancies"."starts_on" is null or "vacancies"."ends_on" >= "vacancies"."starts_on"),
	CONSTRAINT "vacancies_published_has_date" CHECK ("vacancies"."status" not in ('published', 'closed') or "vacancies"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "vacancy_favorites" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"vacancy_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancy_favorites_user_id_vacancy_id_pk" PRIMARY KEY("user_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "vacancy_tags" (
	"tenant_id" bigint NOT NULL,
	"vacancy_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "vacancy_tags_vacancy_id_tag_id_pk" PRIMARY KEY("vacancy_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_favorites" ADD CONSTRAINT "vacancy_favorites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_favorites" ADD CONSTRAINT "vacancy_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_favorites" ADD CONSTRAINT "vacancy_favorites_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_tags" ADD CONSTRAINT "vacancy_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_tags" ADD CONSTRAINT "vacancy_tags_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_tags" ADD CONSTRAINT "vacancy_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_index" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_notes_application_index" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_tenant_organization_index" ON "applications" USING btree ("tenant_id","organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_vacancy_index" ON "applications" USING btree ("vacancy_id","status");--> statement-breakpoint
CREATE INDEX "applications_user_index" ON "applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_confirmation_token_unique" ON "applications" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_per_volunteer" ON "applications" USING btree ("vacancy_id","user_id") WHERE "applications"."user_id" is not null and "applications"."status" <> 'withdrawn';--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_per_guest" ON "applications" USING btree ("vacancy_id","guest_email") WHERE "applications"."user_id" is null and "applications"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "vacancies_tenant_status_published_index" ON "vacancies" USING btree ("tenant_id","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancies_organization_index" ON "vacancies" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "vacancies_search_vector_index" ON "vacancies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "vacancies_title_trigram_index" ON "vacancies" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancies_position_index" ON "vacancies" USING gist (ll_to_earth("latitude", "longitude")) WHERE "vacancies"."latitude" is not null and "vacancies"."longitude" is not null;--> statement-breakpoint
CREATE INDEX "vacancy_favorites_vacancy_index" ON "vacancy_favorites" USING btree ("vacancy_id");--> statement-breakpoint
CREATE INDEX "vacancy_tags_tag_index" ON "vacancy_tags" USING btree ("tag_id");