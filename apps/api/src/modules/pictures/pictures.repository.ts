import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { fileUploads } from '../file-uploads/file-uploads.schema.ts';
import { organizationProfiles } from '../organizations/organizations.schema.ts';
import { tags } from '../tags/tags.schema.ts';
import { vacancyTags } from '../vacancies/vacancies.schema.ts';
import { stockImages } from './stock-images.schema.ts';

// The candidates for a picture (decision 020), as columns of the reads that show vacancies and
// organisations: correlated subqueries of the same statement, so a page of twenty vacancies costs no
// more round trips than before. Every subquery names the tenant: the public search reads without
// row-level security (vacancy-search.service.ts), and another tenant's picture must never be chosen.

/** What the uploads table knows of an uploaded image: its size and the widths of its WebP copies. */
export interface UploadedImageFacts {
  id: string;
  width: number | null;
  height: number | null;
  variantWidths: number[];
}

/** A stock image as a candidate. */
export interface StockImageFacts {
  id: number;
  url: string;
  width: number;
  height: number;
  altNl: string;
  altEn: string;
  upload: UploadedImageFacts | null;
}

/** An address with what the uploads table knows of it (null: not an upload of this tenant, or a web address). */
export interface AddressFacts {
  url: string;
  upload: UploadedImageFacts | null;
}

type TenantValue = number | Placeholder | SQL | AnyColumn;

// `/uploads/<uuid>.<ext>`: a strict UUID, so the cast below cannot fail on a look-alike address.
const uploadPathPattern = '^/uploads/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.[a-z]+$';

/** The uploads row of a site path, as JSON (its primary key, looked up by index); null for any other address. */
function uploadOfAddress(tenantId: TenantValue, address: SQL | AnyColumn): SQL<UploadedImageFacts | null> {
  return sql<UploadedImageFacts | null>`(
    select json_build_object('id', ${fileUploads.id}, 'width', ${fileUploads.width}, 'height', ${fileUploads.height},
                             'variantWidths', ${fileUploads.variantWidths})
      from ${fileUploads}
     where ${fileUploads.tenantId} = ${tenantId}
       and ${fileUploads.id} = substring(${address} from ${uploadPathPattern})::uuid
  )`;
}

/** An address column with its upload facts, as JSON; null when the address is null or empty. */
export function addressFacts(tenantId: TenantValue, address: AnyColumn): SQL<AddressFacts | null> {
  return sql<AddressFacts | null>`(case when coalesce(${address}, '') = '' then null
    else json_build_object('url', ${address}, 'upload', ${uploadOfAddress(tenantId, address)}) end)`;
}

/** An organisation's logo with its upload facts, as JSON; null without one. */
export function organizationLogoFacts(tenantId: TenantValue, organizationId: AnyColumn): SQL<AddressFacts | null> {
  return sql<AddressFacts | null>`(
    select json_build_object('url', ${organizationProfiles.logoUrl},
                             'upload', ${uploadOfAddress(tenantId, organizationProfiles.logoUrl)})
      from ${organizationProfiles}
     where ${organizationProfiles.tenantId} = ${tenantId} and ${organizationProfiles.organizationId} = ${organizationId}
       and coalesce(${organizationProfiles.logoUrl}, '') <> ''
  )`;
}

/**
 * One stock image of the tenant matching `condition`, as JSON, chosen by `seed` (the vacancy's or
 * organisation's id): ordered by a hash of the image and the seed, so each seed keeps its picture,
 * the seeds spread over the images, and adding an image moves only the seeds that now rank it first.
 */
function stockImageChosenBy(tenantId: TenantValue, seed: SQL | AnyColumn, condition: SQL): SQL<StockImageFacts | null> {
  return sql<StockImageFacts | null>`(
    select json_build_object('id', ${stockImages.id}, 'url', ${stockImages.imageUrl},
                             'width', ${stockImages.width}, 'height', ${stockImages.height},
                             'altNl', ${stockImages.altNl}, 'altEn', ${stockImages.altEn},
                             'upload', ${uploadOfAddress(tenantId, stockImages.imageUrl)})
      from ${stockImages}
     where ${stockImages.tenantId} = ${tenantId} and ${condition}
     order by md5(${stockImages.id}::text || ':' || ${seed}::text), ${stockImages.id}
     limit 1
  )`;
}

/** The tenant's stock image for one of this vacancy's categories, chosen by the vacancy's id. */
export function categoryStockImage(tenantId: TenantValue, vacancyId: AnyColumn): SQL<StockImageFacts | null> {
  return stockImageChosenBy(
    tenantId,
    vacancyId,
    sql`exists (
      select 1 from ${vacancyTags}
       inner join ${tags} on ${tags.tenantId} = ${vacancyTags.tenantId} and ${tags.id} = ${vacancyTags.tagId}
       where ${vacancyTags.tenantId} = ${tenantId} and ${vacancyTags.vacancyId} = ${vacancyId}
         and ${tags.kind} = 'category' and ${vacancyTags.tagId} = ${stockImages.categoryTagId}
    )`,
  );
}

/** One of the tenant's general stock images (linked to no category), chosen by `seed`. */
export function generalStockImage(tenantId: TenantValue, seed: SQL | AnyColumn): SQL<StockImageFacts | null> {
  return stockImageChosenBy(tenantId, seed, sql`${stockImages.categoryTagId} is null`);
}

/** The tenant's general stock image for a centre (chosen by its id), or null when it has none. */
export async function findGeneralStockImage(scope: TenantScope, centerId: number): Promise<StockImageFacts | null> {
  const [row] = await scope.transaction
    .select({ image: generalStockImage(scope.tenantId, sql`${centerId}::bigint`) })
    .from(sql`(select 1) as one`);
  return row?.image ?? null;
}
