import type { DomainEventBus } from '../../platform/events/domain-events.ts';
import { moveTargetGroups } from './organizations.repository.ts';

/** The organisations' reactions to changes of tags: a merged target group's organisations work for the target. */
export function subscribeOrganizationsToTagEvents(events: DomainEventBus): void {
  events.subscribe('tag.merged', (scope, { sourceTagId, targetTagId }) =>
    moveTargetGroups(scope, sourceTagId, targetTagId),
  );
}
