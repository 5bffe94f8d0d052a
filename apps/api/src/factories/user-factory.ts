import type { RoleName } from '@volunteerly/contracts/users';
import type { Database } from '../platform/database/connection.ts';
import { withTenant } from '../platform/database/tenant-scope.ts';
import { hashPassword } from '../platform/auth/password-hashing.ts';
import { insertRole, insertUser } from '../modules/users/users.repository.ts';
import type { NewUserRow, UserRoleRow, UserRow } from '../modules/users/users.schema.ts';
import { nextSequence } from './sequence.ts';

/** The password every factory user gets unless told otherwise. */
export const factoryPassword = 'Factory-wachtwoord-2026';

// Argon2 is slow on purpose; factories hash each distinct password once per process.
const hashedPasswords = new Map<string, Promise<string>>();

function hashOnce(password: string): Promise<string> {
  let hashed = hashedPasswords.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashedPasswords.set(password, hashed);
  }
  return hashed;
}

type UserOverrides = Partial<Omit<NewUserRow, 'tenantId'>>;

/** Attributes of a valid, active, confirmed user; overrides win. */
export function buildUser(overrides: UserOverrides = {}): Omit<NewUserRow, 'tenantId'> {
  const number = nextSequence();
  return {
    email: `gebruiker-${number}@example.org`,
    firstName: 'Sam',
    lastName: `Jansen ${number}`,
    locale: 'nl',
    status: 'active',
    confirmedAt: new Date(),
    ...overrides,
  };
}

/** A role to grant: its name and, for bound roles, the centre or organisation id. */
export interface RoleToGrant {
  name: RoleName;
  resourceId?: number;
}

const resourceTypes = { super_admin: null, center_admin: 'VolunteerCenter', admin: 'Organization' } as const;

/** Inserts a user (password `factoryPassword` unless `password` is given) with roles, in one transaction. */
export async function createUser(
  database: Database,
  tenantId: number,
  options: { user?: UserOverrides; password?: string | null; roles?: RoleToGrant[] } = {},
): Promise<{ user: UserRow; roles: UserRoleRow[] }> {
  const password = options.password === undefined ? factoryPassword : options.password;
  const encryptedPassword = password === null ? null : await hashOnce(password);
  return withTenant(database, tenantId, async (scope) => {
    const user = await insertUser(scope, buildUser({ encryptedPassword, ...options.user }));
    const roles: UserRoleRow[] = [];
    for (const role of options.roles ?? []) {
      roles.push(
        await insertRole(scope, {
          userId: user.id,
          name: role.name,
          resourceType: resourceTypes[role.name],
          resourceId: role.resourceId ?? null,
        }),
      );
    }
    return { user, roles };
  });
}
