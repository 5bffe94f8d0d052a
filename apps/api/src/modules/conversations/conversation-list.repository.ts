import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import { conversationMessages, conversationReads, conversations } from './conversations.schema.ts';
import {
  countRecords,
  hasReport,
  selectRecords,
  subjectOrNamesMatch,
  type ConversationRecord,
} from './conversations.repository.ts';

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

/** The conversations a centre oversees: those of its organisations, and its own with them ('all': a super admin). */
export interface OversightFilter {
  userId: number;
  oversightCenterIds: number[] | 'all';
  /** Only the conversations a participant reported. */
  reportedOnly: boolean;
}

function oversightCondition(filter: OversightFilter): SQL | undefined {
  const ids = filter.oversightCenterIds;
  const reported = filter.reportedOnly ? hasReport : undefined;
  if (ids === 'all') return reported;
  if (ids.length === 0) return sql`false`;
  return and(
    or(inArray(organizations.volunteerCenterId, ids), inArray(conversations.volunteerCenterId, ids)),
    reported,
  );
}

function isOversight(filter: ParticipantFilter | OversightFilter): filter is OversightFilter {
  return 'oversightCenterIds' in filter;
}

function listCondition(filter: ParticipantFilter | OversightFilter): SQL | undefined {
  return isOversight(filter) ? oversightCondition(filter) : participantCondition(filter);
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

/**
 * The search: subjects and participants' names; a participant's own list also searches the messages
 * of the conversations they take part in. Oversight never searches message bodies: reading a
 * message is the audited step, and a search must not read them around the audit (issue 29 §3).
 */
function searchCondition(filter: ParticipantFilter | OversightFilter, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  if (isOversight(filter)) return subjectOrNamesMatch(pattern);
  return or(
    subjectOrNamesMatch(pattern),
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

/**
 * One page of the user's conversations (or, for oversight, the centre's), newest activity first,
 * with unread counts; and how many match.
 */
export async function findConversationsPage(
  scope: TenantScope,
  filter: (ParticipantFilter | OversightFilter) & { search: string | undefined },
  window: { offset: number; limit: number },
): Promise<{ entries: ConversationListEntry[]; total: number }> {
  const where = and(ofTenant(conversations, scope), listCondition(filter), searchCondition(filter, filter.search));
  const rows = await selectRecords(scope, {
    unreadCount: unreadCountOf(filter.userId).as('unread_count'),
    lastMessageBody: lastMessageBody.as('last_message_body'),
  })
    .where(where)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(window.limit)
    .offset(window.offset);
  return { entries: rows, total: await countRecords(scope, where) };
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
