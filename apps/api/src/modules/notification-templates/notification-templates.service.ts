import {
  notificationEvents,
  notificationEventDefinitions,
  type NotificationEvent,
} from '@volunteerly/contracts/notification-events';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import { notificationSampleValues } from '@volunteerly/contracts/notification-templates-samples';
import type { NotificationTemplateTexts } from '@volunteerly/contracts/notification-templates-shipped';
import { userLocales, type UserLocale } from '@volunteerly/contracts/users';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { readAsTenant, withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { FieldValidationError } from '../../platform/http/api-error.ts';
import type { MailBranding } from '../mail/mail-branding.ts';
import type { SampleSite } from './notification-template-check.ts';
import {
  templateCenterForbidden,
  templateCenterUnknown,
  templateCheckBusy,
  templateEventFixed,
  templateExists,
  templateNotFound,
  templatesForbidden,
  templateTooCostly,
} from './notification-templates.errors.ts';
import {
  canEditTemplate,
  canManageNotificationTemplates,
  editableTemplateCenters,
  isOverridableEvent,
} from './notification-templates.policy.ts';
import type { EffectiveTemplate } from './notification-templates.presenter.ts';
import {
  deleteNotificationTemplate,
  findNotificationTemplateById,
  findNotificationTemplates,
  insertNotificationTemplate,
  updateNotificationTemplate,
} from './notification-templates.repository.ts';
import type { NotificationTemplateRow } from './notification-templates.schema.ts';
import type { RenderedNotification } from './template-render-work.ts';
import { plainTextOfTemplate } from './plain-text-of-template.ts';
import type { TemplateRenderer } from './template-renderer.ts';

// A centre's own notification templates (issue 15 §2, issue 29): a saved row overrides the shipped
// default of one event in one language for one centre; deleting it resets the event to the default.

/** A centre of the tenant as the template pages name it. */
export interface TemplateCenter {
  id: number;
  name: string;
}

/** The texts a centre writes: the plain-text mail is made from the HTML one (decision 051). */
export type WrittenTexts = Omit<NotificationTemplateTexts, 'textBody'>;

/** A centre's texts with the plain-text mail made from its HTML body. */
function withPlainText(texts: WrittenTexts): NotificationTemplateTexts {
  return {
    subject: texts.subject,
    htmlBody: texts.htmlBody,
    textBody: plainTextOfTemplate(texts.htmlBody),
    inAppText: texts.inAppText,
  };
}

/** What template work needs of the request: the tenant's centres, the request's own, the checks' means. */
export interface TemplateContext {
  centers: readonly TemplateCenter[];
  /** The centre of the site the request is on. */
  requestCenterId: number | undefined;
  /** Where sample values link and what the site is called. */
  site: SampleSite;
  /** The tenant's own hosts: the only ones a centre's text may link to or load from. */
  allowedHosts: readonly string[];
  renderer: TemplateRenderer;
}

function ensureManages(actor: SignedInUser): void {
  if (!canManageNotificationTemplates(actor, actor.tenantId)) throw templatesForbidden();
}

/** The centres whose templates the actor changes. */
export function editableCenters(actor: SignedInUser, context: Pick<TemplateContext, 'centers'>): TemplateCenter[] {
  return editableTemplateCenters(actor, context.centers);
}

/**
 * The centre a request works on: the one it names (403 when the actor does not govern it, 422 when
 * the tenant has no such centre), else the request's own centre when the actor governs it, else
 * the first centre the actor governs.
 */
function chooseCenter(
  actor: SignedInUser,
  context: TemplateContext,
  named: number | undefined,
  pointer: string,
): number {
  const editable = editableCenters(actor, context);
  if (named !== undefined) {
    if (!context.centers.some((center) => center.id === named)) {
      throw templateCenterUnknown(pointer);
    }
    if (!editable.some((center) => center.id === named)) {
      throw templateCenterForbidden();
    }
    return named;
  }
  const own = editable.find((center) => center.id === context.requestCenterId);
  const chosen = own ?? editable[0];
  if (!chosen) throw templatesForbidden();
  return chosen.id;
}

/** A saved template the actor may change; another centre's does not exist for them. */
async function findEditableTemplate(scope: TenantScope, actor: SignedInUser, templateId: number, lock = false) {
  const template = await findNotificationTemplateById(scope, templateId, lock);
  if (!template || !canEditTemplate(actor, template)) throw templateNotFound();
  return template;
}

function ensureOverridable(event: NotificationEvent): void {
  if (!isOverridableEvent(event)) throw templateEventFixed();
}

/**
 * Checks a centre's texts in the render worker (issue 29): the problems are a 422; a check that
 * overran its time is a 422 too (the text asks too much); a full worker queue is a 503.
 */
async function checkTexts(
  context: TemplateContext,
  input: NotificationTemplateTexts & { event: NotificationEvent; locale: UserLocale },
  preview?: { branding: MailBranding },
): Promise<RenderedNotification | undefined> {
  const shipped = shippedNotificationTemplates[input.event][input.locale];
  const texts: NotificationTemplateTexts = {
    subject: input.subject,
    htmlBody: input.htmlBody,
    textBody: input.textBody,
    inAppText: input.inAppText,
  };
  const outcome = await context.renderer.run({
    kind: 'check',
    event: input.event,
    texts,
    samples: notificationSampleValues(input.event, input.locale, context.site),
    allowedHosts: context.allowedHosts,
    ...(preview
      ? {
          preview: {
            template: { ...shipped, ...texts },
            locale: input.locale,
            branding: preview.branding,
            withheldVariables: notificationEventDefinitions[input.event].secretVariables,
          },
        }
      : {}),
  });
  if (!outcome.ok) {
    if (outcome.error.tooCostly) throw templateTooCostly();
    throw templateCheckBusy();
  }
  if (outcome.value.problems.length > 0) throw new FieldValidationError(outcome.value.problems);
  return outcome.value.preview;
}

/** What the list is narrowed to. */
export interface NotificationTemplateFilters {
  centerId?: number | undefined;
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

/** A centre's templates: every event in every language as it sends them (its own or the default). */
export interface CenterTemplates {
  centerId: number;
  centers: TemplateCenter[];
  templates: EffectiveTemplate[];
}

/** Every event in every language as a centre sends it (its own or the default), filtered. */
export async function listNotificationTemplates(
  database: Database,
  actor: SignedInUser,
  filters: NotificationTemplateFilters,
  context: TemplateContext,
): Promise<CenterTemplates> {
  ensureManages(actor);
  const centerId = chooseCenter(actor, context, filters.centerId, 'filter[volunteer_center_id]');
  const rows = await readAsTenant(database, actor.tenantId, (scope) => findNotificationTemplates(scope, centerId));
  const words = (filters.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const templates = notificationEvents
    .filter((event) => filters.event === undefined || filters.event === event)
    .flatMap((event) =>
      userLocales
        .filter((locale) => filters.locale === undefined || filters.locale === locale)
        .map((locale) => ({ event, locale, row: rows.find((row) => row.event === event && row.locale === locale) })),
    )
    .filter((template) => matches(template, words));
  return { centerId, centers: editableCenters(actor, context), templates };
}

/** One of a centre's own templates (of a centre the actor governs). */
export async function showNotificationTemplate(
  database: Database,
  actor: SignedInUser,
  templateId: number,
): Promise<EffectiveTemplate> {
  ensureManages(actor);
  const row = await readAsTenant(database, actor.tenantId, (scope) => findEditableTemplate(scope, actor, templateId));
  return { event: row.event as NotificationEvent, locale: row.locale as UserLocale, row };
}

/** The shipped default of an event in a language (what an override starts from). */
export function showShippedTemplate(
  actor: SignedInUser,
  event: NotificationEvent,
  locale: UserLocale,
): EffectiveTemplate {
  ensureManages(actor);
  return { event, locale, row: undefined };
}

/**
 * A centre saves its own template of an event in a language (the plain text made from its HTML);
 * 409 when it already has one.
 */
export async function createNotificationTemplate(
  database: Database,
  actor: SignedInUser,
  input: WrittenTexts & { event: NotificationEvent; locale: UserLocale; centerId: number | undefined },
  context: TemplateContext,
): Promise<EffectiveTemplate> {
  ensureManages(actor);
  const centerId = chooseCenter(actor, context, input.centerId, '/data/attributes/volunteer_center_id');
  ensureOverridable(input.event);
  const texts = withPlainText(input);
  await checkTexts(context, { ...texts, event: input.event, locale: input.locale });
  const row = await withTenant(database, actor.tenantId, (scope) =>
    insertNotificationTemplate(scope, {
      ...texts,
      event: input.event,
      locale: input.locale,
      centerId,
      userId: actor.id,
    }),
  );
  if (!row) throw templateExists();
  return { event: input.event, locale: input.locale, row };
}

/**
 * A centre changes texts of its own template; each is checked as a whole with the others, and the
 * plain text is made again from the HTML body.
 */
export async function changeNotificationTemplate(
  database: Database,
  actor: SignedInUser,
  templateId: number,
  changes: Partial<WrittenTexts>,
  context: TemplateContext,
): Promise<EffectiveTemplate> {
  ensureManages(actor);
  // The check runs in the worker before the transaction, so no lock waits on it.
  const current = await readAsTenant(database, actor.tenantId, (scope) =>
    findEditableTemplate(scope, actor, templateId),
  );
  const event = current.event as NotificationEvent;
  ensureOverridable(event);
  const texts = withPlainText({
    subject: changes.subject ?? current.subject,
    htmlBody: changes.htmlBody ?? current.htmlBody,
    inAppText: changes.inAppText ?? current.inAppText,
  });
  await checkTexts(context, { ...texts, event, locale: current.locale as UserLocale });
  const row = await withTenant(database, actor.tenantId, async (scope) => {
    await findEditableTemplate(scope, actor, templateId, true);
    return (await updateNotificationTemplate(scope, templateId, texts, actor.id)) as NotificationTemplateRow;
  });
  return { event, locale: row.locale as UserLocale, row };
}

/** A centre resets an event to the shipped default: its own template goes. */
export async function resetNotificationTemplate(
  database: Database,
  actor: SignedInUser,
  templateId: number,
): Promise<void> {
  ensureManages(actor);
  await withTenant(database, actor.tenantId, async (scope) => {
    const template = await findEditableTemplate(scope, actor, templateId, true);
    await deleteNotificationTemplate(scope, template.id);
  });
}

/**
 * Checks unsaved texts and renders them with sample values in the layout of the centre they are for
 * (`volunteer_center_id`, else the request's): the same rules as saving.
 */
export async function previewNotificationTemplate(
  actor: SignedInUser,
  input: WrittenTexts & { event: NotificationEvent; locale: UserLocale; centerId: number | undefined },
  context: TemplateContext,
  brandingOf: (centerId: number) => Promise<MailBranding>,
): Promise<{ rendered: RenderedNotification; samples: Record<string, unknown> }> {
  ensureManages(actor);
  const centerId = chooseCenter(actor, context, input.centerId, '/data/attributes/volunteer_center_id');
  ensureOverridable(input.event);
  const rendered = await checkTexts(
    context,
    { ...withPlainText(input), event: input.event, locale: input.locale },
    { branding: await brandingOf(centerId) },
  );
  if (!rendered) throw new Error('a preview without problems renders');
  const secret = notificationEventDefinitions[input.event].secretVariables;
  const samples = Object.fromEntries(
    Object.entries(notificationSampleValues(input.event, input.locale, context.site)).filter(
      ([name]) => !secret.includes(name),
    ),
  );
  return { rendered, samples };
}
