CREATE TABLE "organization_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organization_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"organization_id" bigint NOT NULL,
	"street" text,
	"house_number" text,
	"postcode" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"geocoded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_addresses_organization_id_unique" UNIQUE("organization_id"),
	CONSTRAINT "organization_addresses_postcode_format" CHECK ("organization_addresses"."postcode" ~ '^[1-9][0-9]{3}[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "organization_profiles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organization_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"organization_id" bigint NOT NULL,
	"description" text,
	"logo_url" text,
	"website_url" text,
	"email" text,
	"phone" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kvk_number" text,
	"volunteer_count" integer,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_profiles_organization_id_unique" UNIQUE("organization_id"),
	CONSTRAINT "organization_profiles_kvk_format" CHECK ("organization_profiles"."kvk_number" ~ '^[0-9]{8}$'),
	CONSTRAINT "organization_profiles_volunteer_count_positive" CHECK ("organization_profiles"."volunteer_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "organization_tags" (
	"tenant_id" bigint NOT NULL,
	"organization_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "organization_tags_organization_id_tag_id_pk" PRIMARY KEY("organization_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_kind_values" CHECK ("tags"."kind" in ('category', 'skill', 'target_group'))
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "denial_reason" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD COLUMN "footer_columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_addresses" ADD CONSTRAINT "organization_addresses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_addresses" ADD CONSTRAINT "organization_addresses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD CONSTRAINT "organization_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD CONSTRAINT "organization_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_tags" ADD CONSTRAINT "organization_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_tags" ADD CONSTRAINT "organization_tags_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_tags" ADD CONSTRAINT "organization_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_addresses_tenant_id_index" ON "organization_addresses" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "organization_profiles_tenant_id_index" ON "organization_profiles" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "organization_tags_tag_index" ON "organization_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_unique_name_per_kind" ON "tags" USING btree ("tenant_id","kind",lower("name"));