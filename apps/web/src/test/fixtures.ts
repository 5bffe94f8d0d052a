import type { AppConfig } from '@volunteerly/contracts/tenancy';
import type { CurrentTenant } from '../features/tenancy/api/current-tenant.ts';

/** An app configuration as the demo installation serves it. */
export const testAppConfig: AppConfig = {
  defaultTenant: 'demo',
  domains: { 'vacaturebank.localhost': 'vacaturebank' },
  wildcardSuffixes: [],
  centerDomains: {},
  tenants: [
    { key: 'demo', appName: 'Volunteerly Demo' },
    { key: 'vacaturebank', appName: 'Vacaturebank Utrecht' },
  ],
  staging: false,
  enableOrganizationsMoving: false,
  allowInactiveUsers: false,
  mapTileUrl: 'https://tile.example.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap',
  landingHost: null,
};

/** The demo tenant with its default centre and profile. */
export const testCurrentTenant: CurrentTenant = {
  tenant: {
    id: 'demo',
    type: 'tenants',
    key: 'demo',
    appName: 'Volunteerly Demo',
    appContext: 'main',
    features: {
      volunteerProfiles: true,
      activities: true,
      personToPersonHelp: false,
      centerSharing: false,
      translation: false,
    },
    highContrast: false,
    public: false,
    organizationsMoving: false,
  },
  center: {
    id: '1',
    name: 'Vrijwilligerscentrale Demo',
    profile: {
      id: '1',
      type: 'volunteer_center_profiles',
      name: 'Vrijwilligerscentrale Demo',
      faviconUrl: '/favicon-demo.svg',
      websiteLogoUrl: '/logo-demo.svg',
      gtagId: null,
      primaryColor: 'green',
      primaryColorShades: null,
      secondaryColor: 'blue',
      secondaryColorShades: null,
      tertiaryColor: 'orange',
      tertiaryColorShades: null,
      mutedColor: 'slate',
      backgroundColor: '#ffffff',
      textColor: '#0f172a',
      themeConfig: {
        defaultShape: 'rounded',
        fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
        cssVariables: {},
      },
      footerColumns: [],
      contact: {
        email: null,
        phone: null,
        street: null,
        postcode: null,
        city: null,
        personName: null,
        personEmail: null,
        personPhone: null,
      },
    },
  },
};
