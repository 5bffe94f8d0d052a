import {
  notificationEventDefinitions,
  type NotificationChannel,
  type NotificationEvent,
} from '@volunteerly/contracts/notification-events';
import { userLocales, type UserLocale } from '@volunteerly/contracts/users';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { enqueueJob, forgetJobs } from '../../platform/jobs/job-queue.ts';
import type { MailContactPerson } from '../mail/mail-branding.ts';
import { siteTemplateScope, type MailSite } from '../mail/mail-site.ts';
import type { SecretLinkReference } from './secret-links.ts';
import { renderInAppText } from '../notification-templates/render-notification.ts';
import { effectiveChannel } from './notifications.policy.ts';
import { presentLiveNotification } from './notifications.presenter.ts';
import type { NotifyContext } from './notify-context.ts';
import {
  deleteNotificationsAboutPerson,
  deleteNotificationsAboutSubjects,
  findPreferredChannel,
  insertNotification,
} from './notifications.repository.ts';
import type { NotificationSubjectType } from './notifications.schema.ts';

/** The job that renders and sends a notification's mail. */
export const notificationMailJob = 'notification.mail';

/** What the `notification.mail` job carries (JSON). */
export interface NotificationMailPayload {
  event: NotificationEvent;
  locale: UserLocale;
  values: Record<string, unknown>;
  to: string;
  /** The recipient's account (null: a guest); a centre's own template reaches only people it governs. */
  recipientUserId: number | null;
  site: MailSite;
  headers?: Record<string, string>;
  /** Values made when the mail is sent: links with a token (never in the payload itself). */
  secretLinks?: Record<string, SecretLinkReference>;
  /** The one-click unsubscribe address (RFC 8058), made when the mail is sent. */
  listUnsubscribe?: SecretLinkReference;
  /** Whom the mail tells the reader to ask, instead of the centre's contact person. */
  questionsTo?: MailContactPerson;
}

/** Who a notification is for: an account (userId) or only an address (a guest). */
export interface NotificationRecipient {
  userId: number | null;
  email: string;
  locale: UserLocale;
}

/** What a notification is about: a thing of the product (its type and id), named by every caller. */
export interface NotificationSubject {
  type: NotificationSubjectType;
  id: number;
}

/** One event to tell one person about. */
export interface NotifyInput {
  event: NotificationEvent;
  recipient: NotificationRecipient;
  /** What it is about: how erasure and clean-ups find the in-app notification (never by its path). */
  subject: NotificationSubject;
  /** The template's values, in the recipient's language where a value is words. */
  values: Record<string, unknown>;
  /**
   * The values in another language, when some are words in the recipient's (a status in words):
   * the in-app line is stored in every language (issue 31 §5). Without it, `values` serve all.
   */
  valuesIn?: (locale: UserLocale) => Record<string, unknown>;
  /** The app path (e.g. `/applications/12`) the in-app item links to. */
  path?: string;
  /** Extra mail headers (never one that carries a secret: see `listUnsubscribe`). */
  headers?: Record<string, string>;
  /**
   * Template values that are links with a secret token, given as references: the token is made
   * when the mail is sent, so it is never stored in clear (issue 29, hole 4). Only for events that
   * do not show in the app.
   */
  secretLinks?: Record<string, SecretLinkReference>;
  /** The one-click unsubscribe address of a periodic mail, made when it is sent (List-Unsubscribe). */
  listUnsubscribe?: SecretLinkReference;
  /**
   * Whom the mail's "Questions? Contact …" names when it is about a vacancy (issue 31 §5): its
   * contact person, else its organisation's; without one, the centre's contact person.
   */
  questionsTo?: MailContactPerson | undefined;
}

/** Whether a path is one of the app's own (one leading slash, no scheme, no backslash). */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && path.length <= 500;
}

/**
 * Tells a person about an event, inside the transaction of the change that caused it (issue 15,
 * decision 045): reads their preference for it (mandatory events always mail), stores the in-app
 * notification, and queues the `notification.mail` job for the context's site, so both commit or
 * roll back with the change. After the commit it publishes the live message and wakes the worker.
 */
