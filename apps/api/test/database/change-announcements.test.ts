import { describe, expect, it } from 'vitest';
import { createChangeWatchers } from '../../src/platform/database/change-announcements.ts';

describe('hearing the database announce changes', () => {
  it('passes a commit heard on several connections on once, with its kind', () => {
    const changes = createChangeWatchers();
    const heard: string[] = [];
    changes.watch((change) => heard.push(change));
    for (let connection = 0; connection < 3; connection += 1) changes.announce('public_catalogue 7001');
    changes.announce('public_catalogue 7002');
    expect(heard).toEqual(['public_catalogue', 'public_catalogue']);
  });

  it('passes on every announcement that names no transaction', () => {
    const changes = createChangeWatchers();
    const heard: string[] = [];
    changes.watch((change) => heard.push(change));
    changes.announce('tenant_configuration');
    changes.announce('tenant_configuration');
    expect(heard).toEqual(['tenant_configuration', 'tenant_configuration']);
  });

  it('stops calling a listener that stopped watching', () => {
    const changes = createChangeWatchers();
    const heard: string[] = [];
    const stop = changes.watch((change) => heard.push(change));
    stop();
    changes.announce('public_catalogue 1');
    expect(heard).toEqual([]);
  });
});
