import type { APIRequestContext } from '@playwright/test';
import { demoLogins, signInThroughApi, tenantHeaders } from './sessions.ts';
import { demoOrganizationId, publishVacancyThroughApi } from './vacancies.ts';

/**
 * A fresh vacancy of the demo organisation with the demo volunteer's application to it, moved by
 * the organisation admin through `statuses` (e.g. ['accepted', 'started']); returns the
 * application's id.
 */
export async function demoApplicationThroughApi(
  request: APIRequestContext,
  title: string,
  statuses: string[] = [],
): Promise<string> {
  const vacancyId = await publishVacancyThroughApi(request, title);
  const volunteer = await signInThroughApi(request, demoLogins.volunteer);
  const applied = await request.post('/api/v1/applications', {
    headers: { ...tenantHeaders(), ...volunteer },
    data: { application: { vacancy_id: vacancyId, motivation: 'Ik help graag en heb op zaterdag tijd.' } },
  });
  if (applied.status() !== 201) throw new Error(`applying failed: ${applied.status()} ${await applied.text()}`);
  const applicationId = ((await applied.json()) as { data: { id: string } }).data.id;
  const admin = await signInThroughApi(request, demoLogins.organizationAdmin);
  const headers = { ...tenantHeaders(), ...admin, 'Current-Organization-Id': await demoOrganizationId(request) };
  for (const status of statuses) {
    const moved = await request.put(`/api/v1/applications/${applicationId}/status`, { headers, data: { status } });
    if (!moved.ok()) throw new Error(`moving to ${status} failed: ${moved.status()} ${await moved.text()}`);
  }
  return applicationId;
}
