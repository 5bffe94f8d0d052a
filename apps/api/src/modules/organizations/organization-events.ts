/** What the organisations module announces (platform/events/domain-events.ts). */
declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    /** An organisation moved to another centre of the tenant; what belongs to it follows. */
    'organization.moved': { organizationId: number; volunteerCenterId: number };
  }
}

export {};
