import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  foreignKey,
} from 'drizzle-orm/pg-core';
import type { Availability } from '@volunteerly/contracts/users';
import {
  vacancyCommitmentKinds,
  vacancyLocationKinds,
  vacancyStatuses,
  type VacancyLanguage,
  type VacancySuitableFor,
} from '@volunteerly/contracts/vacancies';
import { earthPoint } from '../../platform/database/earth-distance.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import { tags } from '../tags/tags.schema.ts';
import { tenants } from '../tenants/tenants.schema.ts';
import { users } from '../users/users.schema.ts';
import { volunteerCenters } from '../volunteer-centers/volunteer-centers.schema.ts';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * A volunteer vacancy of an organisation (decision 007). `search_vector` is
 * computed by the database from the title (weight A), summary (B), the
 * description without its tags (C) and the city (D), in the `dutch`
 * configuration, so 'fietsen' finds 'fiets'.
 */
export const vacancies = pgTable(
  'vacancies',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: bigint('organization_id', { mode: 'number' }).notNull(),
    volunteerCenterId: bigint('volunteer_center_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML (headings, lists, links, emphasis). */
    descriptionHtml: text('description_html').notNull().default(''),
    imageUrl: text('image_url'),
    locationKind: text('location_kind', { enum: vacancyLocationKinds }).notNull().default('address'),
    street: text('street'),
    houseNumber: text('house_number'),
    postcode: text('postcode'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    commitmentKind: text('commitment_kind', { enum: vacancyCommitmentKinds }).notNull().default('recurring'),
    /** The first day (the only day of a one-off vacancy). */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    hoursPerWeek: integer('hours_per_week'),
    dayParts: jsonb('day_parts').$type<Availability>().notNull().default({}),
    minimumAge: integer('minimum_age'),
    vogRequired: boolean('vog_required').notNull().default(false),
    suitableFor: text('suitable_for')
      .array()
      .$type<VacancySuitableFor[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .$type<VacancyLanguage[]>()
      .notNull()
      .default(sql`'{nl}'::text[]`),
    places: integer('places').notNull().default(1),
    /** Questions the applicant answers (a simple list until the form builder). */
    questions: jsonb('questions').$type<string[]>().notNull().default([]),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    status: text('status', { enum: vacancyStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** After this day the vacancy closes by itself. */
    expiresOn: date('expires_on', { mode: 'string' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Shown in the other centres of the tenant when the tenant has centre sharing on. */
    sharedWithCenters: boolean('shared_with_centers').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('dutch'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('dutch'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('dutch'::regconfig, regexp_replace(coalesce(description_html, ''), '<[^>]*>', ' ', 'g')), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(city, '')), 'D')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vacancies_tenant_status_published_index').on(table.tenantId, table.status, table.publishedAt.desc()),
    index('vacancies_organization_index').on(table.organizationId, table.status),
    index('vacancies_search_vector_index').using('gin', table.searchVector),
    index('vacancies_title_trigram_index').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
    index('vacancies_position_index')
      // The expression the distance conditions use (earth-distance.ts), so they can use the index.
      .using('gist', earthPoint(table.latitude, table.longitude))
      .where(sql`${table.latitude} is not null and ${table.longitude} is not null`),
    check('vacancies_status_values', sql`${table.status} in ('draft', 'published', 'closed', 'archived')`),
    check('vacancies_location_kind_values', sql`${table.locationKind} in ('address', 'remote', 'at_home')`),
    check('vacancies_commitment_kind_values', sql`${table.commitmentKind} in ('one_off', 'period', 'recurring')`),
    check('vacancies_places_positive', sql`${table.places} >= 1`),
    check('vacancies_view_count_positive', sql`${table.viewCount} >= 0`),
    check(
      'vacancies_period_order',
      sql`${table.endsOn} is null or ${table.startsOn} is null or ${table.endsOn} >= ${table.startsOn}`,
    ),
    check(
      'vacancies_published_has_date',
      sql`${table.status} not in ('published', 'closed') or ${table.publishedAt} is not null`,
    ),
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'vacancies_organization_id_fk',
      columns: [table.tenantId, table.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'vacancies_volunteer_center_id_fk',
      columns: [table.tenantId, table.volunteerCenterId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }),
  ],
);

/** The categories, skills and target groups a vacancy carries. */
export const vacancyTags = pgTable(
  'vacancy_tags',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    vacancyId: bigint('vacancy_id', { mode: 'number' }).notNull(),
    tagId: bigint('tag_id', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.vacancyId, table.tagId] }),
    index('vacancy_tags_tag_index').on(table.tagId),
    foreignKey({
      name: 'vacancy_tags_vacancy_id_fk',
      columns: [table.tenantId, table.vacancyId],
      foreignColumns: [vacancies.tenantId, vacancies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'vacancy_tags_tag_id_fk',
      columns: [table.tenantId, table.tagId],
      foreignColumns: [tags.tenantId, tags.id],
    }).onDelete('restrict'),
  ],
);

/** A vacancy a volunteer saved. */
export const vacancyFavorites = pgTable(
  'vacancy_favorites',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    vacancyId: bigint('vacancy_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId, table.vacancyId] }),
    index('vacancy_favorites_vacancy_index').on(table.vacancyId),
    foreignKey({
      name: 'vacancy_favorites_user_id_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'vacancy_favorites_vacancy_id_fk',
      columns: [table.tenantId, table.vacancyId],
      foreignColumns: [vacancies.tenantId, vacancies.id],
    }).onDelete('cascade'),
  ],
);

export type VacancyRow = typeof vacancies.$inferSelect;
export type NewVacancyRow = typeof vacancies.$inferInsert;