export async function notify(scope: TenantScope, context: NotifyContext, input: NotifyInput): Promise<void> {
  const { services, site } = context;
  const definition = notificationEventDefinitions[input.event];
  const { userId } = input.recipient;
  // Nothing to choose for a mandatory mail that never shows in the app: no preference read.
  const choosable = userId !== null && (definition.inApp || !definition.mandatory);
  const channel: NotificationChannel = choosable
    ? effectiveChannel(input.event, await findPreferredChannel(scope, userId, input.event))
    : 'email';
  const mails = definition.mandatory || channel === 'email' || channel === 'in_app_and_email';
  const inApp = definition.inApp && userId !== null && (channel === 'in_app' || channel === 'in_app_and_email');
  const path = input.path !== undefined && isAppPath(input.path) ? input.path : null;
  if (definition.inApp && (input.secretLinks !== undefined || input.listUnsubscribe !== undefined)) {
    throw new Error(`${input.event} shows in the app: it cannot carry a secret link`);
  }

  const texts: Partial<Record<UserLocale, string>> = {};
  if (inApp) {
    // One at a time: the transaction is one connection.
    for (const locale of userLocales) {
      texts[locale] = await renderInAppText(scope, services.templateRenderer, {
        event: input.event,
        locale,
        values: locale === input.recipient.locale ? input.values : (input.valuesIn?.(locale) ?? input.values),
        recipientUserId: userId,
        ...siteTemplateScope(site),
      });
    }
  }
  const stored = inApp
    ? await insertNotification(scope, {
        userId,
        event: input.event,
        text: texts[input.recipient.locale] ?? '',
        texts,
        path,
        subjectType: input.subject.type,
        subjectId: input.subject.id,
        values: input.values,
      })
    : undefined;
  if (mails) {
    const payload: NotificationMailPayload = {
      event: input.event,
      locale: input.recipient.locale,
      values: input.values,
      to: input.recipient.email,
      recipientUserId: userId,
      site,
      ...(input.headers ? { headers: input.headers } : {}),
      ...(input.secretLinks ? { secretLinks: input.secretLinks } : {}),
      ...(input.listUnsubscribe ? { listUnsubscribe: input.listUnsubscribe } : {}),
      ...(input.questionsTo ? { questionsTo: input.questionsTo } : {}),
    };
    await enqueueJob(scope.transaction, {
      name: notificationMailJob,
      tenantId: scope.tenantId,
      payload: payload as unknown as Record<string, unknown>,
    });
  }

  const afterCommit = () => {
    if (stored) {
      services.liveNotifications.publish({
        tenantId: scope.tenantId,
        userId: stored.userId,
        type: 'notification',
        data: presentLiveNotification(stored),
      });
    }
    if (mails) services.jobs.wake();
  };
  // A scope without a transaction (a read scope) has stored each statement already.
  if (scope.afterCommit) scope.afterCommit(afterCommit);
  else afterCommit();
}

/**
 * Forgets the mail notifications to a person's addresses (an erased account): the queued and sent
 * `notification.mail` jobs naming them. Their in-app notifications go with the account (cascade).
 */
export async function forgetNotificationMailsTo(scope: TenantScope, addresses: readonly string[]): Promise<void> {
  await forgetJobs(scope.transaction, {
    name: notificationMailJob,
    tenantId: scope.tenantId,
    payloadKey: 'to',
    payloadValues: addresses,
  });
}

/**
 * Forgets what the app told anyone about a person who is erased: the notifications about them,
 * their applications and their conversations as the volunteer (which name them), found by their
 * subjects. Their own notifications go with the account (cascade).
 */
export async function forgetNotificationsAbout(scope: TenantScope, userId: number): Promise<void> {
  await deleteNotificationsAboutPerson(scope, userId);
}

/** Forgets everyone's notifications about these things (a module erasing or deleting them). */
export async function forgetNotificationsAboutSubjects(
  scope: TenantScope,
  subjectType: NotificationSubjectType,
  subjectIds: readonly number[],
): Promise<void> {
  await deleteNotificationsAboutSubjects(scope, subjectType, subjectIds);
}
