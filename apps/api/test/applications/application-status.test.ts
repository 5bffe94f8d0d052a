import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationDocumentSchema,
  applicationNoteDocumentSchema,
} from '@volunteerly/contracts/resources/applications';
import type { ApplicationRow } from '../../src/modules/applications/applications.schema.ts';
import { eq } from 'drizzle-orm';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { parseWithContract } from '../support/contract.ts';
import { lastMailTo, linkIn } from '../support/mailbox.ts';
import { createApplicationsWorld, type ApplicationsWorld } from './applications-world.ts';

describe('PUT /api/v1/applications/{id}/status', () => {
  let world: ApplicationsWorld;
  beforeAll(async () => {
    world = await createApplicationsWorld();
  });
  afterAll(async () => world.testApp.close());

  // Each test has its own application (on its own copy of the vacancy), so no test depends on another's moves.
  const englishApplication = async (status: ApplicationRow['status'] = 'new') =>
    world.existingApplication(await world.newVacancy({ title: 'Gastvrouw in het buurthuis' }), {
      userId: world.englishVolunteer.id,
      status,
    });
  const statusUrlOf = (application: ApplicationRow) => `/api/v1/applications/${application.id}/status`;

  it('lets the organisation take an application in progress, and mails the applicant in their language', async () => {
    const application = await englishApplication();
    const response = await world.request(world.orgAdmin, 'PUT', statusUrlOf(application), {
      status: 'in_progress',
      note: 'We bellen je deze week.',
    });
    expect(response.statusCode).toBe(200);
    expect(() => parseWithContract(applicationDocumentSchema, response.json())).not.toThrow();
    const { attributes, meta } = response.json().data;
    expect(attributes.status).toBe('in_progress');
    expect(attributes.history.at(-1)).toMatchObject({
      from_status: 'new',
      to_status: 'in_progress',
      note: 'We bellen je deze week.',
      actor_name: expect.stringContaining('Sam'),
    });
    expect(attributes.notes).toEqual([]);
    expect(meta.abilities).toMatchObject({ accept: true, reject: true, start: false, withdraw: false });

    const mail = await lastMailTo(world.testApp, world.tenantId, 'volunteer-en@example.org');
    expect(mail.subject).toBe('Your application for Gastvrouw in het buurthuis is in progress');
    expect(mail.text).toContain('Message from the organisation: We bellen je deze week.');
    expect(linkIn(mail, `/applications/${application.id}`).host).toBe('rivierstad.example');
  });

  it('refuses a move outside the state machine with 422 on /status naming the possible moves', async () => {
    const application = await englishApplication('in_progress');
    const response = await world.request(world.orgAdmin, 'PUT', statusUrlOf(application), { status: 'waitlisted' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        code: 'status_transition_invalid',
        source: { pointer: '/status' },
        detail: 'An application that is in_progress cannot become waitlisted. Possible: accepted, rejected.',
      }),
    ]);
  });

  it('answers 403 when the volunteer makes the organisation’s move', async () => {
    const application = await englishApplication('in_progress');
    const response = await world.request(world.englishVolunteer, 'PUT', statusUrlOf(application), {
      status: 'accepted',
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 403 when the organisation withdraws for the applicant', async () => {
    const application = await englishApplication();
    const response = await world.request(world.orgAdmin, 'PUT', statusUrlOf(application), { status: 'withdrawn' });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 to someone who may not see the application, and to another tenant', async () => {
    const application = await englishApplication('in_progress');
    for (const user of [world.secondVolunteer, world.otherOrgAdmin]) {
      const response = await world.request(user, 'PUT', statusUrlOf(application), { status: 'accepted' });
      expect(response.statusCode).toBe(404);
    }
    const foreign = await world.requestAsForeigner('PUT', statusUrlOf(application), { status: 'accepted' });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets a centre admin accept even when every place is taken (the organisation decides)', async () => {
    const vacancy = await world.newVacancy({ places: 1 });
    await world.existingApplication(vacancy, { userId: world.volunteer.id, status: 'accepted' });
    const waiting = await world.existingApplication(vacancy, {
      userId: world.secondVolunteer.id,
      status: 'waitlisted',
    });
    const response = await world.request(world.centerAdmin, 'PUT', `/api/v1/applications/${waiting.id}/status`, {
      status: 'accepted',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.status).toBe('accepted');
    const mail = await lastMailTo(world.testApp, world.tenantId, world.secondVolunteer.email);
    expect(mail.subject).toMatch(/^Je aanmelding voor .+ is geaccepteerd$/);
  });

  it('lets the applicant withdraw, mails the organisation’s admins in their languages, and makes it final', async () => {
    const application = await englishApplication('in_progress');
    const response = await world.request(world.englishVolunteer, 'PUT', statusUrlOf(application), {
      status: 'withdrawn',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).not.toHaveProperty('notes');
    const dutch = await lastMailTo(world.testApp, world.tenantId, world.orgAdmin.email);
    expect(dutch.subject).toBe('Emma English heeft de aanmelding voor Gastvrouw in het buurthuis ingetrokken');
    const english = await lastMailTo(world.testApp, world.tenantId, world.englishOrgAdmin.email);
    expect(english.subject).toBe('Emma English withdrew the application for Gastvrouw in het buurthuis');

    const again = await world.request(world.orgAdmin, 'PUT', statusUrlOf(application), { status: 'in_progress' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].detail).toContain('Possible: -');
  });

  it('mails a guest without a link, and lets the organisation reconsider a rejection', async () => {
    const guestApplication = await world.existingApplication(world.otherVacancy, {
      guestName: 'Grace Guest',
      guestEmail: 'grace@guest.example',
      guestLocale: 'en',
    });
    const url = `/api/v1/applications/${guestApplication.id}/status`;
    const rejected = await world.request(world.otherOrgAdmin, 'PUT', url, { status: 'rejected' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.meta.abilities).toMatchObject({ reconsider: true, start: false });
    const mail = await lastMailTo(world.testApp, world.tenantId, 'grace@guest.example');
    expect(mail.subject).toBe('Your application for Voedselpakketten inpakken is rejected');
    // No link into the app (a guest cannot sign in); the footer still links the site and its privacy statement.
    expect(mail.text).not.toMatch(/\/applications\//);
    expect(mail.html).not.toContain('class="button"');
    const reconsidered = await world.request(world.otherOrgAdmin, 'PUT', url, { status: 'in_progress' });
    expect(reconsidered.json().data.attributes.history.map((step: { to_status: string }) => step.to_status)).toEqual([
      'new',
      'rejected',
      'in_progress',
    ]);
  });

  it('records every move in the audit log', async () => {
    const application = await englishApplication();
    await world.request(world.orgAdmin, 'PUT', statusUrlOf(application), { status: 'in_progress' });
    await world.request(world.englishVolunteer, 'PUT', statusUrlOf(application), { status: 'withdrawn' });
    const events = await withTenant(world.testApp.database, world.tenantId, (scope) =>
      scope.transaction.select().from(auditEvents).where(eq(auditEvents.action, 'application_status_changed')),
    );
    const moves = events.filter((event) => event.details['applicationId'] === application.id);
    expect(moves.map((event) => [event.details, event.actorUserId])).toEqual([
      [expect.objectContaining({ applicationId: application.id, from: 'new', to: 'in_progress' }), world.orgAdmin.id],
      [
        expect.objectContaining({ applicationId: application.id, from: 'in_progress', to: 'withdrawn' }),
        world.englishVolunteer.id,
      ],
    ]);
    // Named for the centre's activity feed: which organisation, which vacancy.
    expect(moves[0]?.details).toMatchObject({ organizationId: application.organizationId, title: expect.any(String) });
  });
});

describe('notes on an application', () => {
  let world: ApplicationsWorld;
  let application: ApplicationRow;
  const notesUrl = () => `/api/v1/applications/${application.id}/notes`;
  beforeAll(async () => {
    world = await createApplicationsWorld();
    application = await world.existingApplication(world.vacancy, { userId: world.volunteer.id });
  });
  afterAll(async () => world.testApp.close());

  it('lets the organisation add a note, shown on its side only', async () => {
    const response = await world.request(world.orgAdmin, 'POST', notesUrl(), { note: { body: 'Sterke kandidaat.' } });
    expect(response.statusCode).toBe(201);
    expect(() => parseWithContract(applicationNoteDocumentSchema, response.json())).not.toThrow();
    expect(response.json().data).toMatchObject({
      type: 'application_notes',
      attributes: { body: 'Sterke kandidaat.', author_name: expect.stringContaining('Sam') },
    });
    const forOrganization = await world.request(world.centerAdmin, 'GET', `/api/v1/applications/${application.id}`);
    expect(forOrganization.json().data.attributes.notes).toEqual([
      expect.objectContaining({ body: 'Sterke kandidaat.' }),
    ]);
    const forApplicant = await world.request(world.volunteer, 'GET', `/api/v1/applications/${application.id}`);
    expect(forApplicant.statusCode).toBe(200);
    for (const shown of [forOrganization, forApplicant]) {
      expect(() => parseWithContract(applicationDocumentSchema, shown.json())).not.toThrow();
    }
    expect(forApplicant.json().data.attributes).not.toHaveProperty('notes');
    expect(JSON.stringify(forApplicant.json())).not.toContain('Sterke kandidaat');
  });

  it('answers the applicant 403 and outsiders 404', async () => {
    const applicant = await world.request(world.volunteer, 'POST', notesUrl(), { note: { body: 'Van mij.' } });
    expect(applicant.statusCode).toBe(403);
    const outsider = await world.request(world.otherOrgAdmin, 'POST', notesUrl(), { note: { body: 'Hoi.' } });
    expect(outsider.statusCode).toBe(404);
    const foreign = await world.requestAsForeigner('POST', notesUrl(), { note: { body: 'Hoi.' } });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses an empty note', async () => {
    const response = await world.request(world.orgAdmin, 'POST', notesUrl(), { note: { body: '  ' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source.pointer).toBe('/note/body');
  });
});
