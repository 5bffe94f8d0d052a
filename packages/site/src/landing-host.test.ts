import { describe, expect, it } from 'vitest';
import { landingRedirectOf, type LandingHost } from './landing-host.ts';

const landing: LandingHost = { host: 'geldersehanden.example', allowedPaths: ['/partners', '/privacy/'] };

describe('the landing host (issue 32 §6)', () => {
  it('sends every other page of the landing host to /gelderse-handen', () => {
    for (const path of [
      '/',
      '/vacancies/search',
      '/organizations/7',
      '/dashboard',
      '/gelderse-handen-nep',
      '/partnersx',
    ])
      expect(landingRedirectOf(landing, 'geldersehanden.example', path), path).toBe('/gelderse-handen');
  });

  it('shows the landing page, signing in and out, and the configured pages, in any case and with a trailing slash', () => {
    for (const path of [
      '/gelderse-handen',
      '/Gelderse-Handen/',
      '/inloggen',
      '/uitloggen',
      '/auth/login-1',
      '/auth/recover',
      '/partners',
      '/partners/',
      '/privacy',
      '/privacy/cookies',
    ])
      expect(landingRedirectOf(landing, 'GelderseHanden.example', path), path).toBeUndefined();
  });

  it('leaves every other host alone, and every host when none is configured', () => {
    expect(landingRedirectOf(landing, 'demo.example', '/vacancies/search')).toBeUndefined();
    expect(landingRedirectOf(null, 'geldersehanden.example', '/')).toBeUndefined();
  });
});
