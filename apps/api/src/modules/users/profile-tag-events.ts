import type { DomainEventBus } from '../../platform/events/domain-events.ts';
import { moveProfileTags } from './profile-tags.repository.ts';

/** The volunteers' profiles' reactions to changes of tags: a merged tag's profiles carry the target. */
export function subscribeProfilesToTagEvents(events: DomainEventBus): void {
  events.subscribe('tag.merged', (scope, { sourceTagId, targetTagId }) =>
    moveProfileTags(scope, sourceTagId, targetTagId),
  );
}
