import type { APIRequestContext } from '@playwright/test';
import { demoLogins, signInThroughApi, tenantHeaders } from './sessions.ts';

// Every route that exists, in both languages. Later features add their routes here.
export const routes = [
  '/',
  '/switch',
  '/dev',
  '/dev/colors',
  '/dev/components',
  '/dev/form',
  '/dev/modal',
  '/bestaat-niet',
  '/inloggen',
  '/auth/login-1',
  '/uitloggen',
  '/auth/recover',
  '/auth/reset',
  '/auth/reset?reset_password_token=verlopen-token',
  '/auth/no-organization',
  '/signup',
  '/signup/success',
  '/confirm',
  '/confirm?confirmation_token=onbekend-token',
  '/account/verwijderen',
  '/profiel/verwijderd',
  '/partners',
  '/organizations',
  '/organizations?view=map',
  '/organizations/signup',
  '/organizations/signup/success',
  '/organizations/{organizationId}',
  '/vacancies/search',
  '/vacancies/search?view=map',
  '/vacancies/search?q=maatje&postcode=3511AB&distance=25',
  '/vacancies/{vacancyId}',
  '/confirm?application_token=onbekend-token',
  '/organization-invitation',
  '/organization-invitation?invitation_token=onbekend-token',
  '/privacy',
  '/toegankelijkheid',
  '/volunteerly/changelog',
  '/gelderse-handen',
  '/periodieke-mail/afmelden',
  '/periodieke-mail/afmelden?token=vervalst',
];

// Pages behind sign-in, visited as the demo super admin (who may see all of them).
// `{volunteerId}` is replaced by the id of the demo volunteer, `{organizationId}` by the demo organisation's,
// `{vacancyId}` by one of its published vacancies, `{applicationId}` by the demo volunteer's application to it,
// `{conversationId}` by that application's conversation, `{notificationTemplateId}` by the demo centre's own
// English template of `organization_denied` (a copy of the default, so no mail changes).
export const signedInRoutes = [
  '/auth/token',
  '/users',
  '/users/add',
  '/users/{volunteerId}',
  '/users/{volunteerId}/edit',
  '/users/{volunteerId}/add_role',
  '/account/roles',
  '/account/verwijderen',
  '/profiel',
  '/profile-edit',
  '/profile-edit/email',
  '/profile-edit/settings',
  '/profile-edit/periodieke-mail',
  '/profile-edit/meldingen',
  '/notificaties',
  '/dev/mail',
  '/dev/jobs',
  '/organizations',
  '/organizations/add',
  '/organizations/approve',
  '/organizations/{organizationId}',
  '/organizations/{organizationId}/edit',
  '/organizations/{organizationId}/move',
  '/dashboard',
  '/beheer',
  '/instellingen',
  '/instellingen/design',
  '/instellingen/footer',
  '/instellingen/zoeken',
  '/instellingen/organisatie',
  '/instellingen/contact-person',
  '/notification_templates',
  '/notification_templates/add',
  '/notification_templates/add?event=volunteer_digest&locale=en',
  '/notification_templates/{notificationTemplateId}/edit',
  '/tags',
  '/vacancies',
  '/vacancies/add',
  '/vacancies/{vacancyId}',
  '/vacancies/{vacancyId}/edit',
  '/vacancies/bulk-edit?ids={vacancyId}',
  '/applications',
  '/applications/{applicationId}',
  '/conversations',
  '/conversations/{conversationId}',
  '/profile-replies',
];

/** The id of the demo organisation (Stichting Buurtkracht), from the public list. */
async function demoOrganizationId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/organizations?filter[search]=Buurtkracht', { headers: tenantHeaders() });
  const organization = ((await response.json()) as { data: { id: string }[] }).data[0];
  if (!organization) throw new Error('no demo organisation');
  return organization.id;
}

