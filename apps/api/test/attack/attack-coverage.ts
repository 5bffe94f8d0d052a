import { notExercisedAcrossTenants } from './attack-exclusions.ts';
import type { TenantIds } from './attack-world.ts';
import { operationBodies } from './operation-bodies.ts';
import { fillPath, idFilters, type Operation } from './openapi-operations.ts';

/**
 * The operations the cross-tenant matrix cannot exercise and that are not
 * listed in attack-exclusions.ts, each with what is missing: an id for a path
 * parameter, an id for an id-like filter, or a valid body.
 */
export function coverageGaps(operations: Operation[], ids: TenantIds): string[] {
  return operations
    .filter((operation) => !(operation.key in notExercisedAcrossTenants))
    .flatMap((operation) => {
      const reasons: string[] = [];
      if (operation.pathParameters.length > 0 && fillPath(operation, ids) === undefined)
        reasons.push('a path parameter the suite has no id for (idOfCollection in openapi-operations.ts)');
      const unknownFilters = idFilters(operation, ids).unknown;
      if (unknownFilters.length > 0) reasons.push(`id filters without an id: ${unknownFilters.join(', ')}`);
      if (operation.bodyTypes.length > 0 && !(operation.key in operationBodies))
        reasons.push('a body but no entry in operation-bodies.ts');
      return reasons.map((reason) => `${operation.key}: ${reason}`);
    });
}
