import type { LightMyRequestResponse } from 'fastify';
import { createApplication } from '../../src/factories/application-factory.ts';
import { createUser, type RoleToGrant } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import type { ApplicationRow } from '../../src/modules/applications/applications.schema.ts';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';
import { createUsersWorld, otherTenantKey, type UsersWorld } from '../users/users-world.ts';

/**
 * The users world (tenant A 'rivierstad', B 'heuvelland') with vacancies:
 * `vacancy` of Buurthuis De Brug (two places, one question, a contact
 * address), `otherVacancy` of Voedselbank Rivierstad, a draft, an expired one,
 * and one of tenant B. Volunteers and an organisation admin who read English.
 */
export interface ApplicationsWorld extends UsersWorld {
  vacancy: VacancyRow;
  otherVacancy: VacancyRow;
  draftVacancy: VacancyRow;
  expiredVacancy: VacancyRow;
  foreignVacancy: VacancyRow;
  englishVolunteer: UserRow;
  secondVolunteer: UserRow;
  englishOrgAdmin: UserRow;
  otherOrgAdmin: UserRow;
  /** A published vacancy of Buurthuis De Brug with overrides. */
  newVacancy(overrides?: Parameters<typeof createVacancy>[2]): Promise<VacancyRow>;
  /** An application straight into the database (confirmed unless told otherwise). */
  existingApplication(
    vacancy: VacancyRow,
    overrides?: Parameters<typeof createApplication>[2],
  ): Promise<ApplicationRow>;
  /** POSTs an application as a user (or a guest when `user` is null). */
  applyFor(
    user: UserRow | null,
    vacancy: VacancyRow,
    fields?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse>;
  /** Injects a request into tenant B as its user `foreigner`. */
  requestAsForeigner(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** A motivation that passes validation. */
export const motivation = 'Ik werk graag met mensen en heb op woensdag tijd.';

/** The world's `vacancy`: a test that needs one of its own creates it with `newVacancy(hostVacancyValues)`. */
export const hostVacancyValues = {
  title: 'Gastvrouw in het buurthuis',
  places: 2,
  questions: ['Wat is je ervaring?'],
  contactName: 'Contactpersoon Brug',
  contactEmail: 'contact@brug.example',
};

/** Builds the applications world on a fresh app. */
export async function createApplicationsWorld(environment: Record<string, string> = {}): Promise<ApplicationsWorld> {
  const world = await createUsersWorld(environment);
  const { database } = world.testApp;
  const make = async (email: string, locale: 'nl' | 'en', name: [string, string], roles: RoleToGrant[] = []) => {
    const user = { email, locale, firstName: name[0], lastName: name[1] };
    return (await createUser(database, world.tenantId, { user, roles })).user;
  };
  const englishVolunteer = await make('volunteer-en@example.org', 'en', ['Emma', 'English']);
  const secondVolunteer = await make('tweede@example.org', 'nl', ['Tom', 'Tweede']);
  const englishOrgAdmin = await make(
    'brug-en@example.org',
    'en',
    ['Bridget', 'Bridge'],
    [{ name: 'admin', resourceId: world.organization.id }],
  );
  const otherOrgAdmin = await make(
    'voedselbank@example.org',
    'nl',
    ['Vera', 'Voedsel'],
    [{ name: 'admin', resourceId: world.otherOrganization.id }],
  );
  const newVacancy: ApplicationsWorld['newVacancy'] = (overrides = {}) =>
    createVacancy(database, world.organization, overrides);
  const vacancy = await newVacancy(hostVacancyValues);
  const otherVacancy = await createVacancy(database, world.otherOrganization, { title: 'Voedselpakketten inpakken' });
  const draftVacancy = await newVacancy({ status: 'draft', publishedAt: null });
  const expiredVacancy = await newVacancy({ expiresOn: '2020-01-01' });
  const foreignVacancy = await createVacancy(database, world.foreignOrganization, { title: 'Heuvelland vacature' });

  const existingApplication: ApplicationsWorld['existingApplication'] = (target, overrides = {}) =>
    createApplication(database, target, { confirmedAt: new Date(), ...overrides });
  const applyFor: ApplicationsWorld['applyFor'] = (user, target, fields = {}) =>
    world.request(user, 'POST', '/api/v1/applications', {
      application: {
        vacancy_id: target.id,
        motivation,
        answers: target.questions.map(() => 'Ik heb dit eerder gedaan.'),
        ...fields,
      },
    });
  let foreignSession: Awaited<ReturnType<typeof signIn>> | undefined;
  const requestAsForeigner: ApplicationsWorld['requestAsForeigner'] = async (method, url, payload) => {
    foreignSession ??= await signIn(world.testApp, otherTenantKey, world.foreigner.email);
    return world.testApp.app.inject({
      method,
      url,
      headers: signedInHeaders(otherTenantKey, foreignSession, { 'accept-language': 'en' }),
      ...(payload ? { payload } : {}),
    });
  };
  return {
    ...world,
    vacancy,
    otherVacancy,
    draftVacancy,
    expiredVacancy,
    foreignVacancy,
    englishVolunteer,
    secondVolunteer,
    englishOrgAdmin,
    otherOrgAdmin,
    newVacancy,
    existingApplication,
    applyFor,
    requestAsForeigner,
  };
}
