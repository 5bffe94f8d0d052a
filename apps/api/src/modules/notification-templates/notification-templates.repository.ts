import { and, asc, eq, sql } from 'drizzle-orm';
import type { NotificationEvent } from '@volunteerly/contracts/notification-events';
import type { NotificationTemplateTexts } from '@volunteerly/contracts/notification-templates-shipped';
import type { UserLocale } from '@volunteerly/contracts/users';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import { userRoles } from '../users/users.schema.ts';
import { notificationTemplates, type NotificationTemplateRow } from './notification-templates.schema.ts';

/** A centre's own templates, by event and language. */
export async function findNotificationTemplates(
  scope: TenantScope,
  centerId: number,
): Promise<NotificationTemplateRow[]> {
  return scope.transaction
    .select()
    .from(notificationTemplates)
    .where(and(ofTenant(notificationTemplates, scope), eq(notificationTemplates.volunteerCenterId, centerId)))
    .orderBy(asc(notificationTemplates.event), asc(notificationTemplates.locale));
}

/** A template of the scope's tenant by id; `lock` keeps it for the rest of the transaction. */
export async function findNotificationTemplateById(
  scope: TenantScope,
  templateId: number,
  lock = false,
): Promise<NotificationTemplateRow | undefined> {
  const query = scope.transaction
    .select()
    .from(notificationTemplates)
    .where(and(ofTenant(notificationTemplates, scope), eq(notificationTemplates.id, templateId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The centre's own template of an event in a language, when it may reach the recipient: someone
 * the centre governs (a guest, a volunteer, the centre's own admins, admins of its organisations).
 * A super admin, or anyone with a role in another centre, always gets the shipped text (issue 29).
 */
export async function findApplicableTemplate(
  scope: TenantScope,
  input: { event: NotificationEvent; locale: UserLocale; centerId: number; recipientUserId: number | null },
): Promise<NotificationTemplateRow | undefined> {
  const outsider =
    input.recipientUserId === null
      ? sql`false`
      : sql`exists (
          select 1 from ${userRoles}
          left join ${organizations}
            on ${organizations.tenantId} = ${userRoles.tenantId}
           and ${userRoles.resourceType} = 'Organization' and ${organizations.id} = ${userRoles.resourceId}
          where ${userRoles.tenantId} = ${scope.tenantId} and ${userRoles.userId} = ${input.recipientUserId}
            and (${userRoles.name} = 'super_admin'
              or (${userRoles.resourceType} = 'VolunteerCenter' and ${userRoles.resourceId} <> ${input.centerId})
              or (${userRoles.resourceType} = 'Organization'
                  and ${organizations.volunteerCenterId} is distinct from ${input.centerId}::bigint)))`;
  const [row] = await scope.transaction
    .select()
    .from(notificationTemplates)
    .where(
      and(
        ofTenant(notificationTemplates, scope),
        eq(notificationTemplates.volunteerCenterId, input.centerId),
        eq(notificationTemplates.event, input.event),
        eq(notificationTemplates.locale, input.locale),
        sql`not ${outsider}`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Inserts a centre's template of an event and language; undefined when it already has one (the
 * unique key decides, so two saves at once cannot both insert).
 */
export async function insertNotificationTemplate(
  scope: TenantScope,
  input: NotificationTemplateTexts & { event: NotificationEvent; locale: UserLocale; centerId: number; userId: number },
): Promise<NotificationTemplateRow | undefined> {
  const [row] = await scope.transaction
    .insert(notificationTemplates)
    .values({
      tenantId: scope.tenantId,
      volunteerCenterId: input.centerId,
      event: input.event,
      locale: input.locale,
      subject: input.subject,
      htmlBody: input.htmlBody,
      textBody: input.textBody,
      inAppText: input.inAppText,
      updatedByUserId: input.userId,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Replaces a template's texts. */
export async function updateNotificationTemplate(
  scope: TenantScope,
  templateId: number,
  texts: NotificationTemplateTexts,
  userId: number,
): Promise<NotificationTemplateRow | undefined> {
  const [row] = await scope.transaction
    .update(notificationTemplates)
    .set({ ...texts, updatedByUserId: userId, updatedAt: new Date() })
    .where(and(ofTenant(notificationTemplates, scope), eq(notificationTemplates.id, templateId)))
    .returning();
  return row;
}

/** Deletes a template: the event goes back to the shipped default. */
export async function deleteNotificationTemplate(scope: TenantScope, templateId: number): Promise<void> {
  await scope.transaction
    .delete(notificationTemplates)
    .where(and(ofTenant(notificationTemplates, scope), eq(notificationTemplates.id, templateId)));
}
