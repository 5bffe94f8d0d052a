import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { applications } from '../applications/applications.schema.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import { users } from '../users/users.schema.ts';
import { vacancies } from '../vacancies/vacancies.schema.ts';
import { volunteerCenters } from '../volunteer-centers/volunteer-centers.schema.ts';
import {
  conversationReports,
  conversations,
  type ConversationRow,
  type NewConversationRow,
} from './conversations.schema.ts';

/** A conversation with the names shown beside it. */
export interface ConversationRecord {
  conversation: ConversationRow;
  organizationName: string;
  /** The centre the organisation belongs to now. */
  organizationCenterId: number;
  volunteerName: string | null;
  centerName: string | null;
  /** Whether a participant has reported it to the centre. */
  reported: boolean;
}

const volunteers = alias(users, 'volunteers');

/** A user's full name, or null when both parts are empty (never the e-mail address). */
export const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), '')`;

/** Whether the conversation has a report (spelled out: the outer columns must stay qualified). */
export const hasReport = sql<boolean>`exists (select 1 from ${conversationReports}
  where ${conversationReports.tenantId} = "conversations"."tenant_id"
    and ${conversationReports.conversationId} = "conversations"."id")`;

const recordColumns = {
  conversation: getTableColumns(conversations),
  organizationName: organizations.name,
  organizationCenterId: organizations.volunteerCenterId,
  volunteerName: fullName(volunteers),
  centerName: volunteerCenters.name,
  reported: hasReport,
};

// The joins that give a conversation its names; records and their counts share them.
const organizationJoin = and(
  eq(organizations.tenantId, conversations.tenantId),
  eq(organizations.id, conversations.organizationId),
);
const volunteerJoin = and(
  eq(volunteers.tenantId, conversations.tenantId),
  eq(volunteers.id, conversations.volunteerUserId),
);
const centerJoin = and(
  eq(volunteerCenters.tenantId, conversations.tenantId),
  eq(volunteerCenters.id, conversations.volunteerCenterId),
);

/** The FROM clause of conversation records (callers add conditions, order and limits). */
export function selectRecords<Extra extends Record<string, SQL.Aliased | SQL>>(scope: TenantScope, extra: Extra) {
  return scope.transaction
    .select({ ...recordColumns, ...extra })
    .from(conversations)
    .innerJoin(organizations, organizationJoin)
    .leftJoin(volunteers, volunteerJoin)
    .leftJoin(volunteerCenters, centerJoin);
}

/** How many conversation records meet a condition written for `selectRecords`. */
export async function countRecords(scope: TenantScope, where: SQL | undefined): Promise<number> {
  const [row] = await scope.transaction
    .select({ total: count() })
    .from(conversations)
    .innerJoin(organizations, organizationJoin)
    .leftJoin(volunteers, volunteerJoin)
    .leftJoin(volunteerCenters, centerJoin)
    .where(where);
  return row?.total ?? 0;
}

/**
 * Whether the subject or a participant's name (the volunteer's, the organisation's, the centre's)
 * matches an ILIKE pattern; for queries built on `selectRecords`.
 */
export function subjectOrNamesMatch(pattern: string): SQL {
  return sql`(${conversations.subject} ilike ${pattern} or ${organizations.name} ilike ${pattern}
    or ${fullName(volunteers)} ilike ${pattern} or ${volunteerCenters.name} ilike ${pattern})`;
}

/** A conversation of the scope's tenant with its names. */
export async function findConversationRecord(
  scope: TenantScope,
  conversationId: number,
): Promise<ConversationRecord | undefined> {
  const [row] = await selectRecords(scope, {})
    .where(and(ofTenant(conversations, scope), eq(conversations.id, conversationId)))
    .limit(1);
  return row;
}

/** Locks a conversation's row for the rest of the transaction (writes to it must not interleave). */
export async function lockConversation(scope: TenantScope, conversationId: number): Promise<void> {
  await scope.transaction
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(ofTenant(conversations, scope), eq(conversations.id, conversationId)))
    .for('update');
}

/** What starting an application's conversation needs to know of the application. */
export interface ApplicationForConversation {
  id: number;
  tenantId: number;
  userId: number | null;
  organizationId: number;
  organizationCenterId: number;
  confirmed: boolean;
  vacancyTitle: string;
}

/** An application of the scope's tenant, with its vacancy's title and its organisation's centre. */
export async function findApplicationForConversation(
  scope: TenantScope,
  applicationId: number,
): Promise<ApplicationForConversation | undefined> {
  const [row] = await scope.transaction
    .select({
      id: applications.id,
      tenantId: applications.tenantId,
      userId: applications.userId,
      organizationId: applications.organizationId,
      organizationCenterId: organizations.volunteerCenterId,
      confirmed: sql<boolean>`${applications.confirmedAt} is not null`,
      vacancyTitle: vacancies.title,
    })
    .from(applications)
    .innerJoin(vacancies, and(eq(vacancies.tenantId, applications.tenantId), eq(vacancies.id, applications.vacancyId)))
    .innerJoin(
      organizations,
      and(eq(organizations.tenantId, applications.tenantId), eq(organizations.id, applications.organizationId)),
    )
    .where(and(ofTenant(applications, scope), eq(applications.id, applicationId)))
    .limit(1);
  return row;
}

/** An organisation of the scope's tenant with its centre (for an organisation–centre conversation). */
export async function findOrganizationForConversation(
  scope: TenantScope,
  organizationId: number,
): Promise<{ id: number; tenantId: number; volunteerCenterId: number } | undefined> {
  const [row] = await scope.transaction
    .select({
      id: organizations.id,
      tenantId: organizations.tenantId,
      volunteerCenterId: organizations.volunteerCenterId,
    })
    .from(organizations)
    .where(and(ofTenant(organizations, scope), eq(organizations.id, organizationId)))
    .limit(1);
  return row;
}

/**
 * The id of an application's conversation, after waiting for any other transaction starting it:
 * two starts at once make one conversation.
 */
export async function findApplicationConversationIdLocked(
  scope: TenantScope,
  applicationId: number,
): Promise<number | undefined> {
  await scope.transaction.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`conversations_application:${scope.tenantId}:${applicationId}`}, 0))`,
  );
  const [row] = await scope.transaction
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(ofTenant(conversations, scope), eq(conversations.applicationId, applicationId)))
    .limit(1);
  return row?.id;
}

/** Inserts a conversation. */
export async function insertConversation(
  scope: TenantScope,
  values: Omit<NewConversationRow, 'tenantId' | 'id'>,
): Promise<ConversationRow> {
  const [row] = await scope.transaction
    .insert(conversations)
    .values({ ...values, tenantId: scope.tenantId })
    .returning();
  if (!row) throw new Error('conversation insert returned nothing');
  return row;
}

/** Changes a conversation's own columns. */
export async function updateConversationRow(
  scope: TenantScope,
  conversationId: number,
  changes: Partial<Pick<ConversationRow, 'status' | 'closedAt' | 'closedByUserId' | 'blockedSide' | 'lastMessageAt'>>,
): Promise<void> {
  await scope.transaction
    .update(conversations)
    .set(changes)
    .where(and(ofTenant(conversations, scope), eq(conversations.id, conversationId)));
}
