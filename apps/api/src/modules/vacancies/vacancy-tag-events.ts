import type { DomainEventBus } from '../../platform/events/domain-events.ts';
import { moveVacancyTags } from './vacancy-tags.repository.ts';

/** The vacancies' reactions to changes of tags: a merged tag's vacancies carry the target. */
export function subscribeVacanciesToTagEvents(events: DomainEventBus): void {
  events.subscribe('tag.merged', (scope, { sourceTagId, targetTagId }) =>
    moveVacancyTags(scope, sourceTagId, targetTagId),
  );
}
