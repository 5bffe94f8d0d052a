import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationDocumentSchema,
  applicationListDocumentSchema,
} from '@volunteerly/contracts/resources/applications';
import { sessionListDocumentSchema } from '@volunteerly/contracts/resources/auth';
import { capturedMailListDocumentSchema } from '@volunteerly/contracts/resources/captured-mails';
import { dashboardDocumentSchema } from '@volunteerly/contracts/resources/dashboard';
import { healthAnswerSchema } from '@volunteerly/contracts/resources/health';
import { organizationListDocumentSchema } from '@volunteerly/contracts/resources/organization-list';
import {
  currentOrganizationListDocumentSchema,
  organizationDocumentSchema,
  organizationInvitationListDocumentSchema,
} from '@volunteerly/contracts/resources/organizations';
import { partnerListDocumentSchema } from '@volunteerly/contracts/resources/partners';
import { tagListDocumentSchema } from '@volunteerly/contracts/resources/tags';
import { tenantDocumentSchema } from '@volunteerly/contracts/resources/tenants';
import {
  currentUserDocumentSchema,
  userDocumentSchema,
  userListDocumentSchema,
} from '@volunteerly/contracts/resources/users';
import {
  vacancyDocumentSchema,
  vacancyListDocumentSchema,
  vacancySearchDocumentSchema,
} from '@volunteerly/contracts/resources/vacancies';
import {
  volunteerCenterDocumentSchema,
  volunteerCenterListDocumentSchema,
} from '@volunteerly/contracts/resources/volunteer-centers';
import { appConfigSchema } from '@volunteerly/contracts/tenancy';
import type { z } from 'zod';
import { parseWithContract } from '../support/contract.ts';
import { createVacanciesWorld, type VacanciesWorld } from '../vacancies/vacancies-world.ts';

// One real answer per resource, parsed with its contract (decision 014). The serializer checks every
// answer of every test outside production too; this names each resource's contract in one place.
describe('every resource answers in the shape of its contract', () => {
  let world: VacanciesWorld;
  let vacancyId: number;
  let applicationId: string;

  beforeAll(async () => {
    world = await createVacanciesWorld();
    const tag = await world.tag('category', 'Contracten');
    const vacancy = await world.vacancy({ title: 'Contractvacature' }, { tags: [tag] });
    vacancyId = vacancy.id;
    const applied = await world.request(world.volunteer, 'POST', '/api/v1/applications', {
      application: { vacancy_id: String(vacancy.id), motivation: 'Ik denk graag mee over contracten.', answers: [] },
    });
    expect(applied.statusCode).toBe(201);
    applicationId = (applied.json() as { data: { id: string } }).data.id;
  });
  afterAll(() => world.testApp.close());

  const cases: [string, () => [VacanciesWorld['superAdmin'] | null, string], z.ZodType][] = [
    [
      'a vacancy with its organisation and tags',
      () => [null, `/api/v1/vacancies/${vacancyId}?include=organization,tags`],
      vacancyDocumentSchema,
    ],
    ['the back office’s vacancies', () => [world.orgAdmin, '/api/v1/vacancies'], vacancyListDocumentSchema],
    ['a search with facets', () => [null, '/api/v1/vacancies/search?q=contract'], vacancySearchDocumentSchema],
    ['an application', () => [world.centerAdmin, `/api/v1/applications/${applicationId}`], applicationDocumentSchema],
    [
      'the applications with their counts',
      () => [world.centerAdmin, '/api/v1/applications'],
      applicationListDocumentSchema,
    ],
    [
      'an organisation with profile and address',
      () => [world.orgAdmin, `/api/v1/organizations/${world.organization.id}?include=profile,address`],
      organizationDocumentSchema,
    ],
    [
      'the organisations with their vacancies',
      () => [world.centerAdmin, '/api/v1/organizations?include=profile,address,vacancies'],
      organizationListDocumentSchema,
    ],
    [
      'my organisations',
      () => [world.orgAdmin, '/api/v1/current_organizations'],
      currentOrganizationListDocumentSchema,
    ],
    [
      'an organisation’s invitations',
      () => [world.orgAdmin, `/api/v1/organizations/${world.organization.id}/invitations`],
      organizationInvitationListDocumentSchema,
    ],
    [
      'a user with roles and organisations',
      () => [world.centerAdmin, `/api/v1/users/${world.orgAdmin.id}?include=roles,organizations`],
      userDocumentSchema,
    ],
    ['the users', () => [world.centerAdmin, '/api/v1/users?include=roles,organizations'], userListDocumentSchema],
    [
      'the signed-in user',
      () => [world.volunteer, '/api/v1/current_user?include=roles,organizations'],
      currentUserDocumentSchema,
    ],
    ['my sessions', () => [world.volunteer, '/api/v1/sessions'], sessionListDocumentSchema],
    ['the tags', () => [world.centerAdmin, '/api/v1/tags'], tagListDocumentSchema],
    ['a volunteer’s dashboard', () => [world.volunteer, '/api/v1/dashboard'], dashboardDocumentSchema],
    ['a centre’s dashboard', () => [world.centerAdmin, '/api/v1/dashboard'], dashboardDocumentSchema],
    ['the current tenant', () => [null, '/api/v1/tenants/current'], tenantDocumentSchema],
    [
      'the current centre',
      () => [null, '/api/v1/volunteer_centers/current?include=profile'],
      volunteerCenterDocumentSchema,
    ],
    ['the centres', () => [null, '/api/v1/volunteer_centers?include=profile'], volunteerCenterListDocumentSchema],
    ['the partners', () => [null, '/api/v1/partners'], partnerListDocumentSchema],
    ['the captured mail', () => [world.superAdmin, '/api/v1/dev/mails'], capturedMailListDocumentSchema],
    ['the health check', () => [null, '/api/health'], healthAnswerSchema],
  ];

  it.each(cases)('%s', async (_name, call, schema) => {
    const [actor, url] = call();
    const response = await world.request(actor, 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(() => parseWithContract(schema, response.json())).not.toThrow();
  });

  it('serves /app-config.json in camelCase, as it is declared', async () => {
    const response = await world.request(null, 'GET', '/app-config.json');
    expect(appConfigSchema.safeParse(response.json()).success).toBe(true);
  });

  it('notices an answer that drifts from its contract (the check itself works)', () => {
    expect(() => parseWithContract(healthAnswerSchema, { status: 'ok', database: 'down' })).toThrow(/contract/);
  });
});
