import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applicationDocumentSchema } from '@volunteerly/contracts/resources/applications';
import type { ApplicationRow } from '../../src/modules/applications/applications.schema.ts';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { tags } from '../../src/modules/tags/tags.schema.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { parseWithContract } from '../support/contract.ts';
import { lastMailTo, readMailbox } from '../support/mailbox.ts';
import { createApplicationsWorld, type ApplicationsWorld } from './applications-world.ts';

type ErrorObject = { code: string; detail?: string; source?: { pointer?: string } };
type HistoryStep = { from_status: string | null; to_status: string; undo: boolean; stop_reason: unknown };

// Issue 31 §5: "Geaccepteerd" is no longer a dead end. The organisation side records that the
// volunteer started, stopped (and why) or did not show up, and can undo its last such step.
describe('after the match: started, stopped with a reason, no show, and undo', () => {
  let world: ApplicationsWorld;
  beforeAll(async () => {
    world = await createApplicationsWorld();
  });
  afterAll(async () => world.testApp.close());

  // Each test has its own application (on its own copy of the vacancy), so no test depends on another's moves.
  const englishApplication = async (status: ApplicationRow['status'], overrides: Partial<ApplicationRow> = {}) =>
    world.existingApplication(await world.newVacancy({ title: 'Maatje voor de moestuin' }), {
      userId: world.englishVolunteer.id,
      status,
      ...overrides,
    });
  const statusUrlOf = (application: ApplicationRow) => `/api/v1/applications/${application.id}/status`;
  const undoUrlOf = (application: ApplicationRow) => `/api/v1/applications/${application.id}/undo_status`;
  const statusOf = async (application: ApplicationRow) =>
    (await world.request(world.orgAdmin, 'GET', `/api/v1/applications/${application.id}`)).json().data.attributes
      .status as string;
  const mailsTo = async (address: string) =>
    (await readMailbox(world.testApp, world.tenantId)).filter((mail) => mail.recipients.includes(address)).length;

  it('records that an accepted volunteer started, and tells them in their language', async () => {
    const application = await englishApplication('accepted');
    const response = await world.request(world.orgAdmin, 'PUT', statusUrlOf(application), { status: 'started' });
    expect(response.statusCode).toBe(200);
    expect(() => parseWithContract(applicationDocumentSchema, response.json())).not.toThrow();
    const { attributes, meta } = response.json().data;
    expect(attributes.status).toBe('started');
    expect(attributes.history.at(-1)).toMatchObject({ from_status: 'accepted', to_status: 'started', undo: false });
    expect(meta.abilities).toMatchObject({ mark_stopped: true, undo: true, mark_started: false, mark_no_show: false });
    const mail = await lastMailTo(world.testApp, world.tenantId, world.englishVolunteer.email);
    expect(mail.subject).toBe('Your application for Maatje voor de moestuin is marked as started');
  });

  it('records a stop with a reason and an explanation, which only the organisation side sees', async () => {
    const application = await englishApplication('started');
    const response = await world.request(world.centerAdmin, 'PUT', statusUrlOf(application), {
      status: 'stopped',
      stop_reason: 'found_work',
      stop_reason_detail: '  Baan bij de bakker  ',
      note: 'Bedankt voor je inzet!',
    });
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json().data;
    expect(attributes.status).toBe('stopped');
    expect(attributes.stop_reason).toEqual({ code: 'found_work', detail: 'Baan bij de bakker' });
    expect(attributes.history.at(-1)).toMatchObject({
      from_status: 'started',
      to_status: 'stopped',
      note: 'Bedankt voor je inzet!',
      stop_reason: { code: 'found_work', detail: 'Baan bij de bakker' },
    });
    const mail = await lastMailTo(world.testApp, world.tenantId, world.englishVolunteer.email);
    expect(mail.subject).toBe('Your application for Maatje voor de moestuin is marked as stopped');
    expect(mail.text).toContain('Bedankt voor je inzet!');
    expect(mail.text).not.toContain('bakker');

    const forApplicant = await world.request(world.englishVolunteer, 'GET', `/api/v1/applications/${application.id}`);
    expect(() => parseWithContract(applicationDocumentSchema, forApplicant.json())).not.toThrow();
    expect(forApplicant.json().data.attributes.status).toBe('stopped');
    expect(forApplicant.json().data.attributes).not.toHaveProperty('stop_reason');
    expect(JSON.stringify(forApplicant.json())).not.toContain('bakker');
    expect(forApplicant.json().data.meta.abilities).toMatchObject({ withdraw: false, undo: false });
  });

  it('refuses a stop without a reason, and "another reason" without an explanation, changing nothing', async () => {
    const application = await englishApplication('started');
    const withoutReason = await world.request(
      world.orgAdmin,
      'PUT',
      statusUrlOf(application),
      { status: 'stopped' },
      { 'accept-language': 'nl' },
    );
    expect(withoutReason.statusCode).toBe(422);
    expect(withoutReason.json().errors).toEqual([
      expect.objectContaining({
        code: 'stop_reason_required',
        source: { pointer: '/stop_reason' },
        detail: 'Kies waarom de vrijwilliger is gestopt.',
      }),
    ]);
    const withoutDetail = await world.request(world.orgAdmin, 'PUT', statusUrlOf(application), {
      status: 'stopped',
      stop_reason: 'other',
      stop_reason_detail: '   ',
    });
    expect(withoutDetail.statusCode).toBe(422);
    expect(withoutDetail.json().errors).toEqual([
      expect.objectContaining({
        code: 'stop_reason_detail_required',
        source: { pointer: '/stop_reason_detail' },
        detail: 'Describe the reason.',
      }),
    ]);
    expect(await statusOf(application)).toBe('started');
  });

  it('refuses an unknown reason, a too long explanation, and a reason with any other move (422)', async () => {
    const application = await englishApplication('started');
    const unknown = await world.request(world.orgAdmin, 'PUT', statusUrlOf(application), {
      status: 'stopped',
      stop_reason: 'verveeld',
    });
    expect(unknown.statusCode).toBe(422);
    expect((unknown.json().errors as ErrorObject[])[0]?.source?.pointer).toBe('/stop_reason');
    const tooLong = await world.request(world.orgAdmin, 'PUT', statusUrlOf(application), {
      status: 'stopped',
      stop_reason: 'other',
      stop_reason_detail: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(422);
    expect((tooLong.json().errors as ErrorObject[])[0]?.source?.pointer).toBe('/stop_reason_detail');

    const accepted = await englishApplication('accepted');
    const withReason = await world.request(world.orgAdmin, 'PUT', statusUrlOf(accepted), {
      status: 'started',
      stop_reason: 'completed',
    });
    expect(withReason.statusCode).toBe(422);
    expect(withReason.json().errors[0]).toMatchObject({
      code: 'stop_reason_not_allowed',
      source: { pointer: '/stop_reason' },
    });
    expect(await statusOf(application)).toBe('started');
    expect(await statusOf(accepted)).toBe('accepted');
  });

  it('records a no-show from accepted, and refuses one once the volunteer started (422)', async () => {
    const accepted = await englishApplication('accepted');
    const noShow = await world.request(world.orgAdmin, 'PUT', statusUrlOf(accepted), { status: 'no_show' });
    expect(noShow.statusCode).toBe(200);
    expect(noShow.json().data.attributes.status).toBe('no_show');
    const mail = await lastMailTo(world.testApp, world.tenantId, world.englishVolunteer.email);
    expect(mail.subject).toBe('Your application for Maatje voor de moestuin is recorded as a no-show');

    const started = await englishApplication('started');
    const late = await world.request(world.orgAdmin, 'PUT', statusUrlOf(started), { status: 'no_show' });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors[0]).toMatchObject({ code: 'status_transition_invalid', source: { pointer: '/status' } });
    const fromNew = await englishApplication('new');
    const early = await world.request(world.orgAdmin, 'PUT', statusUrlOf(fromNew), { status: 'started' });
    expect(early.statusCode).toBe(422);
  });

  it('lets the volunteer withdraw after starting but not make the organisation’s steps (403)', async () => {
    const accepted = await englishApplication('accepted');
    const own = await world.request(world.englishVolunteer, 'PUT', statusUrlOf(accepted), { status: 'started' });
    expect(own.statusCode).toBe(403);
    const started = await englishApplication('started');
    const withdrawn = await world.request(world.englishVolunteer, 'PUT', statusUrlOf(started), {
      status: 'withdrawn',
    });
    expect(withdrawn.statusCode).toBe(200);
  });

  it('undoes a stop back to started (the reason goes), then the start back to accepted, mailing no one', async () => {
    const application = await englishApplication('started');
    await world.request(world.orgAdmin, 'PUT', statusUrlOf(application), {
      status: 'stopped',
      stop_reason: 'not_a_match',
    });
    const mailsBefore = await mailsTo(world.englishVolunteer.email);

    const undoStop = await world.request(world.orgAdmin, 'POST', undoUrlOf(application), { from_status: 'stopped' });
    expect(undoStop.statusCode).toBe(200);
    expect(() => parseWithContract(applicationDocumentSchema, undoStop.json())).not.toThrow();
    const afterStop = undoStop.json().data.attributes;
    expect(afterStop.status).toBe('started');
    expect(afterStop.stop_reason).toBeNull();
    expect(afterStop.history.at(-1)).toMatchObject({ from_status: 'stopped', to_status: 'started', undo: true });

    const undoStart = await world.request(world.centerAdmin, 'POST', undoUrlOf(application), {
      from_status: 'started',
    });
    expect(undoStart.statusCode).toBe(200);
    expect(undoStart.json().data.attributes.status).toBe('accepted');
    expect(undoStart.json().data.meta.abilities).toMatchObject({ undo: false, mark_started: true });
    const steps = (undoStart.json().data.attributes.history as HistoryStep[]).map((step) => [
      step.to_status,
      step.undo,
    ]);
    expect(steps).toEqual([
      ['started', false],
      ['stopped', false],
      ['started', true],
      ['accepted', true],
    ]);
    expect(await mailsTo(world.englishVolunteer.email)).toBe(mailsBefore);
  });

  it('undoes a no-show back to accepted', async () => {
    const application = await englishApplication('no_show');
    const response = await world.request(world.orgAdmin, 'POST', undoUrlOf(application), { from_status: 'no_show' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.status).toBe('accepted');
  });

  it('undoes nothing when the application moved on since the page loaded, or has no step to undo (422)', async () => {
    const application = await englishApplication('stopped', { stopReason: 'completed' });
    const stale = await world.request(
      world.orgAdmin,
      'POST',
      undoUrlOf(application),
      { from_status: 'started' },
      { 'accept-language': 'nl' },
    );
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual([
      expect.objectContaining({
        code: 'undo_stale',
        source: { pointer: '/from_status' },
        detail: 'Deze aanmelding is intussen gewijzigd. Laad de pagina opnieuw en probeer het nog eens.',
      }),
    ]);
    const accepted = await englishApplication('accepted');
    const nothing = await world.request(world.orgAdmin, 'POST', undoUrlOf(accepted), { from_status: 'accepted' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors[0]).toMatchObject({ code: 'undo_not_possible', source: { pointer: '/from_status' } });
    const badInput = await world.request(world.orgAdmin, 'POST', undoUrlOf(accepted), { from_status: 'later' });
    expect(badInput.statusCode).toBe(422);
    expect(await statusOf(application)).toBe('stopped');
    expect(await statusOf(accepted)).toBe('accepted');
  });

  it('answers the applicant 403 on an undo, outsiders and another tenant 404', async () => {
    const application = await englishApplication('started');
    const applicant = await world.request(world.englishVolunteer, 'POST', undoUrlOf(application), {
      from_status: 'started',
    });
    expect(applicant.statusCode).toBe(403);
    for (const user of [world.secondVolunteer, world.otherOrgAdmin]) {
      const response = await world.request(user, 'POST', undoUrlOf(application), { from_status: 'started' });
      expect(response.statusCode).toBe(404);
    }
    const foreign = await world.requestAsForeigner('POST', undoUrlOf(application), { from_status: 'started' });
    expect(foreign.statusCode).toBe(404);
    expect(await statusOf(application)).toBe('started');
  });

  it('records every step and undo in the audit log, the undo marked as one', async () => {
    const application = await englishApplication('accepted');
    await world.request(world.orgAdmin, 'PUT', statusUrlOf(application), { status: 'started' });
    await world.request(world.orgAdmin, 'POST', undoUrlOf(application), { from_status: 'started' });
    const events = await withTenant(world.testApp.database, world.tenantId, (scope) =>
      scope.transaction.select().from(auditEvents).where(eq(auditEvents.action, 'application_status_changed')),
    );
    const moves = events.filter((event) => event.details['applicationId'] === application.id);
    expect(moves.map((event) => [event.details['from'], event.details['to'], event.details['undo'] ?? false])).toEqual([
      ['accepted', 'started', false],
      ['started', 'accepted', true],
    ]);
    expect(moves.every((event) => event.actorUserId === world.orgAdmin.id)).toBe(true);
  });

  it('counts a started volunteer as taking a place, and a stopped one as freeing it', async () => {
    const vacancy = await world.newVacancy({ places: 1, questions: [] });
    const first = await world.existingApplication(vacancy, { userId: world.englishVolunteer.id, status: 'started' });
    const whileStarted = await world.applyFor(world.secondVolunteer, vacancy);
    expect(whileStarted.statusCode).toBe(201);
    expect(whileStarted.json().meta.waitlisted).toBe(true);
    await world.request(world.orgAdmin, 'PUT', statusUrlOf(first), { status: 'stopped', stop_reason: 'completed' });
    const afterStop = await world.applyFor(world.volunteer, vacancy);
    expect(afterStop.json().meta.waitlisted).toBe(false);
  });
});

describe('the volunteer’s availability and skills on their application', () => {
  let world: ApplicationsWorld;
  beforeAll(async () => {
    world = await createApplicationsWorld();
  });
  afterAll(async () => world.testApp.close());

  it('shows the organisation side what the profile says, in the reader’s language, and never the applicant', async () => {
    const [cooking] = await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction
        .insert(tags)
        .values({ tenantId: world.tenantId, kind: 'skill', name: 'Koken', nameEn: 'Cooking' })
        .returning(),
    );
    const saved = await world.request(world.volunteer, 'PATCH', '/api/v1/current_user', {
      user: {
        availability: { wednesday: ['morning', 'afternoon'], saturday: ['evening'] },
        skills: ['Fietsen repareren'],
        skill_tag_ids: [cooking!.id],
      },
    });
    expect(saved.statusCode).toBe(200);
    const application = await world.existingApplication(world.vacancy, { userId: world.volunteer.id });
    const url = `/api/v1/applications/${application.id}`;

    const english = await world.request(world.orgAdmin, 'GET', url, undefined, { 'accept-language': 'en' });
    expect(() => parseWithContract(applicationDocumentSchema, english.json())).not.toThrow();
    expect(english.json().data.attributes.volunteer_profile).toEqual({
      availability: { wednesday: ['morning', 'afternoon'], saturday: ['evening'] },
      skills: ['Cooking', 'Fietsen repareren'],
    });
    const dutch = await world.request(world.centerAdmin, 'GET', url, undefined, { 'accept-language': 'nl' });
    expect(dutch.json().data.attributes.volunteer_profile.skills).toEqual(['Koken', 'Fietsen repareren']);

    const own = await world.request(world.volunteer, 'GET', url);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.attributes).not.toHaveProperty('volunteer_profile');
  });

  it('sends an empty profile as empty, and null for a guest (who has none)', async () => {
    const application = await world.existingApplication(world.vacancy, { userId: world.secondVolunteer.id });
    const empty = await world.request(world.orgAdmin, 'GET', `/api/v1/applications/${application.id}`);
    expect(empty.json().data.attributes.volunteer_profile).toEqual({ availability: {}, skills: [] });
    const guest = await world.existingApplication(world.vacancy, {
      guestName: 'Gerda Gast',
      guestEmail: 'gerda@gast.example',
    });
    const forGuest = await world.request(world.orgAdmin, 'GET', `/api/v1/applications/${guest.id}`);
    expect(forGuest.json().data.attributes.volunteer_profile).toBeNull();
    // The profile is read through the users module's service; the status move answers with it too.
    const moved = await world.request(world.orgAdmin, 'PUT', `/api/v1/applications/${application.id}/status`, {
      status: 'accepted',
    });
    expect(moved.json().data.attributes.volunteer_profile).toEqual({ availability: {}, skills: [] });
  });
});
