import type { z } from 'zod';
import { errorEnvelopeSchema } from './json-api-schemas.ts';
import {
  applicationDocumentSchema,
  applicationListDocumentSchema,
  applicationNoteDocumentSchema,
  confirmedApplicationDocumentSchema,
  submittedApplicationDocumentSchema,
} from './resources/applications.ts';
import {
  messageAnswerSchema,
  passwordUpdatedAnswerSchema,
  sessionListDocumentSchema,
  signedOutAnswerSchema,
  signUpAnswerSchema,
} from './resources/auth.ts';
import {
  conversationDocumentSchema,
  conversationListDocumentSchema,
  conversationMessageDocumentSchema,
  conversationThreadDocumentSchema,
  profileReplyListDocumentSchema,
} from './conversations-resources.ts';
import { capturedMailListDocumentSchema } from './resources/captured-mails.ts';
import { jobDocumentSchema, jobListDocumentSchema } from './resources/jobs.ts';
import { dashboardDocumentSchema } from './resources/dashboard.ts';
import { digestRunDocumentSchema, digestSubscriptionDocumentSchema } from './digests-schemas.ts';
import { fileUploadDocumentSchema } from './resources/file-uploads.ts';
import { healthAnswerSchema } from './resources/health.ts';
import { organizationListDocumentSchema } from './resources/organization-list.ts';
import {
  currentOrganizationListDocumentSchema,
  invitationForInviteeDocumentSchema,
  organizationDocumentSchema,
  organizationInvitationListDocumentSchema,
  organizationSummaryDocumentSchema,
  sentInvitationDocumentSchema,
} from './resources/organizations.ts';
import {
  notificationTemplateDocumentSchema,
  notificationTemplateListDocumentSchema,
  notificationTemplatePreviewDocumentSchema,
} from './resources/notification-templates.ts';
import {
  notificationDocumentSchema,
  notificationListDocumentSchema,
  notificationPreferenceListDocumentSchema,
  notificationUnreadCountDocumentSchema,
} from './notifications.ts';
import { partnerListDocumentSchema } from './resources/partners.ts';
import {
  searchSynonymGroupDocumentSchema,
  searchSynonymGroupListDocumentSchema,
} from './resources/search-synonym-groups.ts';
import { tagDocumentSchema, tagListDocumentSchema } from './resources/tags.ts';
import { tenantDocumentSchema } from './resources/tenants.ts';
import {
  accountDocumentSchema,
  currentUserDocumentSchema,
  signedInDocumentSchema,
  userDocumentSchema,
  userListDocumentSchema,
} from './resources/users.ts';
import {
  bulkUpdatedVacanciesDocumentSchema,
  favoriteDocumentSchema,
  similarVacanciesDocumentSchema,
  vacancyDocumentSchema,
  vacancyListDocumentSchema,
  vacancySearchDocumentSchema,
} from './resources/vacancies.ts';
import {
  volunteerCenterDocumentSchema,
  volunteerCenterListDocumentSchema,
  volunteerCenterProfileDocumentSchema,
} from './resources/volunteer-centers.ts';
import { appConfigSchema } from './tenancy.ts';

/**
 * What an operation answers on success, per status: a document schema in the
 * contract's camelCase (the wire carries its snake_case form, see
 * `toWireSchema`), `null` for an answer without a body, or `{ verbatim }` for a
 * JSON body sent without the casing conversion. Bodies of other media types
 * (CSV, feeds, stored files) are not listed.
 */
export type OperationResponse = z.ZodType | null | { verbatim: z.ZodType };

/**
 * Every JSON operation of the API, keyed 'METHOD /path' with Fastify's `:param`
 * placeholders, and its success answers. The API's routes declare exactly these
 * (a test in apps/api compares them); the web's test doubles answer only what
 * is listed here, in these shapes, so a web test cannot pass against an answer
 * the API never sends.
 */
