import { tinyPng, type FormFile } from '../file-uploads/uploads-world.ts';
import { attackPassword, type AttackTenant, type TenantIds } from './attack-world.ts';

/** A request body: JSON, or a multipart form of files. */
export type RequestBody = { json: Record<string, unknown> } | { multipart: FormFile[] };

/** What a body is built from: the tenant whose ids it names, and a value unique to this request. */
export interface BodyContext {
  tenant: AttackTenant;
  /** The ids to name (the tenant's own, or the fresh targets of one attempt). */
  ids: TenantIds;
  unique: number;
  /** Whether the request is sent signed in (a guest applies with contact details instead). */
  signedIn?: boolean;
}

const newPassword = 'Nieuw-sterk-wachtwoord-2026!';
const person = { first_name: 'Nieuw', last_name: 'Persoon' };

/** Vacancy fields including the ones stored as jsonb (questions), where a lone surrogate once gave a 500. */
const vacancyFields = (unique: number) => ({
  title: `Vacature ${unique}`,
  summary: 'Help mee in de buurt.',
  questions: ['Wat is je ervaring?'],
  contact_email: 'contact@example.org',
});

/**
 * Events a template body overrides in turn: ones a centre may change (issue 29: never a security
 * mail), among them the three that reach a centre's staff, and never the world's own,
 * `application_status_changed`.
 */
export const templateEvents = [
  'organization_signed_up',
  'conversation_reported',
  'application_new',
  'organization_approved',
  'conversation_message',
];

/** A new template of an event in Dutch for centre 1, using variables every event offers. */
const notificationTemplateBody = (unique: number, centerId: string) => ({
  notification_template: {
    event: templateEvents[unique % templateEvents.length],
    locale: 'nl',
    volunteer_center_id: Number(centerId),
    subject: `Onderwerp ${unique} voor {{ appName }}`,
    html_body: '<p>Hallo {{ name }},</p>',
    text_body: 'Hallo {{ name }},',
    in_app_text: `Melding ${unique}`,
  },
});

/**
 * A valid body for every operation that takes one, naming the tenant's real
 * ids: the role matrix needs the policy, not the schema, to answer, the
 * cross-tenant matrix sends one tenant's ids from another, and the fuzz smoke
 * breaks these bodies field by field. The suites fail when an operation with a
 * documented body has no entry here.
 */
