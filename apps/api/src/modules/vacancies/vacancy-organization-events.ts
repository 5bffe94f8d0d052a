import type { DomainEventBus } from '../../platform/events/domain-events.ts';
import { moveVacanciesOfOrganization } from './vacancies.repository.ts';

/** The vacancies' reactions to their organisation's changes: they move with it. */
export function subscribeVacanciesToOrganizationEvents(events: DomainEventBus): void {
  events.subscribe('organization.moved', (scope, { organizationId, volunteerCenterId }) =>
    moveVacanciesOfOrganization(scope, organizationId, volunteerCenterId),
  );
}
