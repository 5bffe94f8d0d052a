import { describe, expect, it } from 'vitest';
import type { TenantScope } from '../database/tenant-scope.ts';
import { DomainEventBus } from './domain-events.ts';

declare module './domain-events.ts' {
  interface DomainEvents {
    'test.happened': { value: number };
  }
}

const scope = { tenantId: 1 } as TenantScope;

describe('the domain event bus', () => {
  it('runs every subscriber of an event, in order of subscription, with the scope', async () => {
    const bus = new DomainEventBus();
    const seen: string[] = [];
    bus.subscribe('test.happened', async (received, payload) => {
      seen.push(`first ${payload.value} ${received.tenantId}`);
    });
    bus.subscribe('test.happened', async (_received, payload) => {
      seen.push(`second ${payload.value}`);
    });
    await bus.publish(scope, 'test.happened', { value: 7 });
    expect(seen).toEqual(['first 7 1', 'second 7']);
  });

  it('lets a failing subscriber fail the publisher, so its transaction rolls back', async () => {
    const bus = new DomainEventBus();
    bus.subscribe('test.happened', () => Promise.reject(new Error('reaction failed')));
    await expect(bus.publish(scope, 'test.happened', { value: 1 })).rejects.toThrow('reaction failed');
  });

  it('does nothing for an event nobody subscribed to', async () => {
    await expect(new DomainEventBus().publish(scope, 'test.happened', { value: 1 })).resolves.toBeUndefined();
  });
});
