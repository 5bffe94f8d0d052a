import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createPersonalDataWorld, type PersonalDataWorld } from './personal-data-world.ts';

type Exported = Record<string, unknown> & {
  applications: Record<string, unknown>[];
  favorite_vacancies: Record<string, unknown>[];
  organization_invitations: Record<string, unknown>[];
  uploads: Record<string, unknown>[];
};

// 'Download my data' (docs/data-export.md) holds everything the platform keeps about the person:
// besides the account, sessions, log, mail, conversations and notifications, their applications,
// saved vacancies, digests, uploads, invitations and what they did as an organisation's admin.
describe('download my data: a volunteer’s applications, saved vacancies and the rest', () => {
  let testApp: TestApp;
  let world: PersonalDataWorld;
  let exported: Exported;

  beforeAll(async () => {
    testApp = await createTestApp();
    world = await createPersonalDataWorld(testApp, 'inzagestad');
    const response = await world.send('vera', 'GET', '/api/v1/current_user/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="volunteerly-export.json"');
    exported = JSON.parse(response.body) as Exported;
  });
  afterAll(async () => testApp.close());

  it('holds her applications: motivation, answers, status, vacancy, organisation, dates and history', () => {
    expect(exported.applications).toEqual([
      {
        id: world.veraApplicationId,
        vacancy_id: String(world.hostVacancy.id),
        vacancy_title: 'Gastvrouw inzagestad',
        organization_name: 'Buurthuis inzagestad',
        motivation: 'Vera schenkt graag koffie voor de buurt.',
        answers: [{ question: 'Op welke dagen kun je?', answer: 'Op dinsdag en donderdag.' }],
        status: 'new',
        stop_reason: null,
        stop_reason_detail: null,
        confirmed_at: expect.any(String),
        status_changed_at: expect.any(String),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        history: [
          {
            from_status: null,
            to_status: 'new',
            note: null,
            stop_reason: null,
            stop_reason_detail: null,
            undo: false,
            created_at: expect.any(String),
          },
        ],
      },
    ]);
  });

  it('holds the vacancies she saved', () => {
    expect(exported.favorite_vacancies).toEqual([
      { vacancy_id: String(world.hostVacancy.id), title: 'Gastvrouw inzagestad', saved_at: expect.any(String) },
      { vacancy_id: String(world.coachVacancy.id), title: 'Trainer inzagestad', saved_at: expect.any(String) },
    ]);
  });

  it('holds her digests, what her uploads are (not their bytes) and her profile tags', () => {
    expect(exported['digest_deliveries']).toEqual([
      { period: '2026-W10', sent_at: expect.any(String), vacancy_count: 2 },
    ]);
    expect(exported.uploads).toEqual([
      {
        id: expect.any(String),
        purpose: 'image',
        original_name: 'rooster.pdf',
        content_type: 'image/png',
        byte_size: 1024,
        width: null,
        height: null,
        created_at: expect.any(String),
      },
    ]);
    expect((exported['user'] as { profile_tags: unknown[] }).profile_tags).toEqual([
      { kind: 'skill', name: 'Koken inzagestad', name_en: null },
    ]);
  });

  it('holds the invitations sent to her (with her address) and by her (without the invitee)', () => {
    expect(exported.organization_invitations).toEqual([
      expect.objectContaining({
        as: 'invitee',
        organization_name: 'Buurthuis inzagestad',
        email: world.vera.email,
        status: 'pending',
      }),
      expect.objectContaining({ as: 'inviter', organization_name: 'Sportclub inzagestad', email: null }),
    ]);
  });

  it('holds what she did as the sports club’s admin, naming no applicant', () => {
    expect(exported['application_status_changes']).toEqual([
      {
        application_id: String(world.ottoApplicationId),
        from_status: 'new',
        to_status: 'in_progress',
        note: 'Vera belt Otto deze week.',
        stop_reason: null,
        stop_reason_detail: null,
        undo: false,
        created_at: expect.any(String),
      },
    ]);
    expect(exported['application_notes']).toEqual([
      {
        application_id: String(world.ottoApplicationId),
        body: 'Vera vindt Otto een goede trainer.',
        created_at: expect.any(String),
      },
    ]);
    // Writing in a conversation reads it too.
    expect(exported['conversation_reads']).toEqual([
      { conversation_id: world.veraConversationId, last_read_at: expect.any(String) },
      { conversation_id: world.ottoConversationId, last_read_at: expect.any(String) },
    ]);
    expect(exported['closed_conversations']).toEqual([
      { conversation_id: world.ottoConversationId, closed_at: expect.any(String) },
    ]);
    expect(exported['saved_notification_templates']).toEqual([
      {
        volunteer_center_id: expect.any(String),
        event: 'application_new',
        locale: 'nl',
        updated_at: expect.any(String),
      },
    ]);
    expect(exported['sessions_as_others']).toEqual([
      {
        user_agent: 'Vera haar laptop',
        created_at: expect.any(String),
        last_used_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);
  });

  it('leaves out what others wrote, and others’ downloads leave out hers', async () => {
    const body = JSON.stringify(exported);
    for (const text of world.ottoTexts) expect(body).not.toContain(text);
    const response = await world.send('otto', 'GET', '/api/v1/current_user/export');
    const otto = JSON.parse(response.body) as Exported;
    expect(otto.applications.map((application) => application.motivation)).toEqual([
      'Otto traint al jaren jeugdteams.',
    ]);
    expect(otto.favorite_vacancies).toEqual([]);
    expect(response.body).not.toContain('Vera schenkt graag koffie');
    expect(response.body).not.toContain('Vera vindt Otto een goede trainer.');
  });
});
