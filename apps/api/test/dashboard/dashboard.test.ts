import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardDocumentSchema } from '@volunteerly/contracts/resources/dashboard';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createApplication } from '../../src/factories/application-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { parseWithContract } from '../support/contract.ts';
import { createUsersWorld, unauthenticatedBody, type UsersWorld } from '../users/users-world.ts';

type Included = { type: string; id: string; attributes: Record<string, unknown> };

describe('GET /api/v1/dashboard', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  it('shows a centre admin the waiting sign-ups, the counts and recent activity, without sign-ins', async () => {
    const pending = await createOrganization(world.testApp.database, world.center, {
      name: 'Wachtende Vereniging',
      status: 'pending',
    });
    await world.request(world.centerAdmin, 'PUT', `/api/v1/organizations/${world.otherOrganization.id}`, {
      organization: { status: 'archived' },
    });
    const response = await world.request(world.centerAdmin, 'GET', '/api/v1/dashboard');
    expect(response.statusCode).toBe(200);
    const { data, included } = response.json() as {
      data: { attributes: Record<string, unknown>; relationships: Record<string, { data: { id: string }[] }> };
      included: Included[];
    };
    expect(data.attributes['center']).toMatchObject({ status_counts: { pending: 1, archived: 1 } });
    expect(data.relationships['pending_organizations']!.data.map((item) => item.id)).toEqual([String(pending.id)]);
    expect(included.find((item) => item.id === String(pending.id))?.attributes['name']).toBe('Wachtende Vereniging');
    const activity = (
      data.attributes['center'] as {
        activity: { action: string; actor_name: string; details: Record<string, unknown> }[];
      }
    ).activity;
    expect(activity[0]).toMatchObject({
      action: 'organization_status_changed',
      actor_name: `${world.centerAdmin.firstName} ${world.centerAdmin.lastName}`,
      details: { from: 'approved', to: 'archived' },
    });
    expect(activity.some((event) => event.action.startsWith('sign_in'))).toBe(false);
    expect(data.attributes['volunteer']).toBeNull();
  });

  it('gives an organisation admin their organisation with its to-dos', async () => {
    const response = await world.request(world.orgAdmin, 'GET', '/api/v1/dashboard');
    const { data } = response.json() as { data: { attributes: Record<string, unknown> } };
    expect(data.attributes['center']).toBeNull();
    expect(data.attributes['organization_todos']).toEqual([
      {
        organization_id: String(world.organization.id),
        todos: ['description', 'logo', 'address', 'kvk_number'],
        vacancy_counts: { draft: 0, published: 0, closed: 0, archived: 0 },
        findable_vacancies: 0,
        expired_vacancies: 0,
        new_applications: 0,
        vacancies: [],
      },
    ]);
  });

  it("counts an organisation's vacancies per status and its confirmed new applications", async () => {
    const { database } = world.testApp;
    const published = await createVacancy(database, world.organization);
    await createVacancy(database, world.organization, { status: 'draft', publishedAt: null });
    await createVacancy(database, world.otherOrganization);
    await createApplication(database, published, { userId: world.volunteer.id, confirmedAt: new Date() });
    // A guest who has not confirmed yet is not the organisation's business.
    await createApplication(database, published, { guestName: 'Gast', guestEmail: 'gast@example.org' });

    const mine = await world.request(world.orgAdmin, 'GET', '/api/v1/dashboard');
    expect(mine.json().data.attributes.organization_todos[0]).toMatchObject({
      vacancy_counts: { draft: 1, published: 1, closed: 0, archived: 0 },
      new_applications: 1,
    });
    const center = await world.request(world.centerAdmin, 'GET', '/api/v1/dashboard');
    expect(center.json().data.attributes.center).toMatchObject({
      vacancy_counts: { draft: 1, published: 2 },
      new_applications: 1,
    });
    const volunteer = await world.request(world.volunteer, 'GET', '/api/v1/dashboard');
    expect(volunteer.json().data.attributes.volunteer.application_counts).toEqual(
      expect.arrayContaining([
        { value: 'new', count: 1 },
        { value: 'accepted', count: 0 },
      ]),
    );
  });

  it("lists an organisation's open and draft vacancies with their applications, new ones first", async () => {
    const { database } = world.testApp;
    const organization = await createOrganization(database, world.center, { name: 'Telorganisatie' });
    const { user: admin } = await createUser(database, world.tenantId, {
      user: { email: 'teller@example.org' },
      roles: [{ name: 'admin', resourceId: organization.id }],
    });
    const quiet = await createVacancy(database, organization, { title: 'Zonder nieuwe aanmeldingen' });
    const busy = await createVacancy(database, organization, { title: 'Met een nieuwe aanmelding' });
    const draft = await createVacancy(database, organization, { title: 'Concept', status: 'draft', publishedAt: null });
    await createVacancy(database, organization, { title: 'Gearchiveerd', status: 'archived' });
    await createApplication(database, quiet, {
      userId: world.volunteer.id,
      confirmedAt: new Date(),
      status: 'accepted',
    });
    await createApplication(database, busy, { userId: world.volunteer.id, confirmedAt: new Date() });
    // Not confirmed yet: not counted.
    await createApplication(database, busy, { guestName: 'Gast', guestEmail: 'gast2@example.org' });

    const response = await world.request(admin, 'GET', '/api/v1/dashboard');
    const [work] = response.json().data.attributes.organization_todos as { vacancies: unknown[] }[];
    expect(work?.vacancies).toEqual([
      {
        id: String(busy.id),
        title: 'Met een nieuwe aanmelding',
        status: 'published',
        applications: 1,
        new_applications: 1,
      },
      expect.objectContaining({ id: String(draft.id), applications: 0, new_applications: 0 }),
      {
        id: String(quiet.id),
        title: 'Zonder nieuwe aanmeldingen',
        status: 'published',
        applications: 1,
        new_applications: 0,
      },
    ]);
  });

  it('counts the published vacancies past their closing date apart', async () => {
    const { database } = world.testApp;
    const organization = await createOrganization(database, world.center, { name: 'Verloopstichting' });
    const { user: admin } = await createUser(database, world.tenantId, {
      user: { email: 'verloop@example.org' },
      roles: [{ name: 'admin', resourceId: organization.id }],
    });
    await createVacancy(database, organization, { expiresOn: '2020-01-31' });
    await createVacancy(database, organization, { expiresOn: null });

    const response = await world.request(admin, 'GET', '/api/v1/dashboard');
    expect(response.json().data.attributes.organization_todos[0]).toMatchObject({
      vacancy_counts: { published: 2 },
      findable_vacancies: 1,
      expired_vacancies: 1,
    });
  });

  it('shows a centre a vacancy going live and what becomes of a match, named, but no drafts, undos or other moves', async () => {
    const { database } = world.testApp;
    const vacancy = await createVacancy(database, world.organization, {
      title: 'Taalmaatje voor nieuwkomers',
      status: 'draft',
      publishedAt: null,
    });
    await world.request(world.orgAdmin, 'PUT', `/api/v1/vacancies/${vacancy.id}/status`, { status: 'published' });
    const application = await createApplication(database, vacancy, {
      userId: world.volunteer.id,
      confirmedAt: new Date(),
    });
    const moveTo = (status: string, extra: Record<string, string> = {}) =>
      world.request(world.orgAdmin, 'PUT', `/api/v1/applications/${application.id}/status`, { status, ...extra });
    expect((await moveTo('in_progress')).statusCode).toBe(200);
    expect((await moveTo('accepted')).statusCode).toBe(200);
    expect((await moveTo('started')).statusCode).toBe(200);
    expect((await moveTo('stopped', { stop_reason: 'completed' })).statusCode).toBe(200);
    const undo = await world.request(world.orgAdmin, 'POST', `/api/v1/applications/${application.id}/undo_status`, {
      from_status: 'stopped',
    });
    expect(undo.statusCode).toBe(200);

    const response = await world.request(world.centerAdmin, 'GET', '/api/v1/dashboard');
    const activity = response.json().data.attributes.center.activity as {
      action: string;
      organization_name: string | null;
      subject_name: string | null;
      details: Record<string, unknown>;
    }[];
    const about = activity.filter((event) => event.details['title'] === 'Taalmaatje voor nieuwkomers');
    expect(about.map((event) => [event.action, event.details['to']])).toEqual([
      ['application_status_changed', 'stopped'],
      ['application_status_changed', 'started'],
      ['application_status_changed', 'accepted'],
      ['vacancy_status_changed', 'published'],
    ]);
    for (const event of about) expect(event.organization_name).toBe(world.organization.name);
    expect(about[0]?.subject_name).toBe(`${world.volunteer.firstName} ${world.volunteer.lastName}`);
  });

  it('answers every role in the shape of the dashboard contract', async () => {
    for (const user of [world.superAdmin, world.centerAdmin, world.orgAdmin, world.volunteer]) {
      const response = await world.request(user, 'GET', '/api/v1/dashboard');
      expect(response.statusCode).toBe(200);
      expect(() => parseWithContract(dashboardDocumentSchema, response.json())).not.toThrow();
    }
  });

  it('asks a lone admin to add a second one, and a placed address is no to-do', async () => {
    const organization = await createOrganization(
      world.testApp.database,
      world.center,
      { name: 'Eenmansclub' },
      {
        profile: { description: 'Wij', logoUrl: 'https://logo.example/x.png', kvkNumber: '12345678' },
        address: { postcode: '3511AB', city: 'Utrecht', latitude: 52.09, longitude: 5.12 },
      },
    );
    const { user } = await createUser(world.testApp.database, world.tenantId, {
      user: { email: 'alleen@example.org' },
      roles: [{ name: 'admin', resourceId: organization.id }],
    });
    const response = await world.request(user, 'GET', '/api/v1/dashboard');
    expect(response.json().data.attributes.organization_todos[0].todos).toEqual(['second_admin']);
  });

  it('gives a volunteer the next steps for their profile', async () => {
    const response = await world.request(world.volunteer, 'GET', '/api/v1/dashboard');
    expect(response.json().data.attributes.volunteer).toMatchObject({
      todos: ['postcode', 'about_me', 'availability', 'skills'],
      favorites: 0,
    });
  });

  it('suggests a volunteer the findable vacancies that fit their profile, best fit first', async () => {
    const { database } = world.testApp;
    const { user } = await createUser(database, world.tenantId, {
      user: { email: 'zaterdagavond@example.org', availability: { saturday: ['evening'] } },
    });
    await createVacancy(database, world.organization, {
      title: 'Zaterdagavond bardienst',
      dayParts: { saturday: ['evening'] },
    });
    await createVacancy(database, world.organization, {
      title: 'Maandagochtend koffie',
      dayParts: { monday: ['morning'] },
    });
    await createVacancy(database, world.organization, {
      title: 'Zaterdagavond concept',
      dayParts: { saturday: ['evening'] },
      status: 'draft',
      publishedAt: null,
    });

    const response = await world.request(user, 'GET', '/api/v1/dashboard');
    expect(response.statusCode).toBe(200);
    parseWithContract(dashboardDocumentSchema, response.json());
    const volunteer = response.json().data.attributes.volunteer as {
      suggestions: { id: string; title: string; organization_name: string }[];
      suggestions_fit_profile: boolean;
    };
    expect(volunteer.suggestions_fit_profile).toBe(true);
    expect(volunteer.suggestions[0]).toMatchObject({
      title: 'Zaterdagavond bardienst',
      organization_name: world.organization.name,
    });
    const titles = volunteer.suggestions.map((suggestion) => suggestion.title);
    expect(titles).not.toContain('Maandagochtend koffie');
    expect(titles).not.toContain('Zaterdagavond concept');
    expect(titles.length).toBeLessThanOrEqual(4);
  });

  it('suggests a volunteer whose profile says nothing to match on the newest findable vacancies, and says so', async () => {
    const { database } = world.testApp;
    const { user } = await createUser(database, world.tenantId, { user: { email: 'leeg-profiel@example.org' } });
    await createVacancy(database, world.organization, { title: 'Allernieuwste vacature' });
    await createVacancy(database, world.organization, { title: 'Nieuwer concept', status: 'draft', publishedAt: null });
    const response = await world.request(user, 'GET', '/api/v1/dashboard');
    const volunteer = response.json().data.attributes.volunteer as {
      suggestions: { title: string }[];
      suggestions_fit_profile: boolean;
    };
    expect(volunteer.suggestions_fit_profile).toBe(false);
    expect(volunteer.suggestions[0]?.title).toBe('Allernieuwste vacature');
    expect(volunteer.suggestions.map((suggestion) => suggestion.title)).not.toContain('Nieuwer concept');
  });

  it('suggests nothing to a centre or organisation admin', async () => {
    const response = await world.request(world.orgAdmin, 'GET', '/api/v1/dashboard');
    expect(response.json().data.attributes.volunteer).toBeNull();
  });

  it('answers 401 when signed out', async () => {
    const response = await world.request(null, 'GET', '/api/v1/dashboard');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticatedBody);
  });
});
