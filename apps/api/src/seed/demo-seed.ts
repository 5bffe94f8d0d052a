import type { Database } from '../platform/database/connection.ts';
import { createTenant } from '../factories/tenant-factory.ts';
import { createCenter } from '../factories/volunteer-center-factory.ts';
import { createUser, type RoleToGrant } from '../factories/user-factory.ts';
import { findTenantByKey } from '../modules/tenants/tenants.repository.ts';
import type { NewTenantRow } from '../modules/tenants/tenants.schema.ts';
import type { StoredCenterContact } from '../modules/volunteer-centers/volunteer-centers.schema.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { seedDemoApplications } from './demo-applications.ts';
import { seedDemoCommunication } from './demo-communication.ts';
import { demoLogoDataUrl } from './demo-logo.ts';
import { seedDemoOrganizations } from './demo-organizations.ts';
import { seedDemoVacancies } from './demo-vacancies.ts';
import type { DemoVacancyOwner } from './demo-vacancy-plan.ts';
import { demoVacancyRegions } from './demo-vacancy-places.ts';

interface DemoCenter {
  name: string;
  hosts: string[];
  initials: string;
  logoColor: string;
  colors: { primaryColor: string; secondaryColor: string; tertiaryColor: string; mutedColor: string };
  /** Shown in the footer, the statements and every mail. */
  contact: StoredCenterContact;
}

/** A demo login; `role` is granted on the tenant's first centre or its demo organisation. */
interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role?: 'super_admin' | 'center_admin' | 'admin';
}

interface DemoTenant {
  tenant: Partial<NewTenantRow> & { key: string; appName: string };
  centers: DemoCenter[];
  /**
   * An approved organisation of the first centre in the tenant's region
   * (demo-vacancy-places.ts); its admins sign in as `admin`.
   */
  organizationName?: string;
  /**
   * Every demo site has a super admin (who reads the captured mail at /dev/mail, so a guest's
   * journey completes on every site), a centre admin, an organisation admin and a volunteer.
   */
  users: DemoUser[];
}

/** The one password of every demo login (README, start banner). */
export const demoPassword = 'Demo-wachtwoord-2026';

