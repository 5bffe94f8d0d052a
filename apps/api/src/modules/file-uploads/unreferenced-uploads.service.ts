import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { variantStorageKey } from './file-uploads.image-types.ts';
import { unreferencedUploadGraceMs } from './file-uploads.limits.ts';
import { storageKeyOf } from './file-uploads.presenter.ts';
import {
  deleteUnreferencedUploads,
  findTenantsWithUploadsBefore,
  type RemovedUpload,
} from './unreferenced-uploads.repository.ts';

/** The job that removes uploads nothing references. */
export const unreferencedUploadsJob = 'file_uploads.sweep';

/** How often the sweep runs: uploads wait a day before they may go, so once a day is soon enough. */
export const unreferencedUploadsIntervalMs = 24 * 60 * 60 * 1000;

// Uploads removed per transaction: each batch's files are removed while its rows are held.
const batchSize = 100;

/** Removes an upload's files: the original and each WebP copy (a file already gone is fine). */
async function removeStoredFiles(storage: FileStorage, upload: RemovedUpload): Promise<void> {
  await storage.remove(storageKeyOf(upload));
  for (const width of upload.variantWidths) await storage.remove(variantStorageKey(upload.id, width));
}

/**
 * Removes, in every tenant, the uploads made more than a day before `now` that no vacancy, logo,
 * centre profile, stock image, mail template or message names: their rows and their files. Files
 * are removed inside the transaction that deletes their rows, so when removing one fails the rows
 * stay and the next run finishes the work (every step is safe to repeat: the job runs at least
 * once). Returns how many uploads were removed.
 */
export async function removeUnreferencedUploads(
  dependencies: { database: Database; storage: FileStorage },
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - unreferencedUploadGraceMs);
  let removed = 0;
  for (const tenantId of await findTenantsWithUploadsBefore(dependencies.database, cutoff)) {
    for (;;) {
      const removedNow = await withTenant(dependencies.database, tenantId, async (scope) => {
        const deleted = await deleteUnreferencedUploads(scope, cutoff, batchSize);
        for (const upload of deleted) await removeStoredFiles(dependencies.storage, upload);
        return deleted.length;
      });
      removed += removedNow;
      if (removedNow < batchSize) break;
    }
  }
  return removed;
}

/**
 * The sweep as a scheduled job (decision 030): once a day across every API process. A failed sweep
 * is retried by the queue.
 */
export function registerUnreferencedUploadsJob(app: AppInstance): void {
  app.jobs.register(unreferencedUploadsJob, async (_payload, context) => {
    const removed = await removeUnreferencedUploads({ database: app.database, storage: app.fileStorage });
    if (removed > 0) context.log.info({ removed }, `removed ${removed} unreferenced uploads`);
  });
  app.jobs.schedule(unreferencedUploadsJob, { everyMs: unreferencedUploadsIntervalMs });
}
