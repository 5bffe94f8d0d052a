import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmedApplicationDocumentSchema,
  submittedApplicationDocumentSchema,
} from '@volunteerly/contracts/resources/applications';
import { insertApplication } from '../../src/modules/applications/applications.repository.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { parseWithContract } from '../support/contract.ts';
import { lastMailTo, linkIn, readMailbox } from '../support/mailbox.ts';
import {
  createApplicationsWorld,
  hostVacancyValues,
  motivation,
  type ApplicationsWorld,
} from './applications-world.ts';

const guest = { name: 'Gerda Gast', email: 'Gerda@Gast.example', phone: '0612345678', locale: 'nl' };

describe('POST /api/v1/applications', () => {
  let world: ApplicationsWorld;
  beforeAll(async () => {
    world = await createApplicationsWorld();
  });
  afterAll(async () => world.testApp.close());

  it('files a signed-in volunteer’s application and mails both sides, each in their own language', async () => {
    const vacancy = await world.newVacancy(hostVacancyValues);
    const response = await world.applyFor(world.englishVolunteer, vacancy);
    expect(response.statusCode).toBe(201);
    expect(() => parseWithContract(submittedApplicationDocumentSchema, response.json())).not.toThrow();
    const { data, meta } = response.json();
    expect(meta).toEqual({ waitlisted: false });
    expect(data.type).toBe('applications');
    expect(data.attributes).toMatchObject({
      vacancy_id: String(vacancy.id),
      vacancy_title: 'Gastvrouw in het buurthuis',
      organization_id: String(world.organization.id),
      organization_name: 'Buurthuis De Brug',
      status: 'new',
      motivation,
      answers: [{ question: 'Wat is je ervaring?', answer: 'Ik heb dit eerder gedaan.' }],
      applicant: { email: 'volunteer-en@example.org', is_guest: false },
      confirmed: true,
      history: [expect.objectContaining({ from_status: null, to_status: 'new' })],
    });
    expect(data.attributes).not.toHaveProperty('notes');
    expect(data.meta.abilities).toMatchObject({ withdraw: true, accept: false, add_note: false });

    const received = await lastMailTo(world.testApp, world.tenantId, 'volunteer-en@example.org');
    expect(received.subject).toBe('We received your application for Gastvrouw in het buurthuis');
    expect(linkIn(received, `/applications/${data.id}`).host).toBe('rivierstad.example');
    const toDutchAdmin = await lastMailTo(world.testApp, world.tenantId, world.orgAdmin.email);
    expect(toDutchAdmin.subject).toBe('Nieuwe aanmelding voor Gastvrouw in het buurthuis');
    expect(linkIn(toDutchAdmin, `/applications/${data.id}`)).toBeTruthy();
    const toEnglishAdmin = await lastMailTo(world.testApp, world.tenantId, world.englishOrgAdmin.email);
    expect(toEnglishAdmin.subject).toBe('New application for Gastvrouw in het buurthuis');
    const toContact = await lastMailTo(world.testApp, world.tenantId, 'contact@brug.example');
    expect(toContact.text).toContain('Hallo Contactpersoon Brug,');
    await expect(lastMailTo(world.testApp, world.tenantId, world.otherOrgAdmin.email)).rejects.toThrow();
  });

  it('refuses a second live application by the same person on /application/vacancy_id', async () => {
    const vacancy = await world.newVacancy(hostVacancyValues);
    expect((await world.applyFor(world.englishVolunteer, vacancy)).statusCode).toBe(201);
    const response = await world.applyFor(world.englishVolunteer, vacancy);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ code: 'application_duplicate', source: { pointer: '/application/vacancy_id' } }),
    ]);
  });

  it('answers concurrent double submissions with one application and duplicates for the rest', async () => {
    const vacancy = await world.newVacancy();
    const responses = await Promise.all([1, 2, 3].map(() => world.applyFor(world.secondVolunteer, vacancy)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it('reports a live application that slipped past the check as a duplicate (the partial unique index)', async () => {
    const vacancy = await world.newVacancy();
    await world.existingApplication(vacancy, { userId: world.secondVolunteer.id });
    let inserted: unknown = 'not called';
    const rolledBack = await withTenant(world.testApp.database, world.tenantId, async (scope) => {
      inserted = await insertApplication(scope, {
        vacancyId: vacancy.id,
        organizationId: vacancy.organizationId,
        userId: world.secondVolunteer.id,
        motivation,
      });
      // The failed insert aborted the transaction; the service throws the 422 here, which rolls it back.
      throw new Error('roll back');
    }).catch((error: unknown) => error);
    expect(rolledBack).toEqual(new Error('roll back'));
    expect(inserted).toBeUndefined();
  });

  it('lets someone apply again after withdrawing', async () => {
    const vacancy = await world.newVacancy();
    await world.existingApplication(vacancy, { userId: world.secondVolunteer.id, status: 'withdrawn' });
    const response = await world.applyFor(world.secondVolunteer, vacancy);
    expect(response.statusCode).toBe(201);
  });

  it('lands on the waiting list when the accepted applications fill the places', async () => {
    const vacancy = await world.newVacancy({ places: 1 });
    await world.existingApplication(vacancy, { userId: world.englishVolunteer.id, status: 'accepted' });
    const response = await world.applyFor(world.volunteer, vacancy);
    expect(response.statusCode).toBe(201);
    expect(response.json().meta).toEqual({ waitlisted: true });
    expect(response.json().data.attributes.status).toBe('waitlisted');
    expect(response.json().data.attributes.history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'waitlisted' }),
    ]);
  });

  it('rejects an application to a draft vacancy with the not-found answer', async () => {
    const response = await world.applyFor(world.volunteer, world.draftVacancy);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('vacancy_not_found');
  });

  it('rejects an application to an expired vacancy, another tenant’s vacancy or an unknown one alike', async () => {
    for (const vacancyId of [world.expiredVacancy.id, world.foreignVacancy.id, 987654]) {
      const response = await world.applyFor(world.volunteer, { ...world.vacancy, id: vacancyId, questions: [] });
      expect(response.statusCode, String(vacancyId)).toBe(404);
      expect(response.json().errors[0].code).toBe('vacancy_not_found');
    }
  });

  it('asks for one answer per question, each at most 2000 characters', async () => {
    const missing = await world.applyFor(world.volunteer, world.vacancy, { answers: [] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({
      code: 'answers_mismatch',
      source: { pointer: '/application/answers' },
    });
    const long = await world.applyFor(world.volunteer, world.vacancy, { answers: ['x'.repeat(2001)] });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0].source.pointer).toBe('/application/answers/0');
  });

  it('asks for a motivation of 10 to 5000 characters', async () => {
    for (const text of ['Te kort', 'x'.repeat(5001)]) {
      const response = await world.applyFor(world.volunteer, world.otherVacancy, { motivation: text });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].source.pointer).toBe('/application/motivation');
    }
  });

  it('refuses guest details from a signed-in user and requires them from a visitor', async () => {
    const signedIn = await world.applyFor(world.volunteer, world.otherVacancy, { guest });
    expect(signedIn.statusCode).toBe(422);
    expect(signedIn.json().errors[0]).toMatchObject({
      code: 'guest_not_allowed',
      source: { pointer: '/application/guest' },
    });
    const anonymous = await world.applyFor(null, world.otherVacancy);
    expect(anonymous.statusCode).toBe(422);
    expect(anonymous.json().errors[0]).toMatchObject({
      code: 'guest_required',
      source: { pointer: '/application/guest' },
    });
    const badEmail = await world.applyFor(null, world.otherVacancy, { guest: { ...guest, email: 'geen-adres' } });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors[0].source.pointer).toBe('/application/guest/email');
  });
});

