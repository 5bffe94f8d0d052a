import { useMutation } from '@tanstack/react-query';
import type { bulkUpdatedVacanciesDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import type { z } from 'zod';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** The changes a bulk update makes to every chosen vacancy; left-out fields stay as they are. */
export interface VacancyBulkChanges {
  status?: VacancyStatus;
  addTagIds?: string[];
  removeTagIds?: string[];
  startsOn?: string | null;
  endsOn?: string | null;
  expiresOn?: string | null;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
}

/** PUT /api/v1/vacancies/bulk_update: all or nothing; answers how many vacancies changed. */
export async function bulkUpdateVacancies({
  ids,
  vacancy,
}: {
  ids: string[];
  vacancy: VacancyBulkChanges;
}): Promise<{ updated: number }> {
  const document = await apiRequestDocument<unknown, z.infer<typeof bulkUpdatedVacanciesDocumentSchema>['meta']>(
    '/api/v1/vacancies/bulk_update',
    { method: 'PUT', body: { ids, vacancy } },
  );
  // The API counts what it changed; the ids asked for are the fallback of an answer without the count.
  return { updated: document.meta.updated ?? ids.length };
}

/** A bulk update as a mutation; every vacancy query reloads (lists and the details of the changed ones). */
export function useBulkUpdateVacancies() {
  return useMutation({
    mutationFn: bulkUpdateVacancies,
    meta: { invalidates: ['vacancies', 'dashboard'] },
  });
}
