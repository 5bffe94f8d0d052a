import type { capturedMailListDocumentSchema } from '@volunteerly/contracts/resources/captured-mails';
import type { z } from 'zod';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { CapturedMailResource } from '@volunteerly/contracts/resources/captured-mails';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** A mail caught by the local SMTP capture (a `mails` resource). */
export type CapturedMail = Flattened<CapturedMailResource>;

/** One page of captured mail with the totals the API sends in `meta.pagination`. */
export interface CapturedMailPage {
  mails: CapturedMail[];
  page: number;
  totalPages: number;
  total: number;
}

/** The page size of the captured-mail list. */
export const capturedMailPageSize = 20;

type CapturedMailListMeta = z.infer<typeof capturedMailListDocumentSchema>['meta'];

/** GET /api/v1/dev/mails: one page of the tenant's captured mail, newest first (super admins only). */
export async function listCapturedMails(page: number, signal?: AbortSignal): Promise<CapturedMailPage> {
  const document = await apiRequestDocument<CapturedMail[], CapturedMailListMeta>('/api/v1/dev/mails', {
    query: { 'page[number]': String(page), 'page[size]': String(capturedMailPageSize) },
    signal,
  });
  const { pagination } = document.meta;
  return {
    mails: document.data,
    page: pagination?.page ?? page,
    totalPages: pagination?.totalPages ?? 1,
    total: pagination?.total ?? 0,
  };
}

/** Query options of one page of captured mail. */
export function capturedMailsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['captured-mails', page],
    queryFn: ({ signal }) => listCapturedMails(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of captured mail as a query. */
export function useCapturedMails(page: number) {
  return useQuery(capturedMailsQueryOptions(page));
}
