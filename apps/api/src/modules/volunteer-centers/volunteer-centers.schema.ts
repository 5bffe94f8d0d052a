import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  primaryKey,
  foreignKey,
  unique,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.schema.ts';

/** A volunteer centre; belongs to one tenant, which has exactly one default centre. */
export const volunteerCenters = pgTable(
  'volunteer_centers',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    hosts: text('hosts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('volunteer_centers_tenant_id_index').on(table.tenantId),
    uniqueIndex('volunteer_centers_one_default_per_tenant')
      .on(table.tenantId)
      .where(sql`${table.isDefault}`),
    primaryKey({ columns: [table.tenantId, table.id] }),
  ],
);

/** Theme config stored with a centre profile (spec §3), in the API's camelCase shape. */
export interface StoredThemeConfig {
  defaultShape: 'straight' | 'rounded' | 'curved' | 'smooth' | 'full';
  fonts: { sans: string; heading: string };
  cssVariables: Record<string, string>;
}

/** A column of the site footer: a heading and its links, in order. */
export interface StoredFooterColumn {
  title: string;
  links: { label: string; url: string }[];
}

/**
 * How to reach the centre (shown in the site footer, the privacy and accessibility statements and
 * every mail): its own e-mail, phone and visiting address, and a contact person. Every part optional.
 */
export interface StoredCenterContact {
  email?: string;
  phone?: string;
  /** Street and house number, as one line ("Oudegracht 12"). */
  street?: string;
  postcode?: string;
  city?: string;
  personName?: string;
  personEmail?: string;
  personPhone?: string;
}

/** The centre (partner) profile of spec §3: name, icons, analytics id and colours. */
export const volunteerCenterProfiles = pgTable(
  'volunteer_center_profiles',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    volunteerCenterId: bigint('volunteer_center_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    faviconUrl: text('favicon_url'),
    websiteLogoUrl: text('website_logo_url'),
    gtagId: text('gtag_id'),
    primaryColor: text('primary_color').notNull().default('green'),
    primaryColorShades: jsonb('primary_color_shades').$type<Record<string, string> | null>(),
    secondaryColor: text('secondary_color').notNull().default('blue'),
    secondaryColorShades: jsonb('secondary_color_shades').$type<Record<string, string> | null>(),
    tertiaryColor: text('tertiary_color').notNull().default('orange'),
    tertiaryColorShades: jsonb('tertiary_color_shades').$type<Record<string, string> | null>(),
    mutedColor: text('muted_color').notNull().default('slate'),
    backgroundColor: text('background_color').notNull().default('#ffffff'),
    textColor: text('text_color').notNull().default('#0f172a'),
    themeConfig: jsonb('theme_config')
      .$type<StoredThemeConfig>()
      .notNull()
      .default({
        defaultShape: 'rounded',
        fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
        cssVariables: {},
      }),
    footerColumns: jsonb('footer_columns').$type<StoredFooterColumn[]>().notNull().default([]),
    contact: jsonb('contact').$type<StoredCenterContact>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('volunteer_center_profiles_tenant_id_index').on(table.tenantId),
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'volunteer_center_profiles_volunteer_center_id_fk',
      columns: [table.tenantId, table.volunteerCenterId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
    unique('volunteer_center_profiles_volunteer_center_id_unique').on(table.tenantId, table.volunteerCenterId),
  ],
);

export type VolunteerCenterRow = typeof volunteerCenters.$inferSelect;
export type NewVolunteerCenterRow = typeof volunteerCenters.$inferInsert;
export type VolunteerCenterProfileRow = typeof volunteerCenterProfiles.$inferSelect;
export type NewVolunteerCenterProfileRow = typeof volunteerCenterProfiles.$inferInsert;
