import { and, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/database/connection.ts';
import { ofTenant, withPlatform, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { conversationMessages } from '../conversations/conversations.schema.ts';
import { notificationTemplates } from '../notification-templates/notification-templates.schema.ts';
import { organizationProfiles } from '../organizations/organizations.schema.ts';
import { stockImages } from '../pictures/stock-images.schema.ts';
import { users } from '../users/users.schema.ts';
import { vacancies } from '../vacancies/vacancies.schema.ts';
import { volunteerCenterProfiles } from '../volunteer-centers/volunteer-centers.schema.ts';
import { fileUploads, type FileUploadRow } from './file-uploads.schema.ts';

// What keeps an upload (issue 29, hole 9). The owning modules' tables are read here, through their
// table definitions (the database layer every module may import), rather than through a port per
// module: one statement decides and deletes, so the answer cannot go stale between asking and
// deleting, and it costs one scan of each column per sweep instead of a question per upload.

/** A column of text (or JSON) in which an upload is named by its address (`/uploads/<uuid>.<ext>`, a WebP copy's, an absolute address). */
interface TextReference {
  tenantId: PgColumn;
  text: PgColumn;
}

/**
 * Every column that names uploads by address, and the one that lists them by id. A new column
 * holding an upload's address belongs here (test/file-uploads/unreferenced-uploads.test.ts lists
 * every `*_url` column and fails on one that is neither here nor named as never an upload).
 */
export const uploadReferences = {
  byAddress: [
    { tenantId: vacancies.tenantId, text: vacancies.imageUrl },
    { tenantId: vacancies.tenantId, text: vacancies.descriptionHtml },
    { tenantId: organizationProfiles.tenantId, text: organizationProfiles.logoUrl },
    { tenantId: organizationProfiles.tenantId, text: organizationProfiles.description },
    { tenantId: volunteerCenterProfiles.tenantId, text: volunteerCenterProfiles.websiteLogoUrl },
    { tenantId: volunteerCenterProfiles.tenantId, text: volunteerCenterProfiles.faviconUrl },
    { tenantId: volunteerCenterProfiles.tenantId, text: volunteerCenterProfiles.footerColumns },
    { tenantId: stockImages.tenantId, text: stockImages.imageUrl },
    { tenantId: users.tenantId, text: users.avatarUrl },
    { tenantId: notificationTemplates.tenantId, text: notificationTemplates.htmlBody },
    { tenantId: notificationTemplates.tenantId, text: notificationTemplates.textBody },
  ] satisfies TextReference[],
  byId: [{ tenantId: conversationMessages.tenantId, ids: conversationMessages.attachmentIds }],
};

// Any UUID in the text counts: an address of the upload or of one of its copies, on this site or
// absolute. Keeping an upload a stray UUID happens to match costs a file; deleting one in use would
// break a page.
const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The ids (as text) of every upload the tenant's rows name, as one set. */
function referencedIds(tenantId: number): SQL {
  const byAddress = uploadReferences.byAddress.map(
    ({ tenantId: tenantColumn, text }) =>
      sql`select (regexp_matches(lower(${text}::text), ${uuidPattern}, 'g'))[1] from ${text.table} where ${tenantColumn} = ${tenantId}`,
  );
  const byId = uploadReferences.byId.map(
    ({ tenantId: tenantColumn, ids }) =>
      sql`select unnest(${ids})::text from ${ids.table} where ${tenantColumn} = ${tenantId}`,
  );
  return sql.join([...byAddress, ...byId], sql` union all `);
}

/** The tenants that have uploads made before `cutoff` (the only ones a sweep can remove anything of). */
export async function findTenantsWithUploadsBefore(database: Database, cutoff: Date): Promise<number[]> {
  const rows = await withPlatform(database, (transaction) =>
    transaction
      .selectDistinct({ tenantId: fileUploads.tenantId })
      .from(fileUploads)
      .where(lt(fileUploads.createdAt, cutoff)),
  );
  return rows.map((row) => row.tenantId);
}

/** What removing an upload's files needs of its deleted row. */
export type RemovedUpload = Pick<FileUploadRow, 'id' | 'contentType' | 'variantWidths'>;

/**
 * Deletes up to `limit` of the scope's uploads made before `cutoff` that no row names (oldest
 * first), in one statement, and returns them so their files can go too.
 */
export async function deleteUnreferencedUploads(
  scope: TenantScope,
  cutoff: Date,
  limit: number,
): Promise<RemovedUpload[]> {
  const unreferenced = scope.transaction
    .select({ id: fileUploads.id })
    .from(fileUploads)
    .where(
      and(
        ofTenant(fileUploads, scope),
        lt(fileUploads.createdAt, cutoff),
        sql`${fileUploads.id}::text not in (select referenced.id from (${referencedIds(scope.tenantId)}) as referenced(id) where referenced.id is not null)`,
      ),
    )
    .orderBy(fileUploads.createdAt)
    .limit(limit);
  return scope.transaction
    .delete(fileUploads)
    .where(and(ofTenant(fileUploads, scope), inArray(fileUploads.id, unreferenced)))
    .returning({ id: fileUploads.id, contentType: fileUploads.contentType, variantWidths: fileUploads.variantWidths });
}
