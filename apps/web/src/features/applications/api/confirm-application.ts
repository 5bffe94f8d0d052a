import type { confirmedApplicationDocumentSchema } from '@volunteerly/contracts/resources/applications';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** What a confirmation answers: only the vacancy (no personal data). */
type ConfirmedApplicationMeta = z.infer<typeof confirmedApplicationDocumentSchema>['meta'];

/** The vacancy a confirmed application is for. */
export interface ConfirmedApplication {
  vacancyId: string;
  vacancyTitle: string;
}

/** POST /api/v1/applications/confirm with the guest's mailed token; a 422 on /confirmation_token when unknown or used. */
export async function confirmApplication(confirmationToken: string): Promise<ConfirmedApplication> {
  const document = await apiRequestDocument<null, ConfirmedApplicationMeta>('/api/v1/applications/confirm', {
    method: 'POST',
    body: { confirmationToken },
  });
  return {
    vacancyId: document.meta.vacancyId ?? '',
    vacancyTitle: document.meta.vacancyTitle ?? '',
  };
}

/** The confirmation as a mutation: the token is single-use, so it is sent on purpose, never refetched. */
export function useConfirmApplication() {
  return useMutation({ mutationFn: confirmApplication });
}
