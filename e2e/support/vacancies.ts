import type { APIRequestContext } from '@playwright/test';
import { demoLogins, signInThroughApi, tenantHeaders } from './sessions.ts';

/** A word no other vacancy has, so a text search finds exactly ours. */
export function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${prefix}${letters}`;
}

/** The demo organisation admin's organisation id, as the web app selects it. */
export async function demoOrganizationId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/organizations?filter[search]=Buurtkracht', { headers: tenantHeaders() });
  const organization = ((await response.json()) as { data: { id: string }[] }).data[0];
  if (!organization) throw new Error('no demo organisation');
  return organization.id;
}

/** Publishes a complete vacancy of the demo organisation through the API, as its admin; returns its id. */
export async function publishVacancyThroughApi(
  request: APIRequestContext,
  title: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const session = await signInThroughApi(request, demoLogins.organizationAdmin);
  const organizationId = await demoOrganizationId(request);
  const response = await request.post('/api/v1/vacancies', {
    headers: { ...tenantHeaders(), ...session, 'Current-Organization-Id': organizationId },
    data: {
      vacancy: {
        organization_id: organizationId,
        title,
        summary: 'Samen boodschappen doen met buurtbewoners die dat niet meer alleen kunnen.',
        description_html: '<p>Je helpt een buurtbewoner een ochtend per week met de boodschappen.</p>',
        location_kind: 'address',
        street: 'Oudegracht',
        house_number: '100',
        postcode: '3511 AB',
        city: 'Utrecht',
        commitment_kind: 'recurring',
        hours_per_week: 3,
        status: 'published',
        ...fields,
      },
    },
  });
  if (response.status() !== 201) throw new Error(`publishing failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}