export const operationResponses = {
  'GET /api/health': { 200: healthAnswerSchema },
  'GET /app-config.json': { 200: { verbatim: appConfigSchema } },

  'POST /auth': { 200: signUpAnswerSchema },
  'POST /auth/sign_in': { 200: signedInDocumentSchema },
  'DELETE /auth/sign_out': { 200: signedOutAnswerSchema },
  'POST /auth/password': { 200: messageAnswerSchema },
  'PUT /auth/password': { 200: passwordUpdatedAnswerSchema },
  'POST /api/v1/confirm': { 200: accountDocumentSchema },
  'PUT /api/v1/current_user/email': { 200: accountDocumentSchema },
  'GET /api/v1/sessions': { 200: sessionListDocumentSchema },
  'DELETE /api/v1/sessions': { 204: null },
  'DELETE /api/v1/sessions/:id': { 204: null },
  'POST /api/v1/sign_in_as_user': { 200: userDocumentSchema },

  'GET /api/v1/current_user': { 200: currentUserDocumentSchema },
  'PATCH /api/v1/current_user': { 200: currentUserDocumentSchema },
  'DELETE /api/v1/current_user': { 204: null },
  'GET /api/v1/users': { 200: userListDocumentSchema },
  'POST /api/v1/users': { 201: userDocumentSchema },
  'GET /api/v1/users/:id': { 200: userDocumentSchema },
  'PATCH /api/v1/users/:id': { 200: userDocumentSchema },
  'DELETE /api/v1/users/:id': { 204: null },
  'PUT /api/v1/users/:id/add_role': { 200: userDocumentSchema },
  'DELETE /api/v1/users/:id/remove_role': { 200: userDocumentSchema },
  'POST /api/v1/users/:id/resend_confirmation_instructions': { 200: userDocumentSchema },

  'GET /api/v1/tenants/current': { 200: tenantDocumentSchema },
  'GET /api/v1/volunteer_centers': { 200: volunteerCenterListDocumentSchema },
  'GET /api/v1/volunteer_centers/current': { 200: volunteerCenterDocumentSchema },
  'PATCH /api/v1/volunteer_centers/current/profile': { 200: volunteerCenterProfileDocumentSchema },
  'GET /api/v1/partners': { 200: partnerListDocumentSchema },
  'GET /api/v1/dashboard': { 200: dashboardDocumentSchema },
  'GET /api/v1/dev/mails': { 200: capturedMailListDocumentSchema },
  'GET /api/v1/dev/jobs': { 200: jobListDocumentSchema },
  'POST /api/v1/dev/jobs/:id/retry': { 200: jobDocumentSchema },
  'POST /api/v1/file_uploads': { 201: fileUploadDocumentSchema },

  'GET /api/v1/current_organization': { 200: organizationDocumentSchema },
  'GET /api/v1/current_organizations': { 200: currentOrganizationListDocumentSchema },
  'GET /api/v1/organizations': { 200: organizationListDocumentSchema },
  'POST /api/v1/organizations': { 201: organizationDocumentSchema },
  'POST /api/v1/organizations/signup': { 201: organizationDocumentSchema },
  'GET /api/v1/organizations/:id': { 200: organizationDocumentSchema },
  'PUT /api/v1/organizations/:id': { 200: organizationDocumentSchema },
  'PATCH /api/v1/organizations/:id': { 200: organizationDocumentSchema },
  'DELETE /api/v1/organizations/:id': { 204: null },
  'PUT /api/v1/organizations/:id/approve': { 200: organizationDocumentSchema },
  'PUT /api/v1/organizations/:id/move': { 200: organizationDocumentSchema },
  'GET /api/v1/organizations/:id/invitations': { 200: organizationInvitationListDocumentSchema },
  'DELETE /api/v1/organizations/:id/invitations/:invitation_id': { 204: null },
  'POST /api/v1/organizations/:id/members': { 202: sentInvitationDocumentSchema },
  'POST /api/v1/organization_invitations/lookup': { 200: invitationForInviteeDocumentSchema },
  'POST /api/v1/organization_invitations/accept': { 200: organizationSummaryDocumentSchema },
  'POST /api/v1/organization_invitations/decline': { 204: null },

  'GET /api/v1/tags': { 200: tagListDocumentSchema },
  'POST /api/v1/tags': { 201: tagDocumentSchema },
  'PATCH /api/v1/tags/:id': { 200: tagDocumentSchema },
  'DELETE /api/v1/tags/:id': { 204: null },
  'POST /api/v1/tags/:id/merge': { 200: tagDocumentSchema },
  'GET /api/v1/search_synonym_groups': { 200: searchSynonymGroupListDocumentSchema },
  'POST /api/v1/search_synonym_groups': { 201: searchSynonymGroupDocumentSchema },
  'PATCH /api/v1/search_synonym_groups/:id': { 200: searchSynonymGroupDocumentSchema },
  'DELETE /api/v1/search_synonym_groups/:id': { 204: null },

  'GET /api/v1/notifications': { 200: notificationListDocumentSchema },
  'GET /api/v1/notifications/unread_count': { 200: notificationUnreadCountDocumentSchema },
  'POST /api/v1/notifications/mark_all_read': { 200: notificationUnreadCountDocumentSchema },
  'PATCH /api/v1/notifications/:id': { 200: notificationDocumentSchema },
  'GET /api/v1/notification_preferences': { 200: notificationPreferenceListDocumentSchema },
  'PUT /api/v1/notification_preferences': { 200: notificationPreferenceListDocumentSchema },
  'GET /api/v1/notification_templates': { 200: notificationTemplateListDocumentSchema },
  'GET /api/v1/notification_templates/defaults': { 200: notificationTemplateDocumentSchema },
  'GET /api/v1/notification_templates/:id': { 200: notificationTemplateDocumentSchema },
  'POST /api/v1/notification_templates': { 201: notificationTemplateDocumentSchema },
  'POST /api/v1/notification_templates/preview': { 200: notificationTemplatePreviewDocumentSchema },
  'PATCH /api/v1/notification_templates/:id': { 200: notificationTemplateDocumentSchema },
  'DELETE /api/v1/notification_templates/:id': { 204: null },

  'GET /api/v1/vacancies': { 200: vacancyListDocumentSchema },
  'POST /api/v1/vacancies': { 201: vacancyDocumentSchema },
  'GET /api/v1/vacancies/search': { 200: vacancySearchDocumentSchema },
  'PUT /api/v1/vacancies/bulk_update': { 200: bulkUpdatedVacanciesDocumentSchema },
  'GET /api/v1/vacancies/:id': { 200: vacancyDocumentSchema },
  'PUT /api/v1/vacancies/:id': { 200: vacancyDocumentSchema },
  'PATCH /api/v1/vacancies/:id': { 200: vacancyDocumentSchema },
  'DELETE /api/v1/vacancies/:id': { 204: null },
  'PUT /api/v1/vacancies/:id/status': { 200: vacancyDocumentSchema },
  'POST /api/v1/vacancies/:id/favorite': { 200: favoriteDocumentSchema },
  'DELETE /api/v1/vacancies/:id/favorite': { 204: null },
  'GET /api/v1/vacancies/:id/similar': { 200: similarVacanciesDocumentSchema },

  'GET /api/v1/applications': { 200: applicationListDocumentSchema },
  'POST /api/v1/applications': { 201: submittedApplicationDocumentSchema },
  'POST /api/v1/applications/confirm': { 200: confirmedApplicationDocumentSchema },
  'GET /api/v1/applications/:id': { 200: applicationDocumentSchema },
  'PUT /api/v1/applications/:id/status': { 200: applicationDocumentSchema },
  'POST /api/v1/applications/:id/undo_status': { 200: applicationDocumentSchema },
  'POST /api/v1/applications/:id/notes': { 201: applicationNoteDocumentSchema },

  'GET /api/v1/digest_subscription': { 200: digestSubscriptionDocumentSchema },
  'POST /api/v1/digest_subscription/unsubscribe': { 200: digestSubscriptionDocumentSchema },
  'POST /api/v1/digests/run': { 200: digestRunDocumentSchema },

  'GET /api/v1/conversations': { 200: conversationListDocumentSchema },
  'POST /api/v1/conversations': { 200: conversationDocumentSchema, 201: conversationDocumentSchema },
  'GET /api/v1/conversations/:id': { 200: conversationThreadDocumentSchema },
  'POST /api/v1/conversations/:id/messages': { 201: conversationMessageDocumentSchema },
  'POST /api/v1/conversations/:id/read': { 204: null },
  'POST /api/v1/conversations/:id/report': { 200: conversationDocumentSchema },
  'PUT /api/v1/conversations/:id/close': { 200: conversationDocumentSchema },
  'GET /api/v1/profile_replies': { 200: profileReplyListDocumentSchema },
} as const satisfies Record<string, Record<number, OperationResponse>>;

