import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  primaryKey,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { applicationStatuses, applicationStopReasons } from '@volunteerly/contracts/applications';
import { organizations } from '../organizations/organizations.schema.ts';
import { tenants } from '../tenants/tenants.schema.ts';
import { users } from '../users/users.schema.ts';
import { vacancies } from '../vacancies/vacancies.schema.ts';

/** An answer to one of the vacancy's questions, kept with the question as it was asked. */
export interface ApplicationAnswer {
  question: string;
  answer: string;
}

/**
 * An application to a vacancy (decision 007): by a signed-in volunteer, or by a
 * guest (name, e-mail, phone) who confirms by mail. Until `confirmed_at` is
 * set, a guest's application is invisible to the organisation.
 */
export const applications = pgTable(
  'applications',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    vacancyId: bigint('vacancy_id', { mode: 'number' }).notNull(),
    /** Copied from the vacancy so an organisation's applications are one index away. */
    organizationId: bigint('organization_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    guestName: text('guest_name'),
    /** Lower-cased. */
    guestEmail: text('guest_email'),
    guestPhone: text('guest_phone'),
    guestLocale: text('guest_locale', { enum: ['nl', 'en'] }),
    motivation: text('motivation').notNull(),
    answers: jsonb('answers').$type<ApplicationAnswer[]>().notNull().default([]),
    status: text('status', { enum: applicationStatuses }).notNull().default('new'),
    /** Why the volunteer stopped, while the application is `stopped` (and only then). */
    stopReason: text('stop_reason', { enum: applicationStopReasons }),
    stopReasonDetail: text('stop_reason_detail'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmationTokenHash: text('confirmation_token_hash'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('applications_tenant_organization_index').on(table.tenantId, table.organizationId, table.createdAt.desc()),
    index('applications_vacancy_index').on(table.vacancyId, table.status),
    index('applications_user_index').on(table.userId),
    uniqueIndex('applications_confirmation_token_unique').on(table.tenantId, table.confirmationTokenHash),
    // One live application per person per vacancy; after withdrawing one may apply again.
    uniqueIndex('applications_one_per_volunteer')
      .on(table.tenantId, table.vacancyId, table.userId)
      .where(sql`${table.userId} is not null and ${table.status} <> 'withdrawn'`),
    uniqueIndex('applications_one_per_guest')
      .on(table.tenantId, table.vacancyId, table.guestEmail)
      .where(sql`${table.userId} is null and ${table.status} <> 'withdrawn'`),
    check(
      'applications_status_values',
      sql`${table.status} in ('new', 'waitlisted', 'in_progress', 'accepted', 'started', 'stopped', 'no_show', 'rejected', 'withdrawn')`,
    ),
    check(
      'applications_stop_reason_values',
      sql`${table.stopReason} in ('completed', 'volunteer_request', 'circumstances', 'found_work', 'not_a_match', 'organization_ended', 'other')`,
    ),
    check(
      'applications_stop_reason_when_stopped',
      sql`(${table.status} = 'stopped') = (${table.stopReason} is not null)`,
    ),
    check(
      'applications_applicant_present',
      sql`${table.userId} is not null or (${table.guestName} is not null and ${table.guestEmail} is not null)`,
    ),
    check('applications_guest_email_lower_case', sql`${table.guestEmail} = lower(${table.guestEmail})`),
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'applications_vacancy_id_fk',
      columns: [table.tenantId, table.vacancyId],
      foreignColumns: [vacancies.tenantId, vacancies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'applications_organization_id_fk',
      columns: [table.tenantId, table.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'applications_user_id_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/** One step in an application's history: who moved it from which status to which, with an optional note. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    /** Null for the guest applicant and for the system (e.g. a confirmation). */
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    fromStatus: text('from_status', { enum: applicationStatuses }),
    toStatus: text('to_status', { enum: applicationStatuses }).notNull(),
    note: text('note'),
    /** Why the volunteer stopped (a move to `stopped`). */
    stopReason: text('stop_reason', { enum: applicationStopReasons }),
    stopReasonDetail: text('stop_reason_detail'),
    /** The step took back the one before it (issue 31 §5). */
    undo: boolean('undo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_events_application_index').on(table.applicationId, table.createdAt),
    check(
      'application_events_stop_reason_values',
      sql`${table.stopReason} in ('completed', 'volunteer_request', 'circumstances', 'found_work', 'not_a_match', 'organization_ended', 'other')`,
    ),
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'application_events_application_id_fk',
      columns: [table.tenantId, table.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'application_events_actor_user_id_fk',
      columns: [table.tenantId, table.actorUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
  ],
);

/** A note by the organisation or centre on an application; never shown to the applicant. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    authorUserId: bigint('author_user_id', { mode: 'number' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_notes_application_index').on(table.applicationId, table.createdAt),
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'application_notes_application_id_fk',
      columns: [table.tenantId, table.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'application_notes_author_user_id_fk',
      columns: [table.tenantId, table.authorUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
export type ApplicationNoteRow = typeof applicationNotes.$inferSelect;
