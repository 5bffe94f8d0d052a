import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { lastMailTo, waitForMailTo } from '../support/mailbox.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { tenantKey } from '../users/users-world.ts';
import { createApplicationsWorld, hostVacancyValues, type ApplicationsWorld } from './applications-world.ts';

// Issue 31 §5: "Vragen? Neem contact op met" names whom to ask about the mail's vacancy: its own
// contact person, else its organisation's, else the centre's contact person.

const centreContact = {
  person_name: 'Carla Centrum',
  person_email: 'carla@centrum.example',
};

describe('whom a mail tells the reader to ask', () => {
  let world: ApplicationsWorld;
  beforeAll(async () => {
    world = await createApplicationsWorld();
    const response = await world.request(world.centerAdmin, 'PATCH', '/api/v1/volunteer_centers/current/profile', {
      profile: { contact: centreContact },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
  afterAll(async () => world.testApp.close());

  /** An approved organisation of the centre with this profile, and a published vacancy of it. */
  const vacancyOf = async (
    profile: { contactName?: string; contactEmail?: string; contactPhone?: string; email?: string },
    vacancyContact: { contactName?: string | null; contactEmail?: string | null; contactPhone?: string | null } = {},
  ) => {
    const organization = await createOrganization(
      world.testApp.database,
      world.center,
      { name: 'Stichting Zonnebloem Rivierstad' },
      { profile },
    );
    return createVacancy(world.testApp.database, organization, {
      title: 'Wandelmaatje',
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      ...vacancyContact,
    });
  };

  it("names the vacancy's own contact person in the applicant's mail, not the centre's", async () => {
    const vacancy = await world.newVacancy({ ...hostVacancyValues, contactPhone: '030 765 43 21' });
    expect((await world.applyFor(world.secondVolunteer, vacancy)).statusCode).toBe(201);
    const mail = await lastMailTo(world.testApp, world.tenantId, world.secondVolunteer.email);
    expect(mail.text).toContain(
      'Vragen? Neem contact op met Contactpersoon Brug: contact@brug.example of 030 765 43 21.',
    );
    expect(mail.html).toContain('href="mailto:contact@brug.example"');
    expect(mail.html).toContain('href="tel:0307654321"');
    expect(mail.text).not.toContain('Carla Centrum');
  });

  it("names the organisation's contact person when the vacancy names none, in the reader's language", async () => {
    const vacancy = await vacancyOf({ contactName: 'Olga Organisatie', contactEmail: 'olga@zonnebloem.example' });
    expect((await world.applyFor(world.englishVolunteer, vacancy)).statusCode).toBe(201);
    const mail = await lastMailTo(world.testApp, world.tenantId, world.englishVolunteer.email);
    expect(mail.text).toContain('Questions? Contact Olga Organisatie: olga@zonnebloem.example.');
    expect(mail.text).not.toContain('Carla Centrum');
  });

  it('names the organisation by its name when the contact it gives has no name', async () => {
    const vacancy = await vacancyOf({}, { contactEmail: 'vrijwilligers@zonnebloem.example' });
    expect((await world.applyFor(world.secondVolunteer, vacancy)).statusCode).toBe(201);
    const mail = await lastMailTo(world.testApp, world.tenantId, world.secondVolunteer.email);
    expect(mail.text).toContain(
      'Vragen? Neem contact op met Stichting Zonnebloem Rivierstad: vrijwilligers@zonnebloem.example.',
    );
  });

  it("names the centre's contact person when neither the vacancy nor its organisation names one", async () => {
    const vacancy = await vacancyOf({});
    expect((await world.applyFor(world.secondVolunteer, vacancy)).statusCode).toBe(201);
    const mail = await lastMailTo(world.testApp, world.tenantId, world.secondVolunteer.email);
    expect(mail.text).toContain('Vragen? Neem contact op met Carla Centrum: carla@centrum.example.');
  });

  it("names the vacancy's contact in the mail about the organisation's decision", async () => {
    const vacancy = await world.newVacancy(hostVacancyValues);
    const application = await world.existingApplication(vacancy, { userId: world.secondVolunteer.id });
    const response = await world.request(world.orgAdmin, 'PUT', `/api/v1/applications/${application.id}/status`, {
      status: 'in_progress',
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await lastMailTo(world.testApp, world.tenantId, world.secondVolunteer.email);
    expect(mail.text).toContain('Vragen? Neem contact op met Contactpersoon Brug: contact@brug.example.');
  });

  it("names the centre's contact in a mail about no vacancy, and to the organisation about an application", async () => {
    const vacancy = await world.newVacancy(hostVacancyValues);
    expect((await world.applyFor(world.englishVolunteer, vacancy)).statusCode).toBe(201);
    // The organisation's side is told of the application; it asks its centre, not its own colleague.
    const toAdmin = await lastMailTo(world.testApp, world.tenantId, world.orgAdmin.email);
    expect(toAdmin.text).toContain('Vragen? Neem contact op met Carla Centrum: carla@centrum.example.');

    const reset = await world.testApp.app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: tenantHeaders(tenantKey, { host: 'localhost' }),
      payload: { email: world.volunteer.email, redirect_url: 'https://rivierstad.example/auth/reset' },
    });
    expect(reset.statusCode).toBe(200);
    const mail = await waitForMailTo(world.testApp, world.tenantId, world.volunteer.email);
    expect(mail.text).toContain('Vragen? Neem contact op met Carla Centrum: carla@centrum.example.');
  });
});
