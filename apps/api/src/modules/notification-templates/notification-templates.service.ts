import { notificationEvents, type NotificationEvent } from '@volunteerly/contracts/notification-events';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import type { NotificationTemplateTexts } from '@volunteerly/contracts/notification-templates-shipped';
import { userLocales, type UserLocale } from '@volunteerly/contracts/users';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { readAsTenant, withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { ApiError } from '../../platform/http/api-error.ts';
import { checkNotificationTemplate, type SampleSite } from './notification-template-check.ts';
import { canManageNotificationTemplates } from './notification-templates.policy.ts';
import type { EffectiveTemplate } from './notification-templates.presenter.ts';
import {
  deleteNotificationTemplate,
  findNotificationTemplateById,
  findNotificationTemplates,
  insertNotificationTemplate,
  updateNotificationTemplate,
} from './notification-templates.repository.ts';
import type { NotificationTemplateRow } from './notification-templates.schema.ts';

// A centre's own notification templates (issue 15 §2): a saved row overrides the shipped default
// of one event in one language; deleting it resets the event to the default.

function forbidden(): ApiError {
  return new ApiError({ statusCode: 403, code: 'forbidden', titleKey: 'notification_templates.errors.forbidden' });
}

function notFound(): ApiError {
  return new ApiError({
    statusCode: 404,
    code: 'notification_template_not_found',
    titleKey: 'notification_templates.errors.not_found',
  });
}

function ensureManages(actor: SignedInUser, tenantId: number): void {
  if (!canManageNotificationTemplates(actor, tenantId)) throw forbidden();
}

async function findTemplateOr404(scope: TenantScope, templateId: number, lock = false) {
  const template = await findNotificationTemplateById(scope, templateId, lock);
  if (!template) throw notFound();
  return template;
}

/** What the list is narrowed to. */
export interface NotificationTemplateFilters {
  event?: NotificationEvent | undefined;
  locale?: UserLocale | undefined;
  search?: string | undefined;
}

function matches(template: EffectiveTemplate, words: string[]): boolean {
  if (words.length === 0) return true;
  const texts = template.row ?? shippedNotificationTemplates[template.event][template.locale];
  const haystack = [template.event, template.event.replace(/_/g, ' '), texts.subject, texts.inAppText, texts.textBody]
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Every event in every language as the tenant sends it (its own or the default), filtered. */
export async function listNotificationTemplates(
  database: Database,
  actor: SignedInUser,
  filters: NotificationTemplateFilters,
): Promise<EffectiveTemplate[]> {
  ensureManages(actor, actor.tenantId);
  const rows = await readAsTenant(database, actor.tenantId, findNotificationTemplates);
  const words = (filters.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return notificationEvents
    .filter((event) => filters.event === undefined || filters.event === event)
    .flatMap((event) =>
      userLocales
        .filter((locale) => filters.locale === undefined || filters.locale === locale)
        .map((locale) => ({
          event,
          locale,
          row: rows.find((row) => row.event === event && row.locale === locale),
        })),
    )
    .filter((template) => matches(template, words));
}

/** One of the tenant's own templates. */
export async function showNotificationTemplate(
  database: Database,
  actor: SignedInUser,
  templateId: number,
): Promise<EffectiveTemplate> {
  ensureManages(actor, actor.tenantId);
  const row = await readAsTenant(database, actor.tenantId, (scope) => findTemplateOr404(scope, templateId));
  return { event: row.event as NotificationEvent, locale: row.locale as UserLocale, row };
}

/** The shipped default of an event in a language (what an override starts from). */
export function showShippedTemplate(
  actor: SignedInUser,
  event: NotificationEvent,
  locale: UserLocale,
): EffectiveTemplate {
  ensureManages(actor, actor.tenantId);
  return { event, locale, row: undefined };
}

/** The centre saves its own template of an event in a language; 409 when it already has one. */
export async function createNotificationTemplate(
  database: Database,
  actor: SignedInUser,
  input: NotificationTemplateTexts & { event: NotificationEvent; locale: UserLocale },
  site: SampleSite,
): Promise<EffectiveTemplate> {
  ensureManages(actor, actor.tenantId);
  checkNotificationTemplate(input.event, input.locale, input, site);
  const row = await withTenant(database, actor.tenantId, (scope) =>
    insertNotificationTemplate(scope, { ...input, userId: actor.id }),
  );
  if (!row) {
    throw new ApiError({
      statusCode: 409,
      code: 'notification_template_exists',
      titleKey: 'notification_templates.errors.exists',
      source: { pointer: '/data/attributes/event' },
    });
  }
  return { event: input.event, locale: input.locale, row };
}

/** The centre changes texts of its own template; each is checked as a whole with the others. */
export async function changeNotificationTemplate(
  database: Database,
  actor: SignedInUser,
  templateId: number,
  changes: Partial<NotificationTemplateTexts>,
  site: SampleSite,
): Promise<EffectiveTemplate> {
  ensureManages(actor, actor.tenantId);
  const row = await withTenant(database, actor.tenantId, async (scope) => {
    const current = await findTemplateOr404(scope, templateId, true);
    const texts: NotificationTemplateTexts = {
      subject: changes.subject ?? current.subject,
      htmlBody: changes.htmlBody ?? current.htmlBody,
      textBody: changes.textBody ?? current.textBody,
      inAppText: changes.inAppText ?? current.inAppText,
    };
    checkNotificationTemplate(current.event as NotificationEvent, current.locale as UserLocale, texts, site);
    return (await updateNotificationTemplate(scope, current.id, texts, actor.id)) as NotificationTemplateRow;
  });
  return { event: row.event as NotificationEvent, locale: row.locale as UserLocale, row };
}

/** The centre resets an event to the shipped default: its own template goes. */
export async function resetNotificationTemplate(
  database: Database,
  actor: SignedInUser,
  templateId: number,
): Promise<void> {
  ensureManages(actor, actor.tenantId);
  await withTenant(database, actor.tenantId, async (scope) => {
    const template = await findTemplateOr404(scope, templateId, true);
    await deleteNotificationTemplate(scope, template.id);
  });
}

/** Checks unsaved texts for a preview (same rules as saving). */
export function checkPreview(
  actor: SignedInUser,
  input: NotificationTemplateTexts & { event: NotificationEvent; locale: UserLocale },
  site: SampleSite,
): void {
  ensureManages(actor, actor.tenantId);
  checkNotificationTemplate(input.event, input.locale, input, site);
}