/** The demo partners: one per kind of site the product serves (spec §1). */
export const demoTenants: DemoTenant[] = [
  {
    tenant: {
      key: 'demo',
      appName: 'Volunteerly Demo',
      hosts: ['demo.localhost'],
      volunteerProfilesEnabled: true,
      activitiesEnabled: true,
      personToPersonHelpEnabled: true,
      centerSharingEnabled: true,
      translationEnabled: true,
      // The demo shows everything, moving organisations between its two centres too (decision 016).
      organizationsMoving: true,
    },
    centers: [
      {
        name: 'Vrijwilligerscentrum Demo',
        hosts: [],
        initials: 'VD',
        logoColor: '#047857',
        colors: { primaryColor: 'emerald', secondaryColor: 'blue', tertiaryColor: 'orange', mutedColor: 'slate' },
        contact: {
          email: 'info@demo.example.org',
          phone: '030 234 56 78',
          street: 'Oudegracht 245',
          postcode: '3511NK',
          city: 'Utrecht',
          personName: 'Carla Centrum',
          personEmail: 'centrum@demo.example.org',
        },
      },
      {
        name: 'Vrijwilligerscentrum Demo Noord',
        hosts: ['noord.demo.localhost'],
        initials: 'VN',
        logoColor: '#0f766e',
        colors: { primaryColor: 'teal', secondaryColor: 'indigo', tertiaryColor: 'yellow', mutedColor: 'stone' },
        contact: {
          email: 'noord@demo.example.org',
          phone: '030 234 56 90',
          street: 'Amsterdamsestraatweg 410',
          postcode: '3551CS',
          city: 'Utrecht',
        },
      },
    ],
    organizationName: 'Stichting Buurtkracht',
    users: [
      { email: 'beheer@example.org', firstName: 'Bram', lastName: 'Beheer', role: 'super_admin' },
      { email: 'centrum@demo.example.org', firstName: 'Carla', lastName: 'Centrum', role: 'center_admin' },
      { email: 'organisatie@demo.example.org', firstName: 'Omar', lastName: 'Organisatie', role: 'admin' },
      { email: 'vrijwilliger@demo.example.org', firstName: 'Vera', lastName: 'Vrijwilliger' },
    ],
  },
  {
    tenant: {
      key: 'vacaturebank',
      appName: 'Vacaturebank Rivierstad',
      hosts: ['vacaturebank.localhost'],
      wildcardSuffixes: ['.vacaturebank.localhost'],
      isPublic: true,
      volunteerProfilesEnabled: true,
    },
    centers: [
      {
        name: 'Gemeente Rivierstad',
        hosts: [],
        initials: 'RS',
        logoColor: '#0369a1',
        colors: { primaryColor: 'sky', secondaryColor: 'indigo', tertiaryColor: 'lime', mutedColor: 'zinc' },
        contact: {
          email: 'vrijwilligerswerk@vacaturebank.example.org',
          phone: '024 329 99 99',
          street: 'Korte Nieuwstraat 6',
          postcode: '6511PP',
          city: 'Nijmegen',
          personName: 'Chris Centrum',
          personEmail: 'centrum@vacaturebank.example.org',
        },
      },
    ],
    organizationName: 'Buurthuis De Rivier',
    users: [
      { email: 'beheer@vacaturebank.example.org', firstName: 'Bente', lastName: 'Beheer', role: 'super_admin' },
      { email: 'centrum@vacaturebank.example.org', firstName: 'Chris', lastName: 'Centrum', role: 'center_admin' },
      { email: 'organisatie@vacaturebank.example.org', firstName: 'Olga', lastName: 'Organisatie', role: 'admin' },
      { email: 'vrijwilliger@vacaturebank.example.org', firstName: 'Vincent', lastName: 'Vrijwilliger' },
    ],
  },
  {
    tenant: {
      key: 'vrijwilligerspunt',
      appName: 'Vrijwilligerspunt Heuvelrug',
      hosts: ['vrijwilligerspunt.localhost'],
      activitiesEnabled: true,
      personToPersonHelpEnabled: true,
    },
    centers: [
      {
        name: 'Vrijwilligerspunt Heuvelrug',
        hosts: [],
        initials: 'VH',
        logoColor: '#7e22ce',
        colors: { primaryColor: 'purple', secondaryColor: 'teal', tertiaryColor: 'pink', mutedColor: 'gray' },
        contact: {
          email: 'info@vrijwilligerspunt.example.org',
          phone: '0343 41 20 00',
          street: 'Dorpsstraat 4',
          postcode: '3941JM',
          city: 'Doorn',
        },
      },
    ],
    organizationName: 'Stichting Heuvelrug Helpt',
    users: [
      { email: 'beheer@vrijwilligerspunt.example.org', firstName: 'Bas', lastName: 'Beheer', role: 'super_admin' },
      {
        email: 'centrum@vrijwilligerspunt.example.org',
        firstName: 'Corrie',
        lastName: 'Centrum',
        role: 'center_admin',
      },
      { email: 'organisatie@vrijwilligerspunt.example.org', firstName: 'Otto', lastName: 'Organisatie', role: 'admin' },
      { email: 'vrijwilliger@vrijwilligerspunt.example.org', firstName: 'Vera', lastName: 'Vrijwilliger' },
    ],
  },
  {
    tenant: {
      key: 'meedoen',
      appName: 'Meedoen Waterland',
      appContext: 'meedoen',
      hosts: ['meedoen.localhost'],
      highContrast: true,
      activitiesEnabled: true,
    },
    centers: [
      {
        name: 'Meedoen Waterland',
        hosts: [],
        initials: 'MW',
        logoColor: '#be123c',
        colors: { primaryColor: 'mauve', secondaryColor: 'sky', tertiaryColor: 'amber', mutedColor: 'neutral' },
        contact: {
          email: 'info@meedoen.example.org',
          phone: '0299 45 20 00',
          street: 'Koemarkt 20',
          postcode: '1441DB',
          city: 'Purmerend',
        },
      },
    ],
    organizationName: 'Welzijn Waterland',
    users: [
      { email: 'beheer@meedoen.example.org', firstName: 'Berend', lastName: 'Beheer', role: 'super_admin' },
      { email: 'centrum@meedoen.example.org', firstName: 'Cor', lastName: 'Centrum', role: 'center_admin' },
      { email: 'organisatie@meedoen.example.org', firstName: 'Olivia', lastName: 'Organisatie', role: 'admin' },
      { email: 'vrijwilliger@meedoen.example.org', firstName: 'Valentijn', lastName: 'Vrijwilliger' },
    ],
  },
];

