import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRow } from '../../src/modules/applications/applications.schema.ts';
import { createApplicationsWorld, type ApplicationsWorld } from './applications-world.ts';

/** Reads RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into rows of cells, after its byte order mark. */
function parse(withMark: string, delimiter = ','): string[][] {
  const text = withMark.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === delimiter) {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('GET /api/v1/applications/export.csv', () => {
  let world: ApplicationsWorld;
  let plain: ApplicationRow;
  let formula: ApplicationRow;
  beforeAll(async () => {
    world = await createApplicationsWorld();
    plain = await world.existingApplication(world.vacancy, { userId: world.volunteer.id });
    formula = await world.existingApplication(world.vacancy, {
      guestName: '=HYPERLINK("http://evil.example","klik")',
      guestEmail: '@evil.example',
      guestPhone: '+31612345678',
    });
    await world.existingApplication(world.otherVacancy, { userId: world.secondVolunteer.id });
  });
  afterAll(async () => world.testApp.close());

  it('exports the organisation’s applications as CSV with Dutch headers by default', async () => {
    const response = await world.request(
      world.orgAdmin,
      'GET',
      '/api/v1/applications/export.csv?sort=created_at',
      undefined,
      {
        'accept-language': 'nl',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="aanmeldingen-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // For Dutch Excel (issue 31 §5): a byte order mark, semicolons, local dates, the app's words.
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(response.body, ';');
    expect(rows[0]).toEqual([
      'ID',
      'Vacature',
      'Organisatie',
      'Naam',
      'E-mail',
      'Telefoon',
      'Status',
      'Aangemeld op',
      'Status gewijzigd op',
      'Reden gestopt',
      'Motivatie',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([String(plain.id), String(formula.id)]);
    // On Amsterdam's clock: "2026-12-07 22:04:33" read as "07-12-2026 22:04".
    const amsterdam = (date: Date) => {
      const [day, time] = date.toLocaleString('sv-SE', { timeZone: 'Europe/Amsterdam' }).split(' ');
      return `${day!.split('-').reverse().join('-')} ${time!.slice(0, 5)}`;
    };
    expect(rows[1]).toEqual([
      String(plain.id),
      'Gastvrouw in het buurthuis',
      'Buurthuis De Brug',
      expect.stringContaining('Sam'),
      world.volunteer.email,
      '',
      'Nieuw',
      amsterdam(plain.createdAt),
      amsterdam(plain.statusChangedAt),
      '',
      plain.motivation,
    ]);
    expect(rows[1]?.[7]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  });

  it('writes English with commas and dates every spreadsheet reads', async () => {
    const response = await world.request(world.orgAdmin, 'GET', '/api/v1/applications/export.csv?sort=created_at');
    const rows = parse(response.body);
    expect(rows[0]?.at(-1)).toBe('Motivation');
    expect(rows[1]?.[6]).toBe('New');
    expect(rows[1]?.[7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('names the steps after the match as the app does, with why a volunteer stopped', async () => {
    const vacancy = await world.newVacancy({ title: 'Maatje na de match' });
    const started = await world.existingApplication(vacancy, { userId: world.volunteer.id, status: 'started' });
    const stopped = await world.existingApplication(vacancy, {
      userId: world.secondVolunteer.id,
      status: 'stopped',
      stopReason: 'other',
      stopReasonDetail: 'Verhuisd naar Zwolle',
    });
    const absent = await world.existingApplication(vacancy, {
      guestName: 'Gijs Gast',
      guestEmail: 'gijs@gast.example',
      status: 'no_show',
    });
    const url = `/api/v1/applications/export.csv?sort=created_at&filter[vacancy_id]=${vacancy.id}`;
    const dutch = parse(
      (await world.request(world.orgAdmin, 'GET', url, undefined, { 'accept-language': 'nl' })).body,
      ';',
    );
    const byId = (rows: string[][], id: number) => rows.find((row) => row[0] === String(id));
    expect([started, stopped, absent].map((row) => byId(dutch, row.id)?.slice(6, 7)[0])).toEqual([
      'Gestart',
      'Gestopt',
      'Niet verschenen',
    ]);
    expect(byId(dutch, stopped.id)?.[9]).toBe('Andere reden: Verhuisd naar Zwolle');
    expect(byId(dutch, started.id)?.[9]).toBe('');
    const english = parse((await world.request(world.orgAdmin, 'GET', url)).body);
    expect(byId(english, absent.id)?.[6]).toBe('No-show');
    expect(byId(english, stopped.id)?.[9]).toBe('Another reason: Verhuisd naar Zwolle');
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const response = await world.request(world.orgAdmin, 'GET', '/api/v1/applications/export.csv?filter[search]=evil');
    const rows = parse(response.body);
    expect(rows[0]?.[3]).toBe('Name');
    expect(rows[1]?.slice(3, 6)).toEqual([
      '\'=HYPERLINK("http://evil.example","klik")',
      "'@evil.example",
      "'+31612345678",
    ]);
  });

  it('exports every confirmed application of the tenant for a centre admin, with the list’s filters', async () => {
    const response = await world.request(
      world.centerAdmin,
      'GET',
      `/api/v1/applications/export.csv?filter[organization_id]=${world.otherOrganization.id}`,
    );
    const rows = parse(response.body);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[2]).toBe('Voedselbank Rivierstad');
  });

  it('answers a volunteer 403 and a visitor 401', async () => {
    expect((await world.request(world.volunteer, 'GET', '/api/v1/applications/export.csv')).statusCode).toBe(403);
    expect((await world.request(null, 'GET', '/api/v1/applications/export.csv')).statusCode).toBe(401);
  });
});
