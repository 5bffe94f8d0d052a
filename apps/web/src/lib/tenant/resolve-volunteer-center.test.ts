import { describe, expect, it } from 'vitest';
import { resolveVolunteerCenterId } from './resolve-volunteer-center.ts';

const config = { centerDomains: { 'zeist.vrijwilligerspunt.localhost': '7' } };

describe('resolveVolunteerCenterId', () => {
  it('takes the centre configured for the host first', () => {
    expect(resolveVolunteerCenterId({ host: 'zeist.vrijwilligerspunt.localhost', cookieCenterId: '3', config })).toBe(
      '7',
    );
  });

  it('falls back to the remembered centre cookie', () => {
    expect(resolveVolunteerCenterId({ host: 'localhost', cookieCenterId: '3', config })).toBe('3');
  });

  it('leaves the choice to the API (tenant default) when neither is known or the cookie is not an id', () => {
    expect(resolveVolunteerCenterId({ host: 'localhost', cookieCenterId: undefined, config })).toBeUndefined();
    expect(resolveVolunteerCenterId({ host: 'localhost', cookieCenterId: 'abc', config })).toBeUndefined();
  });
});