/**
 * Loads the demo partners through the same factories the tests use. Tenants
 * that already exist are left alone, so an interrupted seed completes on the
 * next start.
 */
export async function seedDemo(database: Database): Promise<string[]> {
  const created: string[] = [];
  for (const { tenant: tenantValues, centers, organizationName, users } of demoTenants) {
    if (await findTenantByKey(database, tenantValues.key)) continue;
    const tenant = await createTenant(database, tenantValues);
    const centerIds: number[] = [];
    for (const [index, center] of centers.entries()) {
      const logo = demoLogoDataUrl(center.initials, center.logoColor);
      const { center: row } = await createCenter(database, tenant.id, {
        center: { name: center.name, hosts: center.hosts, isDefault: index === 0 },
        profile: {
          name: center.name,
          websiteLogoUrl: logo,
          faviconUrl: logo,
          contact: center.contact,
          ...center.colors,
        },
      });
      centerIds.push(row.id);
    }
    const firstCenter = { tenantId: tenant.id, id: centerIds[0]! };
    const region = demoVacancyRegions[tenantValues.key];
    const owners = region
      ? await seedDemoOrganizations(database, tenant.id, centerIds, region)
      : new Map<string, DemoVacancyOwner>();
    if (region) await seedDemoVacancies(database, tenant, centerIds, region, owners);
    const organization = organizationName ? owners.get(organizationName) : undefined;
    const logins: { centerAdminId?: number; organizationAdminId?: number; volunteerId?: number } = {};
    for (const user of users) {
      const roles: RoleToGrant[] =
        user.role === 'super_admin'
          ? [{ name: 'super_admin' }]
          : user.role === 'center_admin'
            ? [{ name: 'center_admin', resourceId: firstCenter.id }]
            : user.role === 'admin' && organization
              ? [{ name: 'admin', resourceId: organization.id }]
              : [];
      const { user: row } = await createUser(database, tenant.id, {
        user: { email: user.email, firstName: user.firstName, lastName: user.lastName },
        password: demoPassword,
        roles,
      });
      if (user.role === 'center_admin') logins.centerAdminId = row.id;
      if (user.role === 'admin') logins.organizationAdminId = row.id;
      if (user.role === undefined) logins.volunteerId = row.id;
    }
    if (region) {
      const communicating = {
        organization:
          organization && logins.organizationAdminId !== undefined
            ? { id: organization.id, adminUserId: logins.organizationAdminId }
            : undefined,
        volunteerUserId: logins.volunteerId,
      };
      await seedDemoApplications(database, tenant, communicating);
      await seedDemoCommunication(database, tenant, communicating);
      await seedDemoActivity(database, tenant, {
        centerAdminUserId: logins.centerAdminId,
        organization: communicating.organization,
      });
    }
    created.push(tenant.key);
  }
  return created;
}

/** The demo logins, for the README and the start banner. */
export function demoLogins(): { email: string; tenant: string; role: string }[] {
  return demoTenants.flatMap(({ tenant, users }) =>
    users.map((user) => ({ email: user.email, tenant: tenant.key, role: user.role ?? 'volunteer' })),
  );
}
