/** What the tags module announces (platform/events/domain-events.ts). */
declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    /**
     * A tag is being merged into another of its kind and then deleted: each module that puts tags
     * on something moves its own uses to the target (what carries both keeps one; decision 044).
     */
    'tag.merged': { sourceTagId: number; targetTagId: number };
  }
}

export {};
