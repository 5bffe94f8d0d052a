import type { TenantScope } from '../database/tenant-scope.ts';

/**
 * The events one module announces for others to react to, keyed by name. A
 * module declares its own by merging into this interface:
 *
 *   declare module '../../platform/events/domain-events.ts' {
 *     interface DomainEvents { 'organization.moved': { organizationId: number; … } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<K extends DomainEventName> = (
  scope: TenantScope,
  payload: DomainEvents[K],
) => Promise<void>;

/**
 * Cross-module reactions in one direction (ARCHITECTURE.md): the module that
 * owns a change publishes an event; a module above it subscribes and updates
 * its own tables. Handlers run in order inside the publisher's transaction, so
 * the change and every reaction commit or roll back together. Subscriptions are
 * made once per app, in `app.ts`.
 */
export class DomainEventBus {
  private readonly handlers = new Map<DomainEventName, DomainEventHandler<DomainEventName>[]>();

  subscribe<K extends DomainEventName>(name: K, handler: DomainEventHandler<K>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as unknown as DomainEventHandler<DomainEventName>);
    this.handlers.set(name, list);
  }

  async publish<K extends DomainEventName>(scope: TenantScope, name: K, payload: DomainEvents[K]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) await handler(scope, payload);
  }
}