/**
 * The operations that answer in another media type than JSON (CSV, feeds,
 * a download of one's data, stored files): the web's test doubles may answer
 * them with any body, but only these paths.
 */
export const mediaOperations = [
  'GET /api/v1/applications/export.csv',
  'GET /api/v1/vacancies/feed.atom',
  'GET /api/v1/vacancies/feed.rss',
  'GET /api/v1/current_user/export',
  'GET /uploads/:name',
  'GET /api/v1/conversations/:id/attachments/:upload_id',
  'GET /api/v1/notifications/stream',
] as const;

/** An operation's key, e.g. 'GET /api/v1/vacancies/:id'. */
export type OperationKey = keyof typeof operationResponses;

/** What every failed call answers with (JSON:API errors, or devise's strings on /auth). */
export const operationErrorSchema = errorEnvelopeSchema;

/** The operation a request goes to: its key, matched on method and path (`:param` is one path segment). */
export function findOperation<K extends string = OperationKey>(
  method: string,
  path: string,
  keys: readonly K[] = Object.keys(operationResponses) as K[],
): K | undefined {
  const wanted = `${method.toUpperCase()} ${path}`;
  // A literal segment wins over a placeholder (`/vacancies/search` before `/vacancies/:id`), as in the router.
  return (
    keys.find((key) => key === wanted) ??
    keys.find((key) => new RegExp(`^${key.replace(/\./g, '\\.').replace(/:[a-z_]+/g, '[^/]+')}$`).test(wanted))
  );
}
