import { demoVacancyRegions } from '../../src/seed/demo-vacancy-places.ts';
import { planDemoVacancies, type PlannedDemoVacancy } from '../../src/seed/demo-vacancy-plan.ts';

/** A planned demo vacancy with the name of the organisation offering it. */
export interface PlannedDemoVacancyOf extends PlannedDemoVacancy {
  organizationName: string;
}

/**
 * A tenant's demo vacancies as the seed plans them on `today` (the seed's clock
 * by default), without a database: organisation ids are their positions in the region.
 */
export function plannedDemoVacancies(tenantKey: string, today?: string): PlannedDemoVacancyOf[] {
  const region = demoVacancyRegions[tenantKey];
  if (!region) throw new Error(`no demo region for ${tenantKey}`);
  const now = today ? new Date(`${today}T09:00:00Z`) : new Date();
  const owners = new Map(
    region.organizations.map((organization, index) => [
      organization.name,
      {
        id: index,
        volunteerCenterId: organization.center ?? 0,
        name: organization.name,
        status: organization.status ?? 'approved',
      },
    ]),
  );
  const context = { tenant: { id: 1, key: tenantKey }, now, today: now.toISOString().slice(0, 10), sharing: true };
  return planDemoVacancies(context, region, owners).map((planned) => ({
    ...planned,
    organizationName: region.organizations[planned.row.organizationId]!.name,
  }));
}
