import { and, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { applications } from '../applications/applications.schema.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import { users } from '../users/users.schema.ts';
import { vacancies } from '../vacancies/vacancies.schema.ts';
import { volunteerCenters } from '../volunteer-centers/volunteer-centers.schema.ts';
import {
  conversationMessages,
  conversationReads,
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
}

/** A conversation in a list: the record, the asker's unread count and the last message's start. */
export interface ConversationListEntry extends ConversationRecord {
  unreadCount: number;
  lastMessageBody: string | null;
}

/** Whose conversations a list shows: the user's own, their organisations', their centres'. */
export interface ParticipantFilter {
  userId: number;
  organizationIds: number[];
  centerIds: number[];
}

const volunteers = alias(users, 'volunteers');

/** A user's full name, or null when both parts are empty (never the e-mail address). */
export const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), '')`;

const recordColumns = {
  conversation: getTableColumns(conversations),
  organizationName: organizations.name,
  organizationCenterId: organizations.volunteerCenterId,
  volunteerName: fullName(volunteers),
  centerName: volunteerCenters.name,
};

function selectRecords<Extra extends Record<string, SQL.Aliased | SQL>>(scope: TenantScope, extra: Extra) {
  return scope.transaction
    .select({ ...recordColumns, ...extra })
    .from(conversations)
    .innerJoin(
      organizations,
      and(eq(organizations.tenantId, conversations.tenantId), eq(organizations.id, conversations.organizationId)),
    )
    .leftJoin(
      volunteers,
      and(eq(volunteers.tenantId, conversations.tenantId), eq(volunteers.id, conversations.volunteerUserId)),
    )
    .leftJoin(
      volunteerCenters,
      and(
        eq(volunteerCenters.tenantId, conversations.tenantId),
        eq(volunteerCenters.id, conversations.volunteerCenterId),
      ),
    );
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

function participantCondition(filter: ParticipantFilter): SQL {
  const conditions: SQL[] = [eq(conversations.volunteerUserId, filter.userId)];
  if (filter.organizationIds.length > 0) conditions.push(inArray(conversations.organizationId, filter.organizationIds));
  if (filter.centerIds.length > 0) {
    conditions.push(
      and(eq(conversations.kind, 'organization_center'), inArray(conversations.volunteerCenterId, filter.centerIds))!,
    );
  }
  return or(...conditions)!;
}

/** `%term%` for ILIKE, with the pattern's own characters taken literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(
    sql`${conversations.subject} ilike ${pattern}`,
    sql`exists (select 1 from ${conversationMessages} where ${conversationMessages.tenantId} = ${conversations.tenantId}
      and ${conversationMessages.conversationId} = ${conversations.id} and ${conversationMessages.body} ilike ${pattern})`,
  );
}

/**
 * The messages of a conversation the user has not read (others' messages after their last read).
 * Only for queries with a join: Drizzle qualifies the outer columns only there.
 */
function unreadCountOf(userId: number): SQL<number> {
  return sql<number>`(select count(*)::integer from ${conversationMessages}
    where ${conversationMessages.tenantId} = ${conversations.tenantId}
      and ${conversationMessages.conversationId} = ${conversations.id}
      and ${conversationMessages.authorUserId} is distinct from ${userId}
      and ${conversationMessages.createdAt} > coalesce((select ${conversationReads.lastReadAt} from ${conversationReads}
        where ${conversationReads.tenantId} = ${conversations.tenantId}
          and ${conversationReads.conversationId} = ${conversations.id}
          and ${conversationReads.userId} = ${userId}), '-infinity'::timestamptz))`;
}

const lastMessageBody = sql<string | null>`(select left(${conversationMessages.body}, 200) from ${conversationMessages}
  where ${conversationMessages.tenantId} = ${conversations.tenantId}
    and ${conversationMessages.conversationId} = ${conversations.id}
  order by ${conversationMessages.id} desc limit 1)`;

/** One page of the user's conversations, newest activity first, with unread counts; and how many match. */
export async function findConversationsPage(
  scope: TenantScope,
  filter: ParticipantFilter & { search: string | undefined },
  window: { offset: number; limit: number },
): Promise<{ entries: ConversationListEntry[]; total: number }> {
  const where = and(ofTenant(conversations, scope), participantCondition(filter), searchCondition(filter.search));
  const rows = await selectRecords(scope, {
    unreadCount: unreadCountOf(filter.userId).as('unread_count'),
    lastMessageBody: lastMessageBody.as('last_message_body'),
  })
    .where(where)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await scope.transaction.select({ total: count() }).from(conversations).where(where);
  return { entries: rows, total: counted?.total ?? 0 };
}

/** How many messages the user has not read over all their conversations. */
export async function countUnreadMessages(scope: TenantScope, filter: ParticipantFilter): Promise<number> {
  // A join, not a selected subquery: Drizzle leaves a one-table query's selected columns unqualified.
  const [row] = await scope.transaction
    .select({ total: count() })
    .from(conversationMessages)
    .innerJoin(
      conversations,
      and(
        eq(conversations.tenantId, conversationMessages.tenantId),
        eq(conversations.id, conversationMessages.conversationId),
      ),
    )
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.tenantId, conversationMessages.tenantId),
        eq(conversationReads.conversationId, conversationMessages.conversationId),
        eq(conversationReads.userId, filter.userId),
      ),
    )
    .where(
      and(
        ofTenant(conversations, scope),
        participantCondition(filter),
        sql`${conversationMessages.authorUserId} is distinct from ${filter.userId}`,
        sql`${conversationMessages.createdAt} > coalesce(${conversationReads.lastReadAt}, '-infinity'::timestamptz)`,
      ),
    );
  return row?.total ?? 0;
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
