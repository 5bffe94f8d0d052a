import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { applications } from '../applications/applications.schema.ts';
import { organizations, type OrganizationRow } from '../organizations/organizations.schema.ts';
import { tags, type TagKind } from '../tags/tags.schema.ts';
import { vacancyFavorites, vacancyTags, type VacancyRow } from './vacancies.schema.ts';

// What a vacancy is shown with: its organisation, tags, taken places and the
// signed-in user's own relation to it. Loaded for a whole page at once.

/** A tag on a vacancy. */
export interface VacancyTagView {
  id: number;
  kind: TagKind;
  name: string;
}

/** The signed-in user's relation to a vacancy. */
export interface VacancyViewerState {
  isFavorite: boolean;
  hasApplied: boolean;
}

/** A vacancy with everything its resource shows. */
export interface VacancyRecord {
  vacancy: VacancyRow;
  organization: OrganizationRow;
  tags: VacancyTagView[];
  /** Accepted applications. */
  placesTaken: number;
  /** Only for a signed-in user. */
  viewer: VacancyViewerState | undefined;
}

/** Organisations, tags, taken places and (for a signed-in user) favourites and applications, in row order. */
export async function loadVacancyRecords(
  scope: TenantScope,
  rows: VacancyRow[],
  viewerUserId: number | undefined,
): Promise<VacancyRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const organizationIds = [...new Set(rows.map((row) => row.organizationId))];
  // One after the other: a transaction has one connection, and pg refuses overlapping queries on it.
  const organizationRows = await scope.transaction
    .select()
    .from(organizations)
    .where(and(ofTenant(organizations, scope), inArray(organizations.id, organizationIds)));
  const tagRows = await scope.transaction
    .select({ vacancyId: vacancyTags.vacancyId, id: tags.id, kind: tags.kind, name: tags.name })
    .from(vacancyTags)
    .innerJoin(tags, eq(tags.id, vacancyTags.tagId))
    .where(and(ofTenant(vacancyTags, scope), inArray(vacancyTags.vacancyId, ids)))
    .orderBy(asc(tags.name), asc(tags.id));
  const accepted = await scope.transaction
    .select({ vacancyId: applications.vacancyId, total: count() })
    .from(applications)
    .where(
      and(ofTenant(applications, scope), inArray(applications.vacancyId, ids), eq(applications.status, 'accepted')),
    )
    .groupBy(applications.vacancyId);
  const viewer = viewerUserId === undefined ? undefined : await loadViewerState(scope, ids, viewerUserId);
  const organizationsById = new Map(organizationRows.map((organization) => [organization.id, organization]));
  const acceptedById = new Map(accepted.map((row) => [row.vacancyId, row.total]));
  return rows.map((vacancy) => {
    const organization = organizationsById.get(vacancy.organizationId);
    if (!organization) throw new Error(`vacancy ${vacancy.id} has no organisation in its tenant`);
    return {
      vacancy,
      organization,
      tags: tagRows.filter((tag) => tag.vacancyId === vacancy.id).map(({ id, kind, name }) => ({ id, kind, name })),
      placesTaken: acceptedById.get(vacancy.id) ?? 0,
      viewer: viewer && {
        isFavorite: viewer.favoriteIds.has(vacancy.id),
        hasApplied: viewer.appliedIds.has(vacancy.id),
      },
    };
  });
}

/** Which of these vacancies a user saved, and which they applied to (an application not withdrawn). */
async function loadViewerState(
  scope: TenantScope,
  vacancyIds: number[],
  userId: number,
): Promise<{ favoriteIds: Set<number>; appliedIds: Set<number> }> {
  const favorites = await scope.transaction
    .select({ vacancyId: vacancyFavorites.vacancyId })
    .from(vacancyFavorites)
    .where(
      and(
        ofTenant(vacancyFavorites, scope),
        eq(vacancyFavorites.userId, userId),
        inArray(vacancyFavorites.vacancyId, vacancyIds),
      ),
    );
  const applied = await scope.transaction
    .selectDistinct({ vacancyId: applications.vacancyId })
    .from(applications)
    .where(
      and(
        ofTenant(applications, scope),
        eq(applications.userId, userId),
        inArray(applications.vacancyId, vacancyIds),
        ne(applications.status, 'withdrawn'),
      ),
    );
  return {
    favoriteIds: new Set(favorites.map((row) => row.vacancyId)),
    appliedIds: new Set(applied.map((row) => row.vacancyId)),
  };
}

/** One vacancy with everything its resource shows. */
export async function loadVacancyRecord(
  scope: TenantScope,
  vacancy: VacancyRow,
  viewerUserId: number | undefined,
): Promise<VacancyRecord> {
  const [record] = await loadVacancyRecords(scope, [vacancy], viewerUserId);
  return record!;
}

/** How many applications (of any status) a vacancy has. */
export async function countApplicationsOf(scope: TenantScope, vacancyId: number): Promise<number> {
  const [row] = await scope.transaction
    .select({ total: count() })
    .from(applications)
    .where(and(ofTenant(applications, scope), eq(applications.vacancyId, vacancyId)));
  return row?.total ?? 0;
}
