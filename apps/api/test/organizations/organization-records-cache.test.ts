import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  organizationAddresses,
  organizationProfiles,
  organizations,
  organizationTags,
} from '../../src/modules/organizations/organizations.schema.ts';
import { tags } from '../../src/modules/tags/tags.schema.ts';
import { openDatabase, type Database } from '../../src/platform/database/connection.ts';
import type { AppInstance } from '../../src/platform/http/app-instance.ts';
import { statementsDuring } from '../support/statements.ts';
import { tenantHeaders, testConfig } from '../support/test-app.ts';
import { tenantKey } from '../users/users-world.ts';
import { createVacanciesWorld, type VacanciesWorld } from '../vacancies/vacancies-world.ts';

type OrganizationDocument = {
  data: { attributes: { name: string; target_groups?: { name: string }[] } };
  included?: { type: string; attributes: Record<string, unknown> }[];
};

describe('an organisation is read once and kept until it changes', () => {
  let world: VacanciesWorld;
  // A second app on the same database: another API process, with its own memory.
  let otherProcess: AppInstance;
  let otherDatabase: Database;

  beforeAll(async () => {
    world = await createVacanciesWorld();
    const { testApp } = world;
    otherDatabase = testApp.url ? await openDatabase({ url: testApp.url }) : testApp.database;
    otherProcess = await buildApp({ config: testConfig(), database: otherDatabase, logger: false });
  });
  afterAll(async () => {
    await otherProcess.close();
    if (otherDatabase !== world.testApp.database) await otherDatabase.close();
    await world.testApp.close();
  });

  const show = (app: AppInstance, organizationId: number) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${organizationId}?include=profile,address`,
      headers: tenantHeaders(tenantKey),
    });
  const shown = async (app: AppInstance, organizationId: number) => {
    const response = await show(app, organizationId);
    expect(response.statusCode, response.body).toBe(200);
    const document: OrganizationDocument = response.json();
    return document;
  };
  const includedOf = (document: OrganizationDocument, type: string) =>
    document.included?.find((item) => item.type === type)?.attributes;

  const statementsOf = (work: () => Promise<unknown>) => statementsDuring(world.testApp.database, work);

  it('answers an organisation read before from memory, without a statement', async () => {
    const organization = await world.organizationOfA({ name: 'Stichting Geheugen' });
    expect((await shown(world.testApp.app, organization.id)).data.attributes.name).toBe('Stichting Geheugen');
    const statements = await statementsOf(() => shown(world.testApp.app, organization.id));
    expect(statements).toEqual([]);
  });

  it('shows what its admin saved on the next request: name and profile', async () => {
    const organization = world.organization;
    await shown(world.testApp.app, organization.id);
    const saved = await world.request(world.orgAdmin, 'PUT', `/api/v1/organizations/${organization.id}`, {
      organization: { name: 'Buurthuis De Nieuwe Brug', profile: { description: 'Open voor iedereen.' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const document = await shown(world.testApp.app, organization.id);
    expect(document.data.attributes.name).toBe('Buurthuis De Nieuwe Brug');
    expect(includedOf(document, 'organization_profiles')).toMatchObject({ description: 'Open voor iedereen.' });
  });

  it('shows a changed address and a renamed target group at once', async () => {
    const organization = await world.organizationOfA({ name: 'Stichting Verhuisd' });
    const targetGroup = await world.tag('target_group', 'Ouderen');
    await world.testApp.database.builder
      .insert(organizationProfiles)
      .values({ tenantId: world.tenantId, organizationId: organization.id, description: 'Voor de buurt.' });
    await world.testApp.database.builder
      .insert(organizationTags)
      .values({ tenantId: world.tenantId, organizationId: organization.id, tagId: targetGroup.id });
    await world.testApp.database.builder.insert(organizationAddresses).values({
      tenantId: world.tenantId,
      organizationId: organization.id,
      street: 'Dorpsstraat',
      houseNumber: '1',
      postcode: '1234AB',
      city: 'Oudstad',
    });
    expect(includedOf(await shown(world.testApp.app, organization.id), 'addresses')).toMatchObject({
      city: 'Oudstad',
    });
    await world.testApp.database.builder
      .update(organizationAddresses)
      .set({ city: 'Nieuwstad' })
      .where(eq(organizationAddresses.organizationId, organization.id));
    expect(includedOf(await shown(world.testApp.app, organization.id), 'addresses')).toMatchObject({
      city: 'Nieuwstad',
    });
    await world.testApp.database.builder.update(tags).set({ name: 'Senioren' }).where(eq(tags.id, targetGroup.id));
    const profile = includedOf(await shown(world.testApp.app, organization.id), 'organization_profiles');
    expect(profile?.['target_groups']).toEqual([{ id: targetGroup.id, name: 'Senioren' }]);
  });

  it('hides an organisation from the public once it is archived', async () => {
    const organization = await world.organizationOfA({ name: 'Stichting Afgesloten' });
    await shown(world.testApp.app, organization.id);
    await world.testApp.database.builder
      .update(organizations)
      .set({ status: 'archived' })
      .where(eq(organizations.id, organization.id));
    expect((await show(world.testApp.app, organization.id)).statusCode).toBe(404);
  });

  it('keeps another tenant’s organisation out, kept or not', async () => {
    await shown(world.testApp.app, world.organization.id);
    const foreign = await world.testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${world.foreignOrganization.id}`,
      headers: tenantHeaders(tenantKey),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('serves a change made through one process to every process', async () => {
    const organization = await world.organizationOfA({ name: 'Stichting Overal' });
    await shown(otherProcess, organization.id);
    await world.testApp.database.builder
      .update(organizations)
      .set({ name: 'Stichting Overal Hernoemd' })
      .where(eq(organizations.id, organization.id));
    // The other process hears of the change when PostgreSQL delivers the announcement (at once on
    // PGlite, within milliseconds on a server).
    await expect
      .poll(async () => (await shown(otherProcess, organization.id)).data.attributes.name)
      .toBe('Stichting Overal Hernoemd');
  });
});
