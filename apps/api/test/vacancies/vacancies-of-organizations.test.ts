import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../src/platform/auth/authentication.ts';
import { listVacanciesOfOrganizations } from '../../src/modules/vacancies/vacancies.service.ts';
import type { OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import { createVacanciesWorld, type VacanciesWorld } from './vacancies-world.ts';

// The building block for `include=vacancies` on GET /api/v1/organizations.
describe('the vacancies of organisations', () => {
  let world: VacanciesWorld;
  beforeAll(async () => {
    world = await createVacanciesWorld();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await world.vacancy({ title: 'Ouder', publishedAt: daysAgo(3) });
    await world.vacancy({ title: 'Nieuwer', publishedAt: daysAgo(1) });
    await world.vacancy({ title: 'Concept', status: 'draft', publishedAt: null });
    await world.vacancy({ title: 'Voedselbank live' }, { organization: world.otherOrganization });
    await world.vacancy({ title: 'Voedselbank concept', status: 'draft' }, { organization: world.otherOrganization });
    await world.vacancy({ title: 'Heuvelland' }, { organization: world.foreignOrganization });
  });
  afterAll(async () => world.testApp.close());

  const asActor = (user: UserRow, roles: SignedInUser['roles']): SignedInUser => ({
    id: user.id,
    tenantId: world.tenantId,
    email: user.email,
    roles,
    client: 'test',
    impersonatorUserId: null,
  });
  const titlesFor = async (actor: SignedInUser | undefined, organizations: OrganizationRow[]) => {
    const byOrganization = await listVacanciesOfOrganizations(
      world.testApp.database,
      world.tenantId,
      actor,
      organizations,
    );
    return Object.fromEntries(
      [...byOrganization].map(([id, records]) => [id, records.map((record) => record.vacancy.title)]),
    );
  };

  it('gives visitors the published vacancies of each organisation, newest first', async () => {
    expect(await titlesFor(undefined, [world.organization, world.otherOrganization])).toEqual({
      [world.organization.id]: ['Nieuwer', 'Ouder'],
      [world.otherOrganization.id]: ['Voedselbank live'],
    });
  });

  it('adds every status of the organisations the asker manages, and only those', async () => {
    const admin = asActor(world.orgAdmin, [
      { name: 'admin', resourceType: 'Organization', resourceId: world.organization.id },
    ]);
    expect(await titlesFor(admin, [world.organization, world.otherOrganization])).toEqual({
      [world.organization.id]: ['Nieuwer', 'Ouder', 'Concept'],
      [world.otherOrganization.id]: ['Voedselbank live'],
    });
  });

  it('keeps organisations of another tenant empty, and answers nothing for no organisations', async () => {
    expect(await titlesFor(undefined, [world.foreignOrganization])).toEqual({ [world.foreignOrganization.id]: [] });
    expect(await titlesFor(undefined, [])).toEqual({});
  });
});
