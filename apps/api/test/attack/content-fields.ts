/**
 * What every write operation's body holds for other people to see (issue 29, "what allowed
 * content can reach"): nothing anyone else sees; text only (shown escaped, in pages and mail); or
 * fields of markup (HTML or Liquid) that others' browsers and mail programs render, each with
 * where its links and images may point and whether it may name a variable that carries someone's
 * personal code. A write operation with a body and no entry fails the suite, so the content of
 * the next modules (pages, forms, community posts) is classified when it is added.
 */
export interface MarkupPolicy {
  /** HTML others' browsers and mail programs render, or plain text (where only written-out addresses count). */
  format: 'html' | 'text';
  /** Where links may point: the tenant's own hosts, or anywhere on the web (http, https, mailto). */
  links: 'tenant' | 'any';
  /** Where images may load from: the tenant's own hosts, or nowhere (no images). */
  images: 'tenant' | 'none';
  /** Whether the field is Liquid that may not name a secret variable (a reset or unsubscribe link). */
  refusesSecretVariables: boolean;
}

export type ContentRule =
  | { shown: 'nowhere'; reason: string }
  | { shown: 'as-text' }
  | { shown: 'as-markup'; fields: Record<string, MarkupPolicy> };

const text = { shown: 'as-text' } as const;
const liquidHtml: MarkupPolicy = { format: 'html', links: 'tenant', images: 'tenant', refusesSecretVariables: true };
const liquidText: MarkupPolicy = { format: 'text', links: 'tenant', images: 'none', refusesSecretVariables: true };
const templateFields = {
  '/notification_template/subject': liquidText,
  '/notification_template/html_body': liquidHtml,
  // No text_body: one sent along is ignored, the plain text is made from html_body (decision 051;
  // template-takeover.test.ts checks that what was sent is never stored).
  '/notification_template/in_app_text': liquidText,
};
const vacancyDescription = {
  '/vacancy/description_html': { format: 'html', links: 'any', images: 'none', refusesSecretVariables: false },
} satisfies Record<string, MarkupPolicy>;

export const contentRules: Record<string, ContentRule> = {
  'POST /auth/sign_in': { shown: 'nowhere', reason: 'Credentials only.' },
  'POST /auth': text,
  'POST /auth/password': { shown: 'nowhere', reason: 'An address to send a reset link to.' },
  'PUT /auth/password': { shown: 'nowhere', reason: 'Passwords and a token.' },
  'PUT /api/v1/current_user/email': text,
  'PATCH /api/v1/current_user': text,
  'DELETE /api/v1/current_user': { shown: 'nowhere', reason: 'The password that confirms the erasure.' },
  'POST /api/v1/confirm': { shown: 'nowhere', reason: 'A token from a mail.' },
  'POST /api/v1/users': text,
  'PATCH /api/v1/users/{id}': text,
  'PUT /api/v1/users/{id}/add_role': { shown: 'nowhere', reason: 'A role name and an id.' },
  'DELETE /api/v1/users/{id}/remove_role': { shown: 'nowhere', reason: 'A role name and an id.' },
  'POST /api/v1/sign_in_as_user': { shown: 'nowhere', reason: 'An id.' },
  'POST /api/v1/organizations': text,
  'POST /api/v1/organizations/signup': text,
  'PUT /api/v1/organizations/{id}': text,
  'PATCH /api/v1/organizations/{id}': text,
  'PUT /api/v1/organizations/{id}/approve': text,
  'PUT /api/v1/organizations/{id}/move': { shown: 'nowhere', reason: 'An id.' },
  'POST /api/v1/organizations/{id}/members': text,
  'POST /api/v1/organization_invitations/lookup': { shown: 'nowhere', reason: 'A token from a mail.' },
  'POST /api/v1/organization_invitations/accept': { shown: 'nowhere', reason: 'A token and a password.' },
  'POST /api/v1/organization_invitations/decline': { shown: 'nowhere', reason: 'A token from a mail.' },
  'POST /api/v1/tags': text,
  'PATCH /api/v1/tags/{id}': text,
  'POST /api/v1/tags/{id}/merge': { shown: 'nowhere', reason: 'An id.' },
  'POST /api/v1/search_synonym_groups': text,
  'PATCH /api/v1/search_synonym_groups/{id}': text,
  'POST /api/v1/notification_templates': { shown: 'as-markup', fields: templateFields },
  'POST /api/v1/notification_templates/preview': { shown: 'as-markup', fields: templateFields },
  'PATCH /api/v1/notification_templates/{id}': { shown: 'as-markup', fields: templateFields },
  'POST /api/v1/vacancies': { shown: 'as-markup', fields: vacancyDescription },
  'PUT /api/v1/vacancies/{id}': { shown: 'as-markup', fields: vacancyDescription },
  'PATCH /api/v1/vacancies/{id}': { shown: 'as-markup', fields: vacancyDescription },
  'PUT /api/v1/vacancies/bulk_update': { shown: 'nowhere', reason: 'Ids, a status and tag ids.' },
  'PUT /api/v1/vacancies/{id}/status': { shown: 'nowhere', reason: 'A status.' },
  'POST /api/v1/applications': text,
  'POST /api/v1/applications/confirm': { shown: 'nowhere', reason: 'A token from a mail.' },
  'PUT /api/v1/applications/{id}/status': text,
  'POST /api/v1/applications/{id}/undo_status': { shown: 'nowhere', reason: 'A status.' },
  'POST /api/v1/applications/{id}/notes': text,
  'PATCH /api/v1/volunteer_centers/current/profile': text,
  'POST /api/v1/conversations': text,
  'POST /api/v1/conversations/{id}/messages': text,
  'POST /api/v1/conversations/{id}/report': text,
  'PATCH /api/v1/notifications/{id}': { shown: 'nowhere', reason: 'A read mark.' },
  'PUT /api/v1/notification_preferences': { shown: 'nowhere', reason: 'Channels of events.' },
};