/** The id of a demo user, looked up the way an administrator would: GET /api/v1/users?filter[search]=. */
async function demoUserId(request: APIRequestContext, email: string): Promise<string> {
  const session = await signInThroughApi(request, demoLogins.superAdmin);
  const response = await request.get(`/api/v1/users?filter[search]=${encodeURIComponent(email)}`, {
    headers: { ...tenantHeaders(), ...session },
  });
  const users = ((await response.json()) as { data: { id: string; attributes: { email: string } }[] }).data;
  const user = users.find((candidate) => candidate.attributes.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user.id;
}

/** A published vacancy of the demo organisation, from the public search. */
async function demoVacancy(request: APIRequestContext): Promise<{ id: string; questions: string[] }> {
  const organizationId = await demoOrganizationId(request);
  const response = await request.get(
    `/api/v1/vacancies/search?filter[organization_id]=${organizationId}&sort=-published_at&page[size]=1`,
    { headers: tenantHeaders() },
  );
  const found = ((await response.json()) as { data: { id: string }[] }).data[0];
  if (!found) throw new Error('no demo vacancy');
  const detail = await request.get(`/api/v1/vacancies/${found.id}`, { headers: tenantHeaders() });
  const { attributes } = ((await detail.json()) as { data: { attributes: { questions: string[] } } }).data;
  return { id: found.id, questions: attributes.questions };
}

/** The demo volunteer's application to the demo vacancy, made the first time it is asked for. */
async function demoApplicationId(request: APIRequestContext, vacancy: { id: string; questions: string[] }) {
  const session = await signInThroughApi(request, demoLogins.volunteer);
  const headers = { ...tenantHeaders(), ...session };
  const findMine = async () => {
    const response = await request.get(`/api/v1/applications?filter[scope]=mine&filter[vacancy_id]=${vacancy.id}`, {
      headers,
    });
    return ((await response.json()) as { data: { id: string }[] }).data[0]?.id;
  };
  const existing = await findMine();
  if (existing) return existing;
  await request.post('/api/v1/applications', {
    headers,
    data: {
      application: {
        vacancy_id: vacancy.id,
        motivation: 'Ik help graag en heb elke week een ochtend tijd.',
        answers: vacancy.questions.map(() => 'Ja, dat lukt.'),
      },
    },
  });
  // Both language runs may apply at once; one wins, the other's duplicate is refused.
  const created = await findMine();
  if (!created) throw new Error('no demo application');
  return created;
}

// The demo ids do not change during a run: each worker looks a route up once.
const filledRoutes = new Map<string, Promise<string>>();

/** A route with its placeholders filled in. */
export function fillRoute(request: APIRequestContext, route: string): Promise<string> {
  if (!route.includes('{')) return Promise.resolve(route);
  let filled = filledRoutes.get(route);
  if (!filled) {
    filled = lookUpRoute(request, route).catch((error: unknown) => {
      filledRoutes.delete(route); // a failed look-up is tried again by the next test
      throw error;
    });
    filledRoutes.set(route, filled);
  }
  return filled;
}

/** The conversation of the demo volunteer's application, started (or found) by the volunteer. */
async function demoConversationId(request: APIRequestContext, applicationId: string): Promise<string> {
  const session = await signInThroughApi(request, demoLogins.volunteer);
  const response = await request.post('/api/v1/conversations', {
    headers: { ...tenantHeaders(), ...session },
    data: { conversation: { kind: 'application', application_id: applicationId } },
  });
  if (!response.ok()) throw new Error(`no demo conversation: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The demo centre's own English template of organization_denied: the shipped text, saved as its own. */
async function demoNotificationTemplateId(request: APIRequestContext): Promise<string> {
  const session = await signInThroughApi(request, demoLogins.centerAdmin);
  const headers = { ...tenantHeaders(), ...session };
  const listed = await request.get(
    '/api/v1/notification_templates?filter[event]=organization_denied&filter[locale]=en',
    { headers },
  );
  const [own] = ((await listed.json()) as { data: { id: string; attributes: { overridden: boolean } }[] }).data;
  if (own?.attributes.overridden) return own.id;
  const shipped = await request.get('/api/v1/notification_templates/defaults?event=organization_denied&locale=en', {
    headers,
  });
  const { attributes } = ((await shipped.json()) as { data: { attributes: Record<string, string> } }).data;
  const created = await request.post('/api/v1/notification_templates', {
    headers,
    data: {
      notification_template: {
        event: 'organization_denied',
        locale: 'en',
        subject: attributes['subject'],
        html_body: attributes['html_body'],
        text_body: attributes['text_body'],
        in_app_text: attributes['in_app_text'],
      },
    },
  });
  if (created.status() === 409) return demoNotificationTemplateId(request);
  if (!created.ok()) throw new Error(`no demo template: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

async function lookUpRoute(request: APIRequestContext, route: string): Promise<string> {
  let path = route;
  if (path.includes('{notificationTemplateId}'))
    path = path.replace('{notificationTemplateId}', await demoNotificationTemplateId(request));
  if (path.includes('{volunteerId}'))
    path = path.replace('{volunteerId}', await demoUserId(request, demoLogins.volunteer));
  if (path.includes('{organizationId}')) path = path.replace('{organizationId}', await demoOrganizationId(request));
  if (path.includes('{vacancyId}') || path.includes('{applicationId}') || path.includes('{conversationId}')) {
    const vacancy = await demoVacancy(request);
    path = path.replaceAll('{vacancyId}', vacancy.id);
    if (path.includes('{applicationId}') || path.includes('{conversationId}')) {
      const applicationId = await demoApplicationId(request, vacancy);
      path = path.replace('{applicationId}', applicationId);
      if (path.includes('{conversationId}'))
        path = path.replace('{conversationId}', await demoConversationId(request, applicationId));
    }
  }
  return path;
}
