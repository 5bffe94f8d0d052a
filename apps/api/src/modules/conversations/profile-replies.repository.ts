import { and, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@volunteerly/contracts/applications';
import type { ConversationStatus } from '@volunteerly/contracts/conversations';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { applications } from '../applications/applications.schema.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import { vacancies } from '../vacancies/vacancies.schema.ts';
import { conversationMessages, conversations } from './conversations.schema.ts';

/** One of a volunteer's own reactions: an application, or a message they sent. */
export interface ProfileReplyRow {
  kind: 'application' | 'message';
  id: number;
  title: string;
  organizationName: string;
  status: ApplicationStatus | ConversationStatus;
  excerpt: string;
  /** The conversation a message is in (null for an application). */
  conversationId: number | null;
  createdAt: Date;
}

const excerptLength = 200;

/** One page of the user's applications and sent messages together, newest first, and how many there are. */
export async function findProfileRepliesPage(
  scope: TenantScope,
  userId: number,
  window: { offset: number; limit: number },
): Promise<{ rows: ProfileReplyRow[]; total: number }> {
  const own = scope.transaction
    .select({
      kind: sql<'application' | 'message'>`'application'`.as('kind'),
      id: applications.id,
      title: sql<string>`${vacancies.title}`.as('title'),
      organizationName: sql<string>`${organizations.name}`.as('organization_name'),
      status: sql<string>`${applications.status}`.as('status'),
      excerpt: sql<string>`left(${applications.motivation}, ${excerptLength})`.as('excerpt'),
      conversationId: sql<number | null>`null::bigint`.as('conversation_id'),
      createdAt: sql<Date>`${applications.createdAt}`.as('created_at'),
    })
    .from(applications)
    .innerJoin(vacancies, and(eq(vacancies.tenantId, applications.tenantId), eq(vacancies.id, applications.vacancyId)))
    .innerJoin(
      organizations,
      and(eq(organizations.tenantId, applications.tenantId), eq(organizations.id, applications.organizationId)),
    )
    .where(and(ofTenant(applications, scope), eq(applications.userId, userId)));
  const sent = scope.transaction
    .select({
      kind: sql<'application' | 'message'>`'message'`.as('kind'),
      id: conversationMessages.id,
      title: sql<string>`${conversations.subject}`.as('title'),
      organizationName: sql<string>`${organizations.name}`.as('organization_name'),
      status: sql<string>`${conversations.status}`.as('status'),
      excerpt: sql<string>`left(${conversationMessages.body}, ${excerptLength})`.as('excerpt'),
      conversationId: sql<number | null>`${conversationMessages.conversationId}`.as('conversation_id'),
      createdAt: sql<Date>`${conversationMessages.createdAt}`.as('created_at'),
    })
    .from(conversationMessages)
    .innerJoin(
      conversations,
      and(
        eq(conversations.tenantId, conversationMessages.tenantId),
        eq(conversations.id, conversationMessages.conversationId),
      ),
    )
    .innerJoin(
      organizations,
      and(eq(organizations.tenantId, conversations.tenantId), eq(organizations.id, conversations.organizationId)),
    )
    .where(and(ofTenant(conversationMessages, scope), eq(conversationMessages.authorUserId, userId)));
  const rows = await unionAll(own, sent)
    .orderBy(sql`created_at desc`, sql`kind`, sql`id desc`)
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await scope.transaction
    .select({
      total: sql<number>`(select count(*)::integer from ${applications} where ${applications.tenantId} = ${scope.tenantId} and ${applications.userId} = ${userId})
        + (select count(*)::integer from ${conversationMessages} where ${conversationMessages.tenantId} = ${scope.tenantId} and ${conversationMessages.authorUserId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return {
    rows: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      conversationId: row.conversationId === null ? null : Number(row.conversationId),
      status: row.status as ProfileReplyRow['status'],
      createdAt: new Date(row.createdAt),
    })),
    total: counted?.total ?? 0,
  };
}
