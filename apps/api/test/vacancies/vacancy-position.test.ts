import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { withPlatform } from '../../src/platform/database/tenant-scope.ts';
import { vacancies, type VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { vacancyDistanceMetres, vacancyWithinMetres } from '../../src/modules/vacancies/vacancy-position.repository.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const utrecht = { latitude: 52.0907, longitude: 5.1214 };
const amersfoort = { latitude: 52.1561, longitude: 5.3878 };
const groningen = { latitude: 53.2194, longitude: 6.5665 };

/** The rows of a raw statement (both drivers answer `{ rows }`). */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('the distance from a point to a vacancy', () => {
  let testDatabase: TestDatabase;
  const named: Record<string, VacancyRow> = {};

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const { database } = testDatabase;
    const tenant = await createTenant(database);
    const { center } = await createCenter(database, tenant.id, { center: { isDefault: true } });
    const organization = await createOrganization(database, center);
    named.utrecht = await createVacancy(database, organization, { title: 'Utrecht', ...utrecht });
    named.amersfoort = await createVacancy(database, organization, { title: 'Amersfoort', ...amersfoort });
    named.groningen = await createVacancy(database, organization, { title: 'Groningen', ...groningen });
    named.remote = await createVacancy(database, organization, {
      title: 'Online',
      locationKind: 'remote',
      latitude: null,
      longitude: null,
    });
  });

  afterAll(async () => {
    await testDatabase.destroy();
  });

  it('finds the vacancies with a position within the radius and measures how far each is', async () => {
    const rows = await withPlatform(testDatabase.database, async (transaction) =>
      rowsOf(
        await transaction.execute(sql`select ${vacancies.title} as title, ${vacancyDistanceMetres(utrecht)} as metres
          from ${vacancies} where ${vacancyWithinMetres(utrecht, 25_000)} order by metres`),
      ),
    );
    expect(rows.map((row) => row.title)).toEqual(['Utrecht', 'Amersfoort']);
    expect(Number(rows[0]!.metres)).toBeLessThan(1);
    // Utrecht to Amersfoort is about 20 km as the crow flies.
    expect(Number(rows[1]!.metres)).toBeGreaterThan(19_000);
    expect(Number(rows[1]!.metres)).toBeLessThan(21_000);
  });

  it('measures no distance to a vacancy without a position, nor without a point to measure from', async () => {
    const rows = await withPlatform(testDatabase.database, async (transaction) =>
      rowsOf(
        await transaction.execute(sql`select ${vacancies.title} as title,
            ${vacancyDistanceMetres(utrecht)} as from_utrecht, ${vacancyDistanceMetres(undefined)} as from_nowhere
          from ${vacancies} where ${vacancies.id} = ${named.remote!.id}`),
      ),
    );
    expect(rows).toEqual([{ title: 'Online', from_utrecht: null, from_nowhere: null }]);
  });

  it('asks the radius in the terms of the position index, so the index can answer it', async () => {
    const plan = await withPlatform(testDatabase.database, async (transaction) => {
      // With sequential scans ruled out, a condition the index does not match shows as a Seq Scan.
      await transaction.execute(sql`set local enable_seqscan = off`);
      const result = await transaction.execute(
        sql`explain select ${vacancies.id} from ${vacancies} where ${vacancyWithinMetres(utrecht, 25_000)}`,
      );
      return rowsOf(result)
        .map((row) => String(row['QUERY PLAN']))
        .join('\n');
    });
    // The index searched by the box (an Index Cond), not merely read whole for its rows with a position.
    expect(plan).toMatch(
      /(Index Scan using|Bitmap Index Scan on) vacancies_position_index.*\n\s*Index Cond: .*ll_to_earth/,
    );
  });
});
