CREATE TABLE "tenants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"app_name" text NOT NULL,
	"app_context" text DEFAULT 'main' NOT NULL,
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"wildcard_suffixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"volunteer_profiles_enabled" boolean DEFAULT false NOT NULL,
	"activities_enabled" boolean DEFAULT false NOT NULL,
	"person_to_person_help_enabled" boolean DEFAULT false NOT NULL,
	"center_sharing_enabled" boolean DEFAULT false NOT NULL,
	"translation_enabled" boolean DEFAULT false NOT NULL,
	"high_contrast" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_key_unique" UNIQUE("key"),
	CONSTRAINT "tenants_key_format" CHECK ("tenants"."key" ~ '^[a-z0-9][a-z0-9-]{1,62}$'),
	CONSTRAINT "tenants_app_context_values" CHECK ("tenants"."app_context" in ('main', 'meedoen'))
);
--> statement-breakpoint
CREATE TABLE "volunteer_center_profiles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteer_center_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"volunteer_center_id" bigint NOT NULL,
	"name" text NOT NULL,
	"favicon_url" text,
	"website_logo_url" text,
	"gtag_id" text,
	"primary_color" text DEFAULT 'green' NOT NULL,
	"primary_color_shades" jsonb,
	"secondary_color" text DEFAULT 'blue' NOT NULL,
	"secondary_color_shades" jsonb,
	"tertiary_color" text DEFAULT 'orange' NOT NULL,
	"tertiary_color_shades" jsonb,
	"muted_color" text DEFAULT 'slate' NOT NULL,
	"background_color" text DEFAULT '#ffffff' NOT NULL,
	"text_color" text DEFAULT '#0f172a' NOT NULL,
	"theme_config" jsonb DEFAULT '{"defaultShape":"rounded","fonts":{"sans":"Inter Variable","heading":"Inter Variable"},"cssVariables":{}}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_center_profiles_volunteer_center_id_unique" UNIQUE("volunteer_center_id")
);
--> statement-breakpoint
CREATE TABLE "volunteer_centers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteer_centers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD CONSTRAINT "volunteer_center_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_center_profiles" ADD CONSTRAINT "volunteer_center_profiles_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_centers" ADD CONSTRAINT "volunteer_centers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volunteer_center_profiles_tenant_id_index" ON "volunteer_center_profiles" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "volunteer_centers_tenant_id_index" ON "volunteer_centers" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_centers_one_default_per_tenant" ON "volunteer_centers" USING btree ("tenant_id") WHERE "volunteer_centers"."is_default";