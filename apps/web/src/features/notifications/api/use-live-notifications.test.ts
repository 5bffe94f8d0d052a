import { describe, expect, it } from 'vitest';
import { kindsChangedBy } from './use-live-notifications.ts';

describe('the data a live notification refreshes', () => {
  it('refreshes the conversations when a message arrives', () => {
    expect(kindsChangedBy('conversation_message')).toEqual(['conversations']);
  });

  it('refreshes the applications and the dashboard when an application changes', () => {
    expect(kindsChangedBy('application_status_changed')).toEqual(['applications', 'dashboard']);
    expect(kindsChangedBy('application_new')).toEqual(['applications', 'dashboard']);
  });

  it('refreshes the organisations when one is approved', () => {
    expect(kindsChangedBy('organization_approved')).toEqual(['organizations', 'dashboard']);
  });

  it('refreshes nothing else for an event it does not know or a malformed one', () => {
    expect(kindsChangedBy('volunteer_digest')).toEqual([]);
    expect(kindsChangedBy(undefined)).toEqual([]);
    expect(kindsChangedBy(42)).toEqual([]);
  });
});
