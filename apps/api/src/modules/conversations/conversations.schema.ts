import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { conversationKinds, conversationSides, conversationStatuses } from '@volunteerly/contracts/conversations';
import { applications } from '../applications/applications.schema.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import { tenants } from '../tenants/tenants.schema.ts';
import { users } from '../users/users.schema.ts';
import { volunteerCenters } from '../volunteer-centers/volunteer-centers.schema.ts';

/**
 * A conversation (issue 15 §4): between the volunteer of an application and the organisation's
 * admins (`application`, at most one per application), or between an organisation's admins and
 * its centre's admins (`organization_center`). Who takes part follows from these columns and the
 * roles, so a new admin of the organisation sees its conversations at once.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: conversationKinds }).notNull(),
    applicationId: bigint('application_id', { mode: 'number' }),
    organizationId: bigint('organization_id', { mode: 'number' }).notNull(),
    /** The volunteer of an `application` conversation. */
    volunteerUserId: bigint('volunteer_user_id', { mode: 'number' }),
    /** The centre of an `organization_center` conversation. */
    volunteerCenterId: bigint('volunteer_center_id', { mode: 'number' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: conversationStatuses }).notNull().default('open'),
    closedByUserId: bigint('closed_by_user_id', { mode: 'number' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The side that blocked the conversation: the other side may no longer write. */
    blockedSide: text('blocked_side', { enum: conversationSides }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('conversations_one_per_application')
      .on(table.tenantId, table.applicationId)
      .where(sql`${table.applicationId} is not null`),
    index('conversations_organization_index').on(table.tenantId, table.organizationId, table.lastMessageAt.desc()),
    index('conversations_volunteer_index').on(table.tenantId, table.volunteerUserId, table.lastMessageAt.desc()),
    index('conversations_center_index').on(table.tenantId, table.volunteerCenterId, table.lastMessageAt.desc()),
    check('conversations_kind_values', sql`${table.kind} in ('application', 'organization_center')`),
    check('conversations_status_values', sql`${table.status} in ('open', 'closed')`),
    check(
      'conversations_blocked_side_values',
      sql`${table.blockedSide} is null or ${table.blockedSide} in ('volunteer', 'organization', 'center')`,
    ),
    check(
      'conversations_kind_parties',
      sql`(${table.kind} = 'application' and ${table.applicationId} is not null and ${table.volunteerUserId} is not null and ${table.volunteerCenterId} is null)
        or (${table.kind} = 'organization_center' and ${table.applicationId} is null and ${table.volunteerUserId} is null and ${table.volunteerCenterId} is not null)`,
    ),
    foreignKey({
      name: 'conversations_application_id_fk',
      columns: [table.tenantId, table.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversations_organization_id_fk',
      columns: [table.tenantId, table.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversations_volunteer_user_id_fk',
      columns: [table.tenantId, table.volunteerUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversations_volunteer_center_id_fk',
      columns: [table.tenantId, table.volunteerCenterId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversations_closed_by_user_id_fk',
      columns: [table.tenantId, table.closedByUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
  ],
);

/** One message of a conversation: plain text, and the ids of files uploaded through /api/v1/file_uploads. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    /** Null once the author's account is deleted (the message stays for the other side). */
    authorUserId: bigint('author_user_id', { mode: 'number' }),
    /** The side the author wrote for. */
    authorSide: text('author_side', { enum: conversationSides }).notNull(),
    body: text('body').notNull(),
    attachmentIds: uuid('attachment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('conversation_messages_conversation_index').on(table.tenantId, table.conversationId, table.id.desc()),
    index('conversation_messages_author_index').on(table.tenantId, table.authorUserId, table.createdAt.desc()),
    check('conversation_messages_side_values', sql`${table.authorSide} in ('volunteer', 'organization', 'center')`),
    foreignKey({
      name: 'conversation_messages_conversation_id_fk',
      columns: [table.tenantId, table.conversationId],
      foreignColumns: [conversations.tenantId, conversations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversation_messages_author_user_id_fk',
      columns: [table.tenantId, table.authorUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
  ],
);

/** Up to when a participant has read a conversation (its unread count starts after it). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.conversationId, table.userId] }),
    index('conversation_reads_user_index').on(table.tenantId, table.userId),
    foreignKey({
      name: 'conversation_reads_conversation_id_fk',
      columns: [table.tenantId, table.conversationId],
      foreignColumns: [conversations.tenantId, conversations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversation_reads_user_id_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/** A participant's report of a conversation, and whether they blocked it with it. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    reporterUserId: bigint('reporter_user_id', { mode: 'number' }),
    reporterSide: text('reporter_side', { enum: conversationSides }).notNull(),
    reason: text('reason').notNull(),
    blocks: boolean('blocks').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('conversation_reports_conversation_index').on(table.tenantId, table.conversationId),
    check('conversation_reports_side_values', sql`${table.reporterSide} in ('volunteer', 'organization', 'center')`),
    foreignKey({
      name: 'conversation_reports_conversation_id_fk',
      columns: [table.tenantId, table.conversationId],
      foreignColumns: [conversations.tenantId, conversations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'conversation_reports_reporter_user_id_fk',
      columns: [table.tenantId, table.reporterUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type NewConversationRow = typeof conversations.$inferInsert;
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;
export type ConversationReportRow = typeof conversationReports.$inferSelect;
