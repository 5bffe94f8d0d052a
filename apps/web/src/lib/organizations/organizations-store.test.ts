import type { OrganizationType } from '@volunteerly/contracts/organizations';
import { afterEach, describe, expect, it } from 'vitest';
import { getRequestContext } from '../api/request-context.ts';
import {
  getSelectedOrganizationId,
  resetOrganizations,
  resolveSelectedOrganization,
  selectedOrganizationStorageKey,
  setSelectedOrganizationId,
  type CurrentOrganization,
} from './organizations-store.ts';

function organization(id: string, type: OrganizationType): CurrentOrganization {
  return { id, type, name: `Organisatie ${id}`, status: 'approved', volunteerCenterId: '1' };
}

afterEach(() => resetOrganizations());

describe('resolveSelectedOrganization', () => {
  const club = organization('1', 'Association');
  const school = organization('2', 'School');
  const center = organization('3', 'VolunteerCenter');

  it('picks the first School or VolunteerCenter when nothing is selected', () => {
    expect(resolveSelectedOrganization([club, school, center], undefined)).toBe(school);
    expect(resolveSelectedOrganization([club, center, school], undefined)).toBe(center);
  });

  it('falls back to the first organisation when none is a School or VolunteerCenter', () => {
    const other = organization('4', 'Foundation');
    expect(resolveSelectedOrganization([club, other], undefined)).toBe(club);
  });

  it('keeps the remembered organisation while it is in the list', () => {
    expect(resolveSelectedOrganization([club, school], '1')).toBe(club);
  });

  it('resets to the default when the remembered organisation is no longer in the list', () => {
    expect(resolveSelectedOrganization([club, school], '99')).toBe(school);
  });

  it('selects nothing for an empty list', () => {
    expect(resolveSelectedOrganization([], '1')).toBeUndefined();
  });
});

describe('the selected organisation', () => {
  it('is remembered in localStorage and sent as the Current-Organization-Id header', () => {
    setSelectedOrganizationId('7');
    expect(getSelectedOrganizationId()).toBe('7');
    expect(window.localStorage.getItem(selectedOrganizationStorageKey)).toBe('7');
    expect(getRequestContext().currentOrganizationId).toBe('7');
  });

  it('is forgotten on reset', () => {
    setSelectedOrganizationId('7');
    resetOrganizations();
    expect(getSelectedOrganizationId()).toBeUndefined();
    expect(window.localStorage.getItem(selectedOrganizationStorageKey)).toBeNull();
    expect(getRequestContext().currentOrganizationId).toBeUndefined();
  });
});
