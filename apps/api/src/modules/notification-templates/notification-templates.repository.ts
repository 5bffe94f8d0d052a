import { and, asc, eq } from 'drizzle-orm';
import type { NotificationEvent } from '@volunteerly/contracts/notification-events';
import type { NotificationTemplateTexts } from '@volunteerly/contracts/notification-templates-shipped';
import type { UserLocale } from '@volunteerly/contracts/users';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { notificationTemplates, type NotificationTemplateRow } from './notification-templates.schema.ts';

/** The tenant's own templates, by event and language. */
export async function findNotificationTemplates(scope: TenantScope): Promise<NotificationTemplateRow[]> {
  return scope.transaction
    .select()
    .from(notificationTemplates)
    .where(ofTenant(notificationTemplates, scope))
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

/** The tenant's own template of an event in a language, if it has one. */
export async function findNotificationTemplateFor(
  scope: TenantScope,
  event: NotificationEvent,
  locale: UserLocale,
): Promise<NotificationTemplateRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(notificationTemplates)
    .where(
      and(
        ofTenant(notificationTemplates, scope),
        eq(notificationTemplates.event, event),
        eq(notificationTemplates.locale, locale),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Inserts the tenant's template of an event and language; undefined when it already has one (the
 * unique key decides, so two saves at once cannot both insert).
 */
export async function insertNotificationTemplate(
  scope: TenantScope,
  input: NotificationTemplateTexts & { event: NotificationEvent; locale: UserLocale; userId: number },
): Promise<NotificationTemplateRow | undefined> {
  const [row] = await scope.transaction
    .insert(notificationTemplates)
    .values({
      tenantId: scope.tenantId,
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