export const operationBodies: Record<string, (context: BodyContext) => RequestBody> = {
  'POST /auth/sign_in': ({ tenant }) => ({ json: { email: tenant.users.volunteer.email, password: attackPassword } }),
  'POST /auth': ({ unique }) => ({
    json: {
      email: `nieuw-${unique}@aanmelding.example`,
      password: newPassword,
      password_confirmation: newPassword,
      ...person,
    },
  }),
  'POST /api/v1/confirm': ({ unique }) => ({ json: { confirmation_token: `onbekend-token-${unique}` } }),
  'POST /auth/password': ({ tenant }) => ({ json: { email: tenant.users.volunteer.email } }),
  'PUT /auth/password': () => ({
    json: { password: newPassword, password_confirmation: newPassword, current_password: attackPassword },
  }),
  'PUT /api/v1/current_user/email': ({ unique }) => ({
    json: { email: `ander-adres-${unique}@aanmelding.example`, password: attackPassword },
  }),
  'PATCH /api/v1/current_user': ({ ids }) => ({
    json: {
      user: {
        first_name: 'Gewijzigd',
        about_me: 'Over mij',
        skills: ['koken'],
        interests: ['natuur'],
        // The profile links the tenant's own tags only: another tenant's ids are refused.
        skill_tag_ids: [ids.skillTag],
        interest_tag_ids: [ids.categoryTag],
      },
    },
  }),
  'DELETE /api/v1/current_user': () => ({ json: { password: attackPassword } }),
  'POST /api/v1/users': ({ unique }) => ({
    json: { user: { email: `gebruiker-${unique}@aanmelding.example`, ...person } },
  }),
  'PATCH /api/v1/users/{id}': () => ({ json: { user: { first_name: 'Gewijzigd', status: 'inactive' } } }),
  'PUT /api/v1/users/{id}/add_role': ({ ids }) => ({
    json: { role: { name: 'admin', resource_type: 'Organization', resource_id: ids.organization } },
  }),
  'DELETE /api/v1/users/{id}/remove_role': ({ ids }) => ({
    json: { role: { name: 'admin', resource_type: 'Organization', resource_id: ids.organization } },
  }),
  'POST /api/v1/sign_in_as_user': ({ ids }) => ({ json: { user_id: ids.user } }),
  'POST /api/v1/organizations': ({ ids, unique }) => ({
    json: {
      organization: { name: `Nieuwe stichting ${unique}`, type: 'Foundation', volunteer_center_id: ids.center },
    },
  }),
  'POST /api/v1/organizations/signup': ({ unique }) => ({
    json: {
      organization: { name: `Aangemelde stichting ${unique}`, type: 'Foundation' },
      user: {
        email: `stichting-${unique}@aanmelding.example`,
        password: newPassword,
        password_confirmation: newPassword,
        ...person,
      },
    },
  }),
  'PUT /api/v1/organizations/{id}': ({ unique }) => ({ json: { organization: { name: `Gewijzigd ${unique}` } } }),
  'PATCH /api/v1/organizations/{id}': ({ unique }) => ({ json: { organization: { name: `Gewijzigd ${unique}` } } }),
  'PUT /api/v1/organizations/{id}/approve': () => ({ json: { status: 'denied', denial_reason: 'Aanval' } }),
  'PUT /api/v1/organizations/{id}/move': ({ ids }) => ({ json: { volunteer_center_id: ids.otherCenter } }),
  'POST /api/v1/organizations/{id}/members': ({ tenant }) => ({
    json: { user: { email: tenant.users.applicant.email, ...person } },
  }),
  'POST /api/v1/organization_invitations/lookup': ({ unique }) => ({ json: { token: `onbekend-token-${unique}` } }),
  'POST /api/v1/organization_invitations/accept': ({ unique }) => ({
    json: { token: `onbekend-token-${unique}`, password: newPassword, password_confirmation: newPassword },
  }),
  'POST /api/v1/organization_invitations/decline': ({ unique }) => ({ json: { token: `onbekend-token-${unique}` } }),
  'POST /api/v1/tags': ({ unique }) => ({
    json: { tag: { kind: 'skill', name: `Nieuwe tag ${unique}`, name_en: `New tag ${unique}` } },
  }),
  'PATCH /api/v1/tags/{id}': ({ unique }) => ({
    json: { tag: { name: `Gewijzigde tag ${unique}`, name_en: `Changed tag ${unique}` } },
  }),
  'POST /api/v1/tags/{id}/merge': ({ ids }) => ({ json: { target_id: ids.categoryTag } }),
  'POST /api/v1/notification_templates': ({ unique, ids }) => ({ json: notificationTemplateBody(unique, ids.center) }),
  'POST /api/v1/notification_templates/preview': ({ unique, ids }) => ({
    json: notificationTemplateBody(unique, ids.center),
  }),
  'PATCH /api/v1/notification_templates/{id}': ({ unique }) => ({
    json: { notification_template: { subject: `Onderwerp ${unique} voor {{ name }}` } },
  }),
  'POST /api/v1/search_synonym_groups': ({ unique }) => ({
    json: { search_synonym_group: { words: [`buurthuis ${unique}`, `wijkcentrum ${unique}`] } },
  }),
  'PATCH /api/v1/search_synonym_groups/{id}': ({ unique }) => ({
    json: { search_synonym_group: { words: [`dorpshuis ${unique}`, `gemeenschapshuis ${unique}`] } },
  }),
  'POST /api/v1/vacancies': ({ ids, unique }) => ({
    json: { vacancy: { ...vacancyFields(unique), organization_id: ids.organization } },
  }),
  'PUT /api/v1/vacancies/bulk_update': ({ ids }) => ({
    json: { ids: [ids.vacancy], vacancy: { status: 'closed', add_tag_ids: [ids.skillTag] } },
  }),
  'PATCH /api/v1/vacancies/{id}': ({ unique }) => ({ json: { vacancy: vacancyFields(unique) } }),
  'PUT /api/v1/vacancies/{id}': ({ unique }) => ({ json: { vacancy: vacancyFields(unique) } }),
  'PUT /api/v1/vacancies/{id}/status': () => ({ json: { status: 'closed' } }),
  'POST /api/v1/applications': ({ ids, unique, signedIn = true }) => ({
    json: {
      application: {
        vacancy_id: ids.vacancy,
        motivation: 'Ik help graag mensen in de buurt en heb tijd.',
        answers: ['Ik heb dit eerder gedaan.'],
        ...(signedIn ? {} : { guest: { name: 'Gast Aanmelder', email: `gast-${unique}@aanmelding.example` } }),
      },
    },
  }),
  'POST /api/v1/applications/confirm': ({ unique }) => ({ json: { confirmation_token: `onbekend-token-${unique}` } }),
  'PUT /api/v1/applications/{id}/status': () => ({ json: { status: 'rejected', note: 'Aanval' } }),
  'POST /api/v1/applications/{id}/undo_status': () => ({ json: { from_status: 'started' } }),
  'POST /api/v1/applications/{id}/notes': () => ({ json: { note: { body: 'Notitie van een aanvaller' } } }),
  'PATCH /api/v1/volunteer_centers/current/profile': () => ({
    json: {
      profile: {
        primary_color: 'rose',
        footer_columns: [{ title: 'Contact', links: [{ label: 'Website', url: 'https://example.org/' }] }],
      },
    },
  }),
  'POST /api/v1/conversations': ({ ids }) => ({
    json: { conversation: { kind: 'application', application_id: ids.application } },
  }),
  'POST /api/v1/conversations/{id}/messages': ({ unique }) => ({ json: { message: { body: `Bericht ${unique}` } } }),
  'POST /api/v1/conversations/{id}/report': () => ({ json: { report: { reason: 'Aanval', block: true } } }),
  'PATCH /api/v1/notifications/{id}': () => ({ json: { notification: { read: true } } }),
  'PUT /api/v1/notification_preferences': () => ({
    json: { notification_preferences: [{ event: 'application_status_changed', channel: 'in_app' }] },
  }),
  'POST /api/v1/file_uploads': ({ unique }) => ({
    multipart: [{ name: `aanval-${unique}.png`, contentType: 'image/png', bytes: tinyPng() }],
  }),
};

/** The operations whose body (not only its path) names ids of the tenant: the cross-tenant matrix sends them. */
export const bodiesNamingIds = new Set([
  'PATCH /api/v1/current_user',
  'PUT /api/v1/users/{id}/add_role',
  'DELETE /api/v1/users/{id}/remove_role',
  'POST /api/v1/sign_in_as_user',
  'POST /api/v1/organizations',
  'PUT /api/v1/organizations/{id}/move',
  'POST /api/v1/tags/{id}/merge',
  'POST /api/v1/vacancies',
  'PUT /api/v1/vacancies/bulk_update',
  'POST /api/v1/applications',
  'POST /api/v1/conversations',
  'POST /api/v1/notification_templates',
  'POST /api/v1/notification_templates/preview',
]);

/**
 * The operations that end the caller's session or account: each attempt gets
 * a fresh account and session, so one attempt never spoils the next.
 */
export const sessionEndingOperations = new Set([
  'DELETE /auth/sign_out',
  'DELETE /api/v1/sessions',
  'DELETE /api/v1/current_user',
  'PUT /auth/password',
  'PUT /api/v1/current_user/email',
]);
