import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import type { PersonalDataPart, PersonalDataSections } from '../../platform/personal-data/personal-data.ts';
import { findUserViewOr404 } from '../users/users.service.ts';

// The privacy module answers what a person may ask about their own data. Each module that keeps
// some tells it in its personal-data part (decision 046); the app hands the parts in.

/** 'Download my data': every part's sections about the signed-in user, read in one transaction (docs/data-export.md). */
export async function exportPersonalData(
  database: Database,
  actor: SignedInUser,
  parts: readonly PersonalDataPart[],
): Promise<PersonalDataSections> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const { user } = await findUserViewOr404(scope, actor.id);
    const exported: PersonalDataSections = { exported_at: new Date().toISOString() };
    for (const part of parts) {
      for (const [name, section] of Object.entries(await part.export(scope, user))) {
        if (name in exported) throw new Error(`two personal-data parts export a section named ${name}`);
        exported[name] = section;
      }
    }
    return exported;
  });
}