describe('guest applications', () => {
  let world: ApplicationsWorld;
  beforeAll(async () => {
    world = await createApplicationsWorld();
  });
  afterAll(async () => world.testApp.close());

  it('stays hidden from the organisation until the guest confirms it through the mailed link', async () => {
    const vacancy = await world.newVacancy(hostVacancyValues);
    const mailsBefore = new Set((await readMailbox(world.testApp, world.tenantId)).map((mail) => mail.id));
    const response = await world.applyFor(null, vacancy, { guest });
    expect(response.statusCode).toBe(201);
    expect(() => parseWithContract(submittedApplicationDocumentSchema, response.json())).not.toThrow();
    const { data, meta } = response.json();
    expect(meta).toEqual({ waitlisted: false, confirmation_required: true });
    expect(data.attributes).toMatchObject({
      confirmed: false,
      applicant: { name: 'Gerda Gast', email: 'gerda@gast.example', phone: '0612345678', is_guest: true },
    });
    // Only the guest is mailed before confirming: nobody at the organisation.
    const newMails = (await readMailbox(world.testApp, world.tenantId)).filter((mail) => !mailsBefore.has(mail.id));
    expect(newMails.flatMap((mail) => mail.recipients).filter((to) => to !== 'gerda@gast.example')).toEqual([]);
    const hidden = await world.request(world.orgAdmin, 'GET', `/api/v1/applications/${data.id}`);
    expect(hidden.statusCode).toBe(404);
    const list = await world.request(world.orgAdmin, 'GET', `/api/v1/applications?filter[vacancy_id]=${vacancy.id}`);
    expect(list.json().data).toEqual([]);

    const mail = await lastMailTo(world.testApp, world.tenantId, 'gerda@gast.example');
    expect(mail.subject).toBe('Bevestig je aanmelding voor Gastvrouw in het buurthuis');
    const link = linkIn(mail, '/confirm');
    expect(link.host).toBe('rivierstad.example');
    const token = link.searchParams.get('application_token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const confirm = await world.request(null, 'POST', '/api/v1/applications/confirm', { confirmation_token: token });
    expect(confirm.statusCode).toBe(200);
    expect(() => parseWithContract(confirmedApplicationDocumentSchema, confirm.json())).not.toThrow();
    expect(confirm.json()).toEqual({
      data: null,
      meta: { vacancy_title: 'Gastvrouw in het buurthuis', vacancy_id: String(vacancy.id), already_confirmed: false },
    });
    const notice = await lastMailTo(world.testApp, world.tenantId, world.orgAdmin.email);
    expect(notice.subject).toBe('Nieuwe aanmelding voor Gastvrouw in het buurthuis');
    expect(notice.text).toContain('Gerda Gast');
    const shown = await world.request(world.orgAdmin, 'GET', `/api/v1/applications/${data.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.attributes.confirmed).toBe(true);

    // Opened again (a double click, a mail scanner): it says so, and nobody is told twice.
    const mailsAfterConfirming = (await readMailbox(world.testApp, world.tenantId)).length;
    const again = await world.request(null, 'POST', '/api/v1/applications/confirm', { confirmation_token: token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      data: null,
      meta: { vacancy_title: 'Gastvrouw in het buurthuis', vacancy_id: String(vacancy.id), already_confirmed: true },
    });
    expect(await readMailbox(world.testApp, world.tenantId)).toHaveLength(mailsAfterConfirming);
  });

  it('refuses an unknown token, in Dutch by default', async () => {
    const response = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/v1/applications/confirm',
      headers: { 'x-tenant': 'rivierstad', 'app-context': 'main' },
      payload: { confirmation_token: 'bestaat-niet' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toBe('Deze bevestigingslink is onbekend of vervangen door een nieuwere.');
  });

  it('refuses a second application with the same guest e-mail address, whatever its case', async () => {
    const vacancy = await world.newVacancy(hostVacancyValues);
    expect((await world.applyFor(null, vacancy, { guest })).statusCode).toBe(201);
    const response = await world.applyFor(null, vacancy, { guest: { ...guest, email: 'GERDA@gast.example' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('application_duplicate');
  });

  it('writes the guest’s mail in the guest’s language', async () => {
    const response = await world.applyFor(null, world.otherVacancy, {
      guest: { name: 'Grace Guest', email: 'grace@guest.example', locale: 'en' },
    });
    expect(response.statusCode).toBe(201);
    const mail = await lastMailTo(world.testApp, world.tenantId, 'grace@guest.example');
    expect(mail.subject).toBe('Confirm your application for Voedselpakketten inpakken');
  });
});

describe('rate limit of guest applications', () => {
  let world: ApplicationsWorld;
  beforeAll(async () => {
    world = await createApplicationsWorld({ AUTH_RATE_LIMIT: '2', AUTH_RATE_WINDOW_SECONDS: '3600' });
  });
  afterAll(async () => world.testApp.close());

  it('limits guest applications per address like the sign-up, and leaves signed-in volunteers alone', async () => {
    const statuses: number[] = [];
    for (const number of [1, 2, 3]) {
      const response = await world.applyFor(null, world.otherVacancy, {
        guest: { ...guest, email: `gast-${number}@gast.example` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    for (const user of [world.volunteer, world.secondVolunteer]) {
      expect((await world.applyFor(user, world.otherVacancy)).statusCode).toBe(201);
    }
  });
});
